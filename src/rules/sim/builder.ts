// Building an encounter to a target: from a pool of foe kinds, the groups whose simulated odds
// against the party come closest to what the GM asked for ("the party wins about 70%", "over in at
// most 5 rounds", "nobody in the party likely to drop"). Every group is played by `encounter` with
// a seed of its own (from the search's seed and the group), so one search always gives one answer
// and a group's odds do not depend on which other groups were tried.
//
// Two passes: every candidate group is screened with a few fights, then the groups nearest the
// target are played again with more fights and fresh seeds; only the second pass's figures are
// reported, so the pick among noisy screens does not bias the odds shown (the winner's curse).
import { RulesError } from "../rules-error.js";
import { assertIntegerAtLeast, assertIntegerInRange } from "../validate.js";
import { MAX_ROUNDS_LIMIT } from "./check-input.js";
import { encounter } from "./encounter.js";
import { winInterval } from "./interval.js";
import { DEFAULT_MAX_ROUNDS, type EncounterResult, type Fighter } from "./types.js";

/** One kind of foe the group may hold copies of (an NPC, a token's actor). */
export interface FoeKind {
  /** Unique in the pool; a group counts its foes by it. */
  id: string;
  /** One foe of this kind; each copy gets its own id and the foes' side. */
  fighter: Fighter;
  /** At most this many of it in a group (default: the search's maxFoes). */
  max?: number;
}

export interface BuildTarget {
  /** The party's chance to win, 0–1. */
  winChance: number;
  /** "Over in at most N rounds": the group's mean rounds may not exceed it. */
  maxMeanRounds?: number;
  /** "Nobody in the party likely to drop": no party fighter is taken out in more than half the fights. */
  noDrop?: boolean;
}

export interface BuildOptions {
  seed: number;
  /** The largest group tried (default 12). */
  maxFoes?: number;
  /** At most this many groups screened (default 60); more are thinned evenly by size. */
  maxCandidates?: number;
  /** Fights per screened group (default 200). */
  screenFights?: number;
  /** Fights per group played again (default 1,500). */
  refineFights?: number;
  /** Groups returned (default 3); this many plus REFINE_EXTRA are played again. */
  keep?: number;
  maxRounds?: number;
  /** Called after each group with the fights played so far and the search's whole count. */
  onProgress?: (done: number, total: number) => void;
}

export interface GroupOdds {
  /** How many of each pool kind, by kind id (kinds with none left out). */
  counts: Record<string, number>;
  size: number;
  winChance: number;
  /** The 95% interval of the win chance (Wilson, from `fights`). */
  interval: [number, number];
  meanRounds: number;
  /**
   * The party fighter taken out most often, how often, and in how many of the fights (null: the
   * party is empty of ids).
   */
  worstDrop: { id: string; chance: number; downed: number } | null;
  meetsRounds: boolean;
  meetsDrop: boolean;
  /** |win − target| plus how far it misses the other asks: lower is nearer. */
  distance: number;
  fights: number;
  /** The counts the figures are made of, over `fights`: the party's wins and the rounds summed. */
  wins: number;
  rounds: number;
}

export interface BuildResult {
  /** Nearest first. */
  groups: GroupOdds[];
  /** The nearest group meets every ask and wins within REACH_TOLERANCE of the target. */
  reached: boolean;
  candidates: number;
  fightsPlayed: number;
}

/**
 * A placed group's predicted odds, as the GM writes them on the combat (`flags.holocron.prediction`,
 * src/applications/encounter/place-group.ts) for the combat's summary to set beside what happened.
 */
export interface Prediction {
  /** The party's simulated chance to win, 0–1. */
  winChance: number;
  /** Its 95% interval [low, high]. */
  interval: [number, number];
  /** Mean rounds the simulated fights lasted. */
  rounds: number;
  /** How many fights the odds come from. */
  fights: number;
  /** The counts the odds divide (GroupOdds' fights, wins and rounds summed): their breakdowns. */
  counts: { fights: number; wins: number; rounds: number };
  /** The group placed, by name. */
  foes: { name: string; count: number }[];
}

export const BUILD_DEFAULTS = {
  maxFoes: 12,
  maxCandidates: 60,
  screenFights: 200,
  refineFights: 1500,
  keep: 3,
} as const;
/** "About 70%": within five points. */
export const REACH_TOLERANCE = 0.05;
/** "Likely to drop": taken out in more than half the fights. */
export const DROP_LIKELY = 0.5;
/** Groups played again beyond those returned, so a near miss of the screen still gets its chance. */
const REFINE_EXTRA = 3;
/** Bounds so that a typo cannot lock a worker for hours. */
export const MAX_GROUP = 40;
const MAX_CANDIDATES = 500;

/** A seed of its own for a group and pass: FNV-1a over the text, started from the search's seed. */
export function groupSeed(seed: number, text: string): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function checkBuild(
  party: readonly Fighter[],
  pool: readonly FoeKind[],
  t: BuildTarget,
): void {
  if (!Array.isArray(party) || party.length === 0)
    throw new RulesError("HOLOCRON.Rules.Error.noParty", {}, "The party has no fighter");
  if (!Array.isArray(pool) || pool.length === 0)
    throw new RulesError("HOLOCRON.Rules.Error.noPool", {}, "The pool has no foe");
  if (typeof t?.winChance !== "number" || !(t.winChance >= 0 && t.winChance <= 1)) {
    throw new RulesError(
      "HOLOCRON.Rules.Error.chance",
      { value: String(t?.winChance) },
      `target.winChance must be between 0 and 1, got ${String(t?.winChance)}`,
    );
  }
  if (t.maxMeanRounds !== undefined)
    assertIntegerInRange(t.maxMeanRounds, "target.maxMeanRounds", 1, MAX_ROUNDS_LIMIT);
  const ids = new Set<string>();
  for (const kind of pool) {
    if (ids.has(kind.id))
      throw new RulesError(
        "HOLOCRON.Rules.Error.twice",
        { name: "pool", value: kind.id },
        `The pool lists ${JSON.stringify(kind.id)} twice`,
      );
    ids.add(kind.id);
    if (kind.max !== undefined) assertIntegerInRange(kind.max, `pool ${kind.id}.max`, 0, MAX_GROUP);
  }
}

/** Every count vector with 1..maxFoes foes in all, each kind within its max; smaller groups first. */
function allGroups(pool: readonly FoeKind[], maxFoes: number): number[][] {
  const found: number[][] = [];
  const counts = pool.map(() => 0);
  const walk = (at: number, left: number): void => {
    if (at === pool.length) {
      if (left < maxFoes) found.push([...counts]);
      return;
    }
    const top = Math.min(left, pool[at]!.max ?? maxFoes);
    for (let n = 0; n <= top; n++) {
      counts[at] = n;
      walk(at + 1, left - n);
    }
    counts[at] = 0;
  };
  walk(0, maxFoes);
  const size = (c: number[]) => c.reduce((a, b) => a + b, 0);
  return found.sort((a, b) => size(a) - size(b));
}

/** At most `limit` groups, spread evenly over the sizes (the smallest and the largest kept). */
function thin(groups: number[][], limit: number): number[][] {
  if (groups.length <= limit) return groups;
  const step = (groups.length - 1) / (limit - 1);
  return Array.from({ length: limit }, (_, i) => groups[Math.round(i * step)]!);
}

export function keyOf(pool: readonly FoeKind[], counts: readonly number[]): string {
  return pool.map((k, i) => `${k.id}×${counts[i]}`).join(",");
}

export function fightersOf(party: readonly Fighter[], pool: readonly FoeKind[], counts: number[]) {
  const foes = pool.flatMap((kind, i) =>
    Array.from({ length: counts[i]! }, (_, n) => ({
      ...kind.fighter,
      id: `${kind.id}#${n + 1}`,
      side: "foes" as const,
    })),
  );
  return [...party.map((f) => ({ ...f, side: "party" as const })), ...foes];
}

export function oddsOf(
  result: EncounterResult,
  party: readonly Fighter[],
  pool: readonly FoeKind[],
  counts: number[],
  t: BuildTarget,
): GroupOdds {
  let worstDrop: GroupOdds["worstDrop"] = null;
  for (const f of party) {
    const chance = result.downedChance[f.id] ?? 0;
    const downed = result.counts.downed[f.id] ?? 0;
    if (!worstDrop || chance > worstDrop.chance) worstDrop = { id: f.id, chance, downed };
  }
  const roundsOver = t.maxMeanRounds ? Math.max(0, result.meanRounds - t.maxMeanRounds) : 0;
  const dropOver = t.noDrop ? Math.max(0, (worstDrop?.chance ?? 0) - DROP_LIKELY) : 0;
  const wins = result.counts.partyWins;
  return {
    counts: Object.fromEntries(pool.flatMap((k, i) => (counts[i] ? [[k.id, counts[i]]] : []))),
    size: counts.reduce((a, b) => a + b, 0),
    winChance: result.partyWins,
    interval: winInterval(wins, result.fights),
    meanRounds: result.meanRounds,
    worstDrop,
    meetsRounds: roundsOver === 0,
    meetsDrop: dropOver === 0,
    distance:
      Math.abs(result.partyWins - t.winChance) +
      (t.maxMeanRounds ? roundsOver / t.maxMeanRounds : 0) +
      dropOver,
    fights: result.fights,
    wins,
    rounds: result.counts.rounds,
  };
}

const nearest = (a: { distance: number }, b: { distance: number }) => a.distance - b.distance;

/** The groups of the pool nearest the target, with their odds (throws on an empty party or pool). */
export function buildEncounter(
  party: readonly Fighter[],
  pool: readonly FoeKind[],
  target: BuildTarget,
  o: BuildOptions,
): BuildResult {
  checkBuild(party, pool, target);
  const maxFoes = o.maxFoes ?? BUILD_DEFAULTS.maxFoes;
  assertIntegerInRange(maxFoes, "maxFoes", 1, MAX_GROUP);
  const limit = o.maxCandidates ?? BUILD_DEFAULTS.maxCandidates;
  assertIntegerInRange(limit, "maxCandidates", 2, MAX_CANDIDATES);
  const screen = o.screenFights ?? BUILD_DEFAULTS.screenFights;
  const refine = o.refineFights ?? BUILD_DEFAULTS.refineFights;
  const keep = o.keep ?? BUILD_DEFAULTS.keep;
  assertIntegerAtLeast(screen, "screenFights", 1);
  assertIntegerAtLeast(refine, "refineFights", 1);
  assertIntegerAtLeast(keep, "keep", 1);
  const maxRounds = o.maxRounds ?? DEFAULT_MAX_ROUNDS;

  const candidates = thin(allGroups(pool, maxFoes), limit);
  if (candidates.length === 0)
    throw new RulesError(
      "HOLOCRON.Rules.Error.noGroup",
      {},
      "The pool allows no group (every max is 0)",
    );
  const refined = Math.min(candidates.length, keep + REFINE_EXTRA);
  const total = candidates.length * screen + refined * refine;
  let done = 0;
  const play = (counts: number[], fights: number, pass: string): GroupOdds => {
    const seed = groupSeed(o.seed, `${pass}:${keyOf(pool, counts)}`);
    const result = encounter(fightersOf(party, pool, counts), { fights, seed, maxRounds });
    done += fights;
    o.onProgress?.(done, total);
    return oddsOf(result, party, pool, counts, target);
  };

  const screened = candidates
    .map((counts) => ({ counts, odds: play(counts, screen, "screen") }))
    .sort((a, b) => nearest(a.odds, b.odds));
  const groups = screened
    .slice(0, refined)
    .map((s) => play(s.counts, refine, "refine"))
    .sort(nearest)
    .slice(0, keep);
  const best = groups[0]!;
  return {
    groups,
    reached:
      best.meetsRounds &&
      best.meetsDrop &&
      Math.abs(best.winChance - target.winChance) <= REACH_TOLERANCE,
    candidates: candidates.length,
    fightsPlayed: done,
  };
}
