// The encounter-odds worker: plays the fights off the main thread and reports progress, so the
// tracker never freezes. Vite bundles it as its own file in dist/ (new Worker(new URL(…))).
import { sim } from "../../rules/index.js";
import type { OddsReply, OddsRequest } from "./odds-messages.js";

/** How often the worker reports: often enough for a smooth bar, rarely enough to cost nothing. */
const PROGRESS_EVERY = 250;

// The project's TypeScript lib is the DOM's, where `self` is a Window; in a dedicated worker it is
// the worker scope, whose postMessage takes only the message.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<OddsRequest>) => void) | null;
  postMessage(message: OddsReply): void;
};

scope.onmessage = (event) => {
  const { fighters, fights, seed, maxRounds } = event.data;
  try {
    const result = sim.encounter(fighters, {
      fights,
      seed,
      maxRounds,
      progressEvery: PROGRESS_EVERY,
      onProgress: (done) => scope.postMessage({ type: "progress", done, fights }),
    });
    scope.postMessage({ type: "done", result });
  } catch (error) {
    scope.postMessage({
      type: "error",
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
