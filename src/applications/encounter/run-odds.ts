// Runs the simulator in a Web Worker: progress as it goes, a result or an error at the end, and a
// cancel that stops the worker at once.
import type { sim } from "../../rules/index.js";
import type { OddsReply, OddsRequest } from "./odds-messages.js";

export interface OddsRun {
  /** Settles with the result, or null when cancelled; rejects with the simulator's message. */
  readonly done: Promise<sim.EncounterResult | null>;
  cancel(): void;
}

/** A worker factory, so tests can run the same protocol without a browser worker. */
export type WorkerFactory = () => Pick<
  Worker,
  "postMessage" | "terminate" | "onmessage" | "onerror"
>;

export const createOddsWorker: WorkerFactory = () =>
  new Worker(new URL("./odds-worker.ts", import.meta.url), { type: "module" });

export function runOdds(
  request: OddsRequest,
  onProgress: (fraction: number) => void,
  createWorker: WorkerFactory = createOddsWorker,
): OddsRun {
  const worker = createWorker();
  let settle: (value: sim.EncounterResult | null) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<sim.EncounterResult | null>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const finish = () => worker.terminate();
  worker.onmessage = (event: MessageEvent<OddsReply>) => {
    const reply = event.data;
    if (reply.type === "progress") onProgress(reply.done / reply.fights);
    else if (reply.type === "done") {
      finish();
      settle(reply.result);
    } else {
      finish();
      fail(new Error(reply.message));
    }
  };
  worker.onerror = (event: ErrorEvent) => {
    finish();
    fail(new Error(event.message || "The encounter-odds worker failed to load"));
  };
  worker.postMessage(request);
  return {
    done,
    cancel() {
      finish();
      settle(null);
    },
  };
}
