// Runs the simulator in a Web Worker: progress as it goes, a result or an error at the end, and a
// cancel that stops the worker at once.
import type { sim } from "../../rules/index.js";
import type { BuildRequest, OddsRequest, WorkerReply } from "./odds-messages.js";

export interface WorkerRun<R> {
  /** Settles with the result, or null when cancelled; rejects with the simulator's message. */
  readonly done: Promise<R | null>;
  cancel(): void;
}
export type OddsRun = WorkerRun<sim.EncounterResult>;
export type BuildRun = WorkerRun<sim.BuildResult>;

/** A worker factory, so tests can run the same protocol without a browser worker. */
export type WorkerFactory = () => Pick<
  Worker,
  "postMessage" | "terminate" | "onmessage" | "onerror"
>;

export const createOddsWorker: WorkerFactory = () =>
  new Worker(new URL("./odds-worker.ts", import.meta.url), { type: "module" });

/** Plays one request in a new worker (the odds of a fight, or a build to a target). */
export function runInWorker<R>(
  request: OddsRequest | BuildRequest,
  onProgress: (fraction: number) => void,
  createWorker: WorkerFactory = createOddsWorker,
): WorkerRun<R> {
  const worker = createWorker();
  let settle: (value: R | null) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<R | null>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const finish = () => worker.terminate();
  worker.onmessage = (event: MessageEvent<WorkerReply<R>>) => {
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

/** The odds of one fight. */
export const runOdds = runInWorker<sim.EncounterResult>;
/** An encounter built to a target. */
export const runBuild = runInWorker<sim.BuildResult>;
