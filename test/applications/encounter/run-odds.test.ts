import { describe, expect, it } from "vitest";
import { runOdds, type WorkerFactory } from "../../../src/applications/encounter/run-odds.js";
import type { OddsReply, OddsRequest } from "../../../src/applications/encounter/odds-messages.js";
import { sim } from "../../../src/rules/index.js";
import { d20Fighter } from "../../rules/sim/fighters.js";

/** A worker that answers like odds-worker.ts, in the same thread, when `answer` is called. */
function fakeWorker() {
  const log = { posted: [] as OddsRequest[], terminated: 0 };
  let worker: ReturnType<WorkerFactory> & { onmessage: ((e: MessageEvent) => void) | null };
  const factory: WorkerFactory = () => {
    worker = {
      onmessage: null,
      onerror: null,
      postMessage: (request: OddsRequest) => log.posted.push(request),
      terminate: () => void log.terminated++,
    } as typeof worker;
    return worker;
  };
  const send = (reply: OddsReply) => worker.onmessage?.({ data: reply } as MessageEvent);
  const fail = (message: string) =>
    worker.onerror?.call(worker as Worker, { message } as ErrorEvent);
  return { factory, log, send, fail };
}

const request: OddsRequest = {
  fighters: [d20Fighter("a", "party"), d20Fighter("b", "foes")],
  fights: 100,
  seed: 1,
  maxRounds: 50,
};

describe("runOdds: the worker protocol", () => {
  it("reports progress, settles with the result and stops the worker", async () => {
    const w = fakeWorker();
    const seen: number[] = [];
    const run = runOdds(request, (f) => seen.push(f), w.factory);
    expect(w.log.posted).toEqual([request]);
    w.send({ type: "progress", done: 50, fights: 100 });
    const result = sim.encounter(request.fighters, request);
    w.send({ type: "done", result });
    await expect(run.done).resolves.toEqual(result);
    expect(seen).toEqual([0.5]);
    expect(w.log.terminated).toBe(1);
  });

  it("cancel stops the worker at once and settles with null", async () => {
    const w = fakeWorker();
    const run = runOdds(request, () => undefined, w.factory);
    run.cancel();
    await expect(run.done).resolves.toBeNull();
    expect(w.log.terminated).toBe(1);
  });

  it("rejects with the simulator's message, or the load error", async () => {
    const bad = fakeWorker();
    const run = runOdds(request, () => undefined, bad.factory);
    bad.send({ type: "error", message: "The foes side has no fighter" });
    await expect(run.done).rejects.toThrow("The foes side has no fighter");
    const broken = fakeWorker();
    const load = runOdds(request, () => undefined, broken.factory);
    broken.fail("");
    // The user is told the load failed in their language: the error is the key (user-message.ts).
    await expect(load.done).rejects.toThrow("HOLOCRON.Combat.Odds.WorkerFailed");
    // A rules error crosses the worker as its key and data, and arrives as a RulesError again.
    const ruled = fakeWorker();
    const refused = runOdds(request, () => undefined, ruled.factory);
    ruled.send({
      type: "error",
      message: "maxFoes must be between 1 and 40, got 99",
      key: "HOLOCRON.Rules.Error.inRange",
      data: { name: "maxFoes", min: "1", max: "40", value: "99" },
    });
    await expect(refused.done).rejects.toMatchObject({
      name: "RulesError",
      key: "HOLOCRON.Rules.Error.inRange",
      data: { value: "99" },
    });
  });
});
