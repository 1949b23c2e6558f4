// The messages between the tracker and the encounter-odds worker: the odds of one fight, or an
// encounter built to a target (the same worker plays both; a build request names its pool).
import type { sim } from "../../rules/index.js";

export interface OddsRequest {
  fighters: sim.Fighter[];
  fights: number;
  seed: number;
  maxRounds: number;
}

/** What a build plays: the party against a pool of foes, toward a target, from a seed. */
export interface BuildSearch {
  party: sim.Fighter[];
  pool: sim.FoeKind[];
  target: sim.BuildTarget;
  seed: number;
}

/** A search for the groups nearest the target, of at most `maxFoes` foes. */
export interface BuildRequest extends BuildSearch {
  maxFoes: number;
}

/** One group of the pool played again after the GM stepped it (the builder's ± before Place). */
export interface GroupRequest extends BuildSearch {
  counts: Record<string, number>;
}

/** Progress counts fights (a build's whole search in `fights`), then the result or an error. */
export type WorkerReply<R> =
  | { type: "progress"; done: number; fights: number }
  | { type: "done"; result: R }
  | {
      type: "error";
      /** The developer's message (logged). */
      message: string;
      /** A rules error's i18n key and data, which the user is told. */
      key?: string;
      data?: Record<string, string>;
    };

export type OddsReply = WorkerReply<sim.EncounterResult>;
export type BuildReply = WorkerReply<sim.BuildResult>;
