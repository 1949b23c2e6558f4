// The encounter-odds panel without its window: player-owned combatants are the party, the rest the
// foes; one state is played once in the worker (a seed from the state, so one state, one answer) and
// its result is kept, so asking again plays nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import type { OddsReply, OddsRequest } from "../../../src/applications/encounter/odds-messages.js";
import type { WorkerFactory } from "../../../src/applications/encounter/run-odds.js";
import { sim } from "../../../src/rules/index.js";
import { oddsCombat } from "./odds-fixtures.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const panelModule = () => import("../../../src/applications/encounter/odds-panel.js");

/** A worker that plays the fights in this thread (as odds-worker.ts would) and counts its runs. */
function inlineWorker() {
  const requests: OddsRequest[] = [];
  const factory: WorkerFactory = () => {
    const worker = {
      onmessage: null as ((e: { data: OddsReply }) => void) | null,
      onerror: null,
      terminate: () => undefined,
      postMessage(request: OddsRequest) {
        requests.push(request);
        const result = sim.encounter(request.fighters, { ...request, fights: 200 });
        queueMicrotask(() => worker.onmessage?.({ data: { type: "done", result } }));
      },
    };
    return worker as unknown as ReturnType<WorkerFactory>;
  };
  return { factory, requests };
}

const combatOf = () => oddsCombat(glue);

describe("EncounterOddsPanel", () => {
  it("plays the party against the foes once per state, with a seed from the state", async () => {
    const { EncounterOddsPanel, ODDS_FIGHTS, seedOf } = await panelModule();
    const worker = inlineWorker();
    const panel = new EncounterOddsPanel((await combatOf()) as never, worker.factory);
    panel.combatantsChanged();
    await vi.advanceTimersByTimeAsync(300);
    await panel.start();
    expect(worker.requests).toHaveLength(1);
    const [request] = worker.requests;
    expect(request!.fights).toBe(ODDS_FIGHTS);
    expect(request!.fighters.map((f) => [f.id, f.side])).toEqual([
      ["c-hero", "party"],
      ["c-thug", "foes"],
    ]);
    expect(request!.seed).toBe(
      seedOf(JSON.stringify({ f: request!.fighters, n: ODDS_FIGHTS, r: 50 })),
    );
    // The same state again: the kept result, no new run.
    await panel.start();
    expect(worker.requests).toHaveLength(1);
  });

  it("nobody on a side: nothing is played", async () => {
    const { EncounterOddsPanel } = await panelModule();
    const worker = inlineWorker();
    const combat = await combatOf();
    combat.combatants.contents.pop();
    const panel = new EncounterOddsPanel(combat as never, worker.factory);
    panel.combatantsChanged();
    await vi.advanceTimersByTimeAsync(300);
    await panel.start();
    expect(worker.requests).toEqual([]);
  });
});
