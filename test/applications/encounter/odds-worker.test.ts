// The encounter-odds worker as its messages show it: progress while the fights run, then the result;
// a request the simulator refuses answers with its error.
import { afterEach, describe, expect, it, vi } from "vitest";
import { d20Fighter } from "../../rules/sim/fighters.js";
import { sim } from "../../../src/rules/index.js";
import type {
  BuildReply,
  BuildRequest,
  OddsReply,
  OddsRequest,
} from "../../../src/applications/encounter/odds-messages.js";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Loads the worker with a stand-in worker scope; returns what it posts for one request. */
async function ask<R extends OddsReply | BuildReply = OddsReply>(
  request: OddsRequest | BuildRequest,
): Promise<R[]> {
  const posted: R[] = [];
  const scope: {
    onmessage: ((e: { data: OddsRequest | BuildRequest }) => void) | null;
    postMessage(m: R): void;
  } = {
    onmessage: null,
    postMessage: (m) => posted.push(m),
  };
  vi.stubGlobal("self", scope);
  await import("../../../src/applications/encounter/odds-worker.js");
  scope.onmessage!({ data: request });
  return posted;
}

describe("the odds worker", () => {
  it("reports progress every 250 fights and at the end, then the result", async () => {
    const fighters = [d20Fighter("a", "party"), d20Fighter("b", "foes")];
    const posted = await ask({ fighters, fights: 600, seed: 7, maxRounds: 50 } as OddsRequest);
    expect(posted.filter((m) => m.type === "progress")).toEqual([
      { type: "progress", done: 250, fights: 600 },
      { type: "progress", done: 500, fights: 600 },
      { type: "progress", done: 600, fights: 600 },
    ]);
    const done = posted.at(-1) as Extract<OddsReply, { type: "done" }>;
    expect(done.type).toBe("done");
    expect(done.result.fights).toBe(600);
    expect(done.result.partyWins + done.result.foesWin + done.result.draws).toBeCloseTo(1, 12);
  });

  it("a request the simulator refuses answers with the error", async () => {
    const posted = await ask({
      fighters: [d20Fighter("a", "party")],
      fights: 10,
      seed: 1,
      maxRounds: 50,
    } as OddsRequest);
    expect(posted).toEqual([
      {
        type: "error",
        message: "The foes side has no fighter",
        key: "HOLOCRON.Rules.Error.noFighter",
        data: { side: "foes" },
      },
    ]);
  });

  it("a build request plays the whole search, reporting the fights of all its groups", async () => {
    const request: BuildRequest = {
      party: [d20Fighter("a", "party")],
      pool: [{ id: "mook", fighter: d20Fighter("mook", "foes", { mook: true }) }],
      target: { winChance: 0.5 },
      seed: 3,
      maxFoes: 2,
    };
    const posted = await ask<BuildReply>(request);
    // Two groups screened with 200 fights each, both played again with 1,500.
    const total = 2 * 200 + 2 * 1500;
    const progress = posted.filter((m) => m.type === "progress");
    expect(progress).toHaveLength(4);
    expect(progress.at(-1)).toEqual({ type: "progress", done: total, fights: total });
    const done = posted.at(-1) as Extract<BuildReply, { type: "done" }>;
    expect(done.result).toEqual(
      sim.buildEncounter(request.party, request.pool, request.target, { seed: 3, maxFoes: 2 }),
    );
  });
});
