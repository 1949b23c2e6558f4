// The encounter builder's template context, built from plain data (the window, the gallery and the
// tests share it): the target as the GM set it, the pool and where it comes from, the search's
// progress, and the groups found with their odds and 95% intervals.
import { formatDecimal, formatList, formatNumber, formatPercent, roundPercent } from "../format.js";
import { ratioView, type BreakdownRatio } from "../breakdown/breakdown-view.js";
import { sim } from "../../rules/index.js";

export const POOL_SOURCES = ["scene", "actors", "compendium"] as const;
export type PoolSource = (typeof POOL_SOURCES)[number];

/** One kind of foe the pool offers: an actor (world or compendium), or the actor of scene tokens. */
export interface PoolEntry {
  /** The actor's uuid. */
  id: string;
  name: string;
  chosen: boolean;
  /** Scene tokens: how many of them there are (a group uses no more). */
  max?: number;
}

export interface BuilderTarget {
  /** 0–100. */
  winPercent: number;
  /** "Over in at most N rounds" (null: any length). */
  maxRounds: number | null;
  noDrop: boolean;
  maxFoes: number;
}

export interface BuilderState {
  target: BuilderTarget;
  source: PoolSource;
  /** The compendium folders (a pack, or a folder in it) to draw from, and the one chosen. */
  folders: { id: string; label: string }[];
  folder: string | null;
  pool: PoolEntry[];
  /** The party's names (the combat's player-owned combatants). */
  party: string[];
  /** 0–1 while searching, null otherwise. */
  progress: number | null;
  result: sim.BuildResult | null;
  /** A localized message: no GM, no party, no pool, cancelled, the worker failed. */
  error: string | null;
  /** A localized line after a group was placed. */
  notice: string | null;
  /** Only the GM places a group (it creates tokens and combatants). */
  canPlace: boolean;
  /** The group being played again after a ± (its odds are the old ones until it is done). */
  replaying?: number | null;
}

export const DEFAULT_TARGET: BuilderTarget = {
  winPercent: 70,
  maxRounds: null,
  noDrop: false,
  maxFoes: sim.BUILD_DEFAULTS.maxFoes,
};

const SOURCE_LABELS: Record<PoolSource, string> = {
  scene: "HOLOCRON.Combat.Builder.Source.scene",
  actors: "HOLOCRON.Combat.Builder.Source.actors",
  compendium: "HOLOCRON.Combat.Builder.Source.compendium",
};

/** "12 × Thug, 1 × Officer" in the pool's order. */
function composition(group: sim.GroupOdds, pool: readonly PoolEntry[]) {
  return pool
    .filter((p) => group.counts[p.id])
    .map((p) => ({ count: group.counts[p.id]!, name: p.name }));
}

/**
 * The ± of each kind the GM may add to or take from the group before Place (the chosen kinds and
 * those the group holds), each as far as sim.stepGroup allows.
 */
function stepsOf(group: sim.GroupOdds, pool: readonly PoolEntry[]) {
  return pool
    .filter((p) => p.chosen || group.counts[p.id])
    .map((p) => ({
      id: p.id,
      name: p.name,
      count: group.counts[p.id] ?? 0,
      less: sim.stepGroup(pool, group.counts, p.id, -1) !== null,
      more: sim.stepGroup(pool, group.counts, p.id, 1) !== null,
    }));
}

/** A group's figure as its breakdown: a count over the fights the group was played. */
function groupRatio(
  index: number,
  name: string,
  title: string,
  ratio: Omit<BreakdownRatio, "overLabel" | "over">,
  group: sim.GroupOdds,
  shown: string,
) {
  const full = { ...ratio, overLabel: "HOLOCRON.Breakdown.Ratio.fights", over: group.fights };
  return ratioView(`holocron-bd-builder-${index}-${name}`, title, full, shown);
}

function groupRow(group: sim.GroupOdds, index: number, state: BuilderState) {
  const [low, high] = group.interval;
  const drop = group.worstDrop;
  const winBd = groupRatio(
    index,
    "win",
    "HOLOCRON.Combat.Odds.PartyWins",
    { ofLabel: "HOLOCRON.Breakdown.Ratio.partyWins", of: group.wins, format: "percent" },
    group,
    formatPercent(group.winChance),
  );
  return {
    winBd: {
      ...winBd,
      ratio: { ...winBd.ratio!, interval: { low: roundPercent(low), high: roundPercent(high) } },
    },
    roundsBd: groupRatio(
      index,
      "rounds",
      "HOLOCRON.Combat.Odds.Rounds",
      { ofLabel: "HOLOCRON.Breakdown.Ratio.rounds", of: group.rounds, format: "mean" },
      group,
      formatDecimal(group.meanRounds),
    ),
    dropBd: drop
      ? groupRatio(
          index,
          "drop",
          "HOLOCRON.Combat.Builder.WorstDrop",
          { ofLabel: "HOLOCRON.Breakdown.Ratio.downed", of: drop.downed, format: "percent" },
          group,
          formatPercent(drop.chance),
        )
      : null,
    index,
    best: index === 0,
    /** The word for the win chance (src/rules/sim/difficulty.ts), an i18n key. */
    difficulty: `HOLOCRON.Combat.Builder.Difficulty.${sim.difficultyOf(group.winChance)}`,
    foes: composition(group, state.pool),
    steps: stepsOf(group, state.pool),
    replaying: state.replaying === index,
    size: group.size,
    winChance: formatPercent(group.winChance),
    low: roundPercent(low),
    high: roundPercent(high),
    fights: formatNumber(group.fights),
    meanRounds: formatDecimal(group.meanRounds),
    dropChance: drop ? formatPercent(drop.chance) : null,
    meetsRounds: group.meetsRounds,
    meetsDrop: group.meetsDrop,
  };
}

export function builderContext(state: BuilderState) {
  const running = state.progress !== null;
  const { result, target } = state;
  return {
    target,
    sources: POOL_SOURCES.map((value) => ({
      value,
      label: SOURCE_LABELS[value],
      selected: value === state.source,
    })),
    compendium: state.source === "compendium",
    folders: state.folders.map((f) => ({ ...f, selected: f.id === state.folder })),
    pool: state.pool,
    party: formatList(state.party),
    running,
    progressPercent: running ? Math.round((state.progress ?? 0) * 100) : 0,
    error: state.error,
    notice: state.notice,
    canPlace: state.canPlace,
    maxGroup: sim.MAX_GROUP,
    /** The difficulty words' floors as percents, for the words' tooltip (the rule's own numbers). */
    difficultyFloors: {
      trivial: roundPercent(sim.DIFFICULTY_FLOORS.trivial),
      easy: roundPercent(sim.DIFFICULTY_FLOORS.easy),
      moderate: roundPercent(sim.DIFFICULTY_FLOORS.moderate),
      hard: roundPercent(sim.DIFFICULTY_FLOORS.hard),
    },
    result:
      result && !running
        ? {
            reached: result.reached,
            candidates: result.candidates,
            winPercent: target.winPercent,
            winText: roundPercent(target.winPercent / 100),
            groups: result.groups.map((g, i) => groupRow(g, i, state)),
          }
        : null,
  };
}
