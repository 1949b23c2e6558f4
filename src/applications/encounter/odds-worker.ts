// The encounter-odds worker: plays the fights off the main thread and reports progress, so the
// tracker never freezes. Vite bundles it as its own file in dist/ (new Worker(new URL(…))).
import { sim } from "../../rules/index.js";
import type { BuildRequest, GroupRequest, OddsRequest, WorkerReply } from "./odds-messages.js";
import { RulesError } from "../../rules/rules-error.js";

/** How often the worker reports: often enough for a smooth bar, rarely enough to cost nothing. */
const PROGRESS_EVERY = 250;

// The project's TypeScript lib is the DOM's, where `self` is a Window; in a dedicated worker it is
// the worker scope, whose postMessage takes only the message.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<OddsRequest | BuildRequest | GroupRequest>) => void) | null;
  postMessage(message: WorkerReply<sim.EncounterResult | sim.BuildResult | sim.GroupOdds>): void;
};

function play(request: OddsRequest): sim.EncounterResult {
  const { fighters, fights, seed, maxRounds } = request;
  return sim.encounter(fighters, {
    fights,
    seed,
    maxRounds,
    progressEvery: PROGRESS_EVERY,
    onProgress: (done) => scope.postMessage({ type: "progress", done, fights }),
  });
}

function build(request: BuildRequest): sim.BuildResult {
  const { party, pool, target, seed, maxFoes } = request;
  return sim.buildEncounter(party, pool, target, {
    seed,
    maxFoes,
    onProgress: (done, fights) => scope.postMessage({ type: "progress", done, fights }),
  });
}

function replay(request: GroupRequest): sim.GroupOdds {
  const { party, pool, counts, target, seed } = request;
  return sim.playGroup(party, pool, counts, target, { seed });
}

scope.onmessage = (event) => {
  const request = event.data;
  try {
    const result =
      "counts" in request ? replay(request) : "pool" in request ? build(request) : play(request);
    scope.postMessage({ type: "done", result });
  } catch (error) {
    // A rules error crosses to the window as its key and data (an Error's class does not).
    scope.postMessage({
      type: "error",
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof RulesError ? { key: error.key, data: { ...error.data } } : {}),
    });
  }
};
