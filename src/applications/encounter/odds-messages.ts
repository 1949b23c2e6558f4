// The messages between the tracker and the encounter-odds worker.
import type { sim } from "../../rules/index.js";

export interface OddsRequest {
  fighters: sim.Fighter[];
  fights: number;
  seed: number;
  maxRounds: number;
}

export type OddsReply =
  | { type: "progress"; done: number; fights: number }
  | { type: "done"; result: sim.EncounterResult }
  | { type: "error"; message: string };
