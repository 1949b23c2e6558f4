// The chase as stored data (plain JSON, so it can live in a world setting and travel over a socket).
// Participants are keyed by their own id; pairs by (pursuerId, quarryId): a pursuer "passing" its
// quarry is only a gap at 0, so no one can be duplicated or lost by moving.
import { deepFreeze } from "../freeze.js";

export const SIDES = deepFreeze(["pursuer", "quarry"] as const);
export type Side = (typeof SIDES)[number];

/** setup → running → caught (everyone caught went into combat) | escaped | ended (the GM's call). */
export const CHASE_STATUSES = deepFreeze([
  "setup",
  "running",
  "caught",
  "escaped",
  "ended",
] as const);
export type ChaseStatus = (typeof CHASE_STATUSES)[number];

/**
 * What a tied pair does: nothing (Space Opera seed) or roll again (Star Worlds opposed rolls). A
 * "reroll" chase is Star Worlds' procedure whole (ruling "Chases in every ruleset", revised; seed 002):
 * the higher Speed wins the round outright, and only equal Speeds roll Daring, ties rolled again.
 */
export const TIE_RULES = deepFreeze(["nothing", "reroll"] as const);
export type TieRule = (typeof TIE_RULES)[number];

/** A vehicle a participant drives: its name and speed in the procedure's unit (feet, or Speed). */
export interface Vehicle {
  name: string;
  speed: number;
}

export interface Participant {
  id: string;
  /** The actor (or the token's synthetic actor) whose checks are rolled. */
  actorUuid: string;
  /** The token on the scene, when the participant came from one (a combat needs it). */
  tokenUuid: string | null;
  name: string;
  img: string;
  side: Side;
  /** null: on foot. */
  vehicle: Vehicle | null;
  /** Left the chase (gone into the combat that followed a catch). */
  out: boolean;
}

export interface Pair {
  pursuerId: string;
  quarryId: string;
  /** Feet between them; 0 is caught. */
  gap: number;
  caught: boolean;
}

/** One participant's check this round, as the GM computed it from the dice. */
export interface CheckRoll {
  total: number;
  /** Each die's result, for the card. */
  dice: number[];
  bonus: number;
  /** Movement in feet this round (what a win moves the gap by). */
  movement: number;
  /** Totals of Hero Point rerolls this round, in order (absent: none); `total` is the best roll. */
  rerolls?: number[];
}

export type PairWinner = "pursuer" | "quarry" | "none";

/**
 * The GM's call on one runner for one round (rulings: Chases): a situational modifier on its check,
 * or that it loses this round's check automatically (seed 003: knocked down, thrown off by crates).
 */
export interface RoundCall {
  modifier: number;
  autoLoss: boolean;
}

export interface PairResult {
  pursuerId: string;
  quarryId: string;
  before: number;
  after: number;
  winner: PairWinner;
  /** The round's total, then any tie-break rerolls (Star Worlds). */
  pursuerTotals: number[];
  quarryTotals: number[];
  caught: boolean;
  /**
   * Star Worlds: the Speeds compared (the GM's modifier included) when they differed and so decided
   * the round whatever the dice (seed 002: Speed first); absent when the dice or a call decided it.
   */
  speeds?: { pursuer: number; quarry: number };
}

export interface RoundEntry {
  round: number;
  /** The GM's note: hazards and complications of the round. */
  note: string;
  results: PairResult[];
  /** The GM's calls that round, by participant id (absent: none). */
  calls?: Record<string, RoundCall>;
}

export interface Chase {
  id: string;
  name: string;
  /** The adapter's chase procedure id: every participant must share it. */
  procedure: string;
  ties: TieRule;
  status: ChaseStatus;
  /** The round being rolled (0 during setup). */
  round: number;
  participants: Participant[];
  pairs: Pair[];
  /** This round's checks by participant id. */
  rolls: Record<string, CheckRoll>;
  /** This round's GM note. */
  note: string;
  /** This round's GM calls by participant id (absent or empty: none); cleared when it resolves. */
  calls?: Record<string, RoundCall>;
  log: RoundEntry[];
  /** Combats started from this chase. */
  combatIds: string[];
}

/** Every chase of the world: running ones and finished ones (their log is kept). */
export interface ChaseBook {
  chases: Chase[];
}

export const DEFAULT_GAP = 30;
/** The largest situational modifier the GM may give a runner, either way. */
export const MAX_CHASE_MODIFIER = 20;
/** Notes and names are short texts; the cap keeps one runaway paste from bloating the world. */
export const MAX_TEXT = 2000;
