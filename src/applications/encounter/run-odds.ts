// Runs the simulator in a Web Worker: progress as it goes, a result or an error at the end, and a
// cancel that stops the worker at once.
import type { sim } from "../../rules/index.js";
import type { BuildRequest, GroupRequest, OddsRequest, WorkerReply } from "./odds-messages.js";
import { RulesError } from "../../rules/rules-error.js";

export interface WorkerRun<R> {
  /**
   * Settles with the result, or null when cancelled; rejects with the simulator's error (a
   * RulesError when the rules threw one) or the key of a worker that failed to load.
   */
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
  request: OddsRequest | BuildRequest | GroupRequest,
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
      fail(
        reply.key === undefined
          ? new Error(reply.message)
          : new RulesError(reply.key, reply.data ?? {}, reply.message),
      );
    }
  };
  worker.onerror = (event: ErrorEvent) => {
    finish();
    // The browser's own words are for the console; the user is told this key (user-message.ts).
    if (event.message) console.error("Holocron: the encounter-odds worker:", event.message);
    fail(new Error("HOLOCRON.Combat.Odds.WorkerFailed"));
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
/** One group played again, as the GM stepped it. */
export const runGroup = runInWorker<sim.GroupOdds>;
