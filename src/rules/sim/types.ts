// The fighters, options and result of a simulated encounter (rules-api.md, "sim").

export const SIDES = ["party", "foes"] as const;
export type Side = (typeof SIDES)[number];

/**
 * A damage power a Knight (m20) or psion (Space Opera) may use instead of its attack: the power
 * check's whole bonus, its damage formula (Force Grip: 1d6 × level) and its HP cost in combat.
 * The target resists with its `powerResist`.
 */
export interface SimPower {
  checkBonus: number;
  damage: string;
  cost: number;
}

export interface D20Fighter {
  id: string;
  side: Side;
  ruleset: "m20" | "spaceOpera";
  level: number;
  hp: number;
  maxHp: number;
  /** Scores; bonuses are derived. */
  str: number;
  dex: number;
  ac: number;
  /** The whole to-hit bonus of its best attack. */
  attackBonus: number;
  /** That attack's damage formula, bonuses included. */
  damage: string;
  mook?: boolean;
  /** m20: STR damage already taken (effective STR = str − strDamage). */
  strDamage?: number;
  /** Its damage power; a mook has no HP to pay for one, so the simulator ignores it (rulings: Mooks). */
  power?: SimPower;
  /** Its bonus to resist a damage power (Force Grip: Physical + STR bonus); 0 if not given. */
  powerResist?: number;
}

export interface WorldsFighter {
  id: string;
  side: Side;
  ruleset: "starWorlds";
  vitality: number;
  maxVitality: number;
  armor: number;
  speed: number;
  daring: number;
  /** The attribute bonus it attacks with. */
  attack: number;
  damage: string;
  heroPoints?: number;
  wounded?: boolean;
  dying?: boolean;
}

export type Fighter = D20Fighter | WorldsFighter;

export interface EncounterOptions {
  fights: number;
  seed: number;
  /** A fight still undecided after this many rounds is a draw (default 50). */
  maxRounds?: number;
  /** Called every `progressEvery` fights with the count done (a worker reports progress with it). */
  onProgress?: (done: number) => void;
  progressEvery?: number;
}

export interface EncounterResult {
  partyWins: number;
  foesWin: number;
  draws: number;
  /** Mean rounds played over all fights (a draw counts maxRounds). */
  meanRounds: number;
  /** Fraction of fights in which that fighter was taken out (d20: 0 HP or a mook hit; Star Worlds: Dying). */
  downedChance: Record<string, number>;
  /** Fraction of fights in which it died (m20: effective STR 0; Space Opera: a failed dying check). */
  deathChance: Record<string, number>;
  /** Each fighter's weapon attacks and hits over all fights (the hit rate behind the odds). */
  attacks: Record<string, { made: number; hit: number }>;
  fights: number;
  maxRounds: number;
  /**
   * The counts the fractions above are made from, each over `fights`: the wins of each side, the
   * rounds summed over every fight, and each fighter's fights taken out (a breakdown shows them).
   */
  counts: { partyWins: number; foesWin: number; rounds: number; downed: Record<string, number> };
}

export const DEFAULT_MAX_ROUNDS = 50;
