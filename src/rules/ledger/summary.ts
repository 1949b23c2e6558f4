// The fight, added up: per combatant, what a combat's ledger rows and its d20 rolls amount to.
// Pure: the rows (any, the combat's are picked by id), the combatants and the roll facts come in,
// plain numbers go out for the chat card and the window. A reverted row and its revert count for
// nothing (the change did not stand).
import * as is from "../validate.js";
import {
  damageOf,
  DOWN_STATUSES,
  fieldMoved,
  oldestFirst,
  revertedIds,
  statusesGained,
} from "./amounts.js";
import { type LedgerRow, STATUS_PREFIX } from "./row.js";

/** One d20 a combatant rolled during the combat, read from its chat card (check, attack, power). */
export interface RollFact {
  actorUuid: string;
  /** The die's face. */
  natural: number;
}

export type SummarySide = "party" | "foes";

export interface SummaryCombatant {
  actorUuid: string;
  name: string;
  /** A player's character or ally, or the GM's foes (null: neither is known). */
  side: SummarySide | null;
}

export interface CombatSummaryInput {
  combatId: string;
  rows: readonly LedgerRow[];
  combatants: readonly SummaryCombatant[];
  rolls: readonly RollFact[];
  /** The rounds the combat ran (its round when it ended). */
  rounds: number;
}

const count = is.int(0);
/** HP and points: whole in every ruleset, but a number read is kept as it is. */
const amount = is.number;
const countOf = is.object({ id: is.string(200), count });
export type CountOf = is.Infer<typeof countOf>;

/**
 * One contribution to a summed figure: what a round's rows with one other combatant (the one who
 * dealt it, took it or healed it; "" for none) came to. A figure's parts add up to it.
 */
const partShape = is.object({ round: count, who: is.string(200), value: amount });
export type FigurePart = is.Infer<typeof partShape>;
/** A card keeps at most this many parts a figure (by round and combatant, else by round). */
export const PART_CAP = 12;
const parts = is.array(partShape, { max: 200 });
export const SUMMED_FIGURES = ["damageDealt", "damageTaken", "healing"] as const;
export type SummedFigure = (typeof SUMMED_FIGURES)[number];
const partsShape = is.object({ damageDealt: parts, damageTaken: parts, healing: parts });
export type FigureParts = is.Infer<typeof partsShape>;

const sumOf = (list: readonly FigurePart[]) => list.reduce((s, p) => s + p.value, 0);

/** One combatant's figures; a shape, since the summary card stores them (a chat flag). */
const figuresObject = is.object({
  actorUuid: is.string(300),
  name: is.string(200),
  side: is.nullable(is.oneOf<SummarySide>(["party", "foes"])),
  damageDealt: amount,
  damageTaken: amount,
  healing: amount,
  downed: count,
  /** Down when the combat ended. */
  downAtEnd: is.boolean,
  statuses: is.array(countOf),
  /** Each power by its label, with the times used and the HP paid for it. */
  powers: is.array(is.object({ id: is.string(200), count, hpPaid: amount })),
  powersUsed: count,
  hpPaid: amount,
  heroPointsSpent: amount,
  heroismSpent: amount,
  natural20s: count,
  natural1s: count,
  /** Rounds at whose end the combatant was up. */
  roundsSurvived: count,
  /** What each summed figure is made of (a card stored before the parts has none). */
  parts: is.optional(partsShape),
});
export const combatantFiguresShape = is.refine(
  figuresObject,
  "parts adding up to their figures",
  (f) => !f.parts || SUMMED_FIGURES.every((k) => sumOf(f.parts![k]) === f[k]),
);
export type CombatantFigures = is.Infer<typeof combatantFiguresShape>;

export const COMBAT_OUTCOMES = ["party", "foes", "open"] as const;
export type CombatOutcome = (typeof COMBAT_OUTCOMES)[number];

export const combatSummaryShape = is.object({
  combatId: is.string(100),
  rounds: count,
  combatants: is.array(combatantFiguresShape),
  /** Which side stood at the end: every foe down (party), every party member down (foes). */
  outcome: is.oneOf(COMBAT_OUTCOMES),
});
export type CombatSummary = is.Infer<typeof combatSummaryShape>;

/** Causes through which a Hero Point or Heroism point is spent (a hand edit or a GM's gift is not). */
const SPEND_CAUSES: ReadonlySet<string> = new Set(["card", "request", "power"]);

/** A combatant's figures so far, and whether it is down now (HP at 0, a downing status held). */
interface Tally {
  f: CombatantFigures;
  hpDown: boolean;
  held: Set<string>;
}

const isDown = (t: Tally) => t.hpDown || t.held.size > 0;

/** A combatant's figures before any row: all zero, up. */
export function noFigures(
  actorUuid: string,
  name: string,
  side: SummarySide | null,
): CombatantFigures {
  return {
    actorUuid,
    name,
    side,
    damageDealt: 0,
    damageTaken: 0,
    healing: 0,
    downed: 0,
    downAtEnd: false,
    statuses: [],
    powers: [],
    powersUsed: 0,
    hpPaid: 0,
    heroPointsSpent: 0,
    heroismSpent: 0,
    natural20s: 0,
    natural1s: 0,
    roundsSurvived: 0,
    parts: { damageDealt: [], damageTaken: [], healing: [] },
  };
}

function tally(actorUuid: string, name: string, side: SummarySide | null): Tally {
  return { f: noFigures(actorUuid, name, side), hpDown: false, held: new Set() };
}

function bump<T extends CountOf>(list: T[], id: string, make: () => T): T {
  let entry = list.find((e) => e.id === id);
  if (!entry) list.push((entry = make()));
  entry.count += 1;
  return entry;
}

/** Whether the row takes the creature down: HP to 0 or below, or a downing status gained. */
function follow(t: Tally, row: LedgerRow): void {
  const wasDown = isDown(t);
  for (const change of row.changes) {
    if (change.field === "health.value" && typeof change.after === "number")
      t.hpDown = change.after <= 0;
    const status = change.field.startsWith(STATUS_PREFIX)
      ? change.field.slice(STATUS_PREFIX.length)
      : null;
    if (status && DOWN_STATUSES.includes(status)) {
      if (change.after === true) t.held.add(status);
      else t.held.delete(status);
    }
  }
  if (!wasDown && isDown(t)) t.f.downed += 1;
}

function spends(t: CombatantFigures, row: LedgerRow): void {
  if (!SPEND_CAUSES.has(row.cause.kind)) return;
  // Star Worlds counts a spend in heroPoints.spent; where a row has no such count, the points held
  // going down is the spend.
  const counted = fieldMoved(row, "heroPoints.spent", 1);
  t.heroPointsSpent += counted || fieldMoved(row, "heroPoints.value", -1);
  t.heroismSpent += fieldMoved(row, "heroism.value", -1);
}

/** Adds `value` to the figure and to its part of this round and counterpart. */
function add(f: CombatantFigures, key: SummedFigure, value: number, round: number, who: string) {
  f[key] += value;
  const list = f.parts![key];
  const last = list[list.length - 1];
  // Rows come oldest first, so a round's parts are together; within it, one part per counterpart.
  const same = list.find((p) => p.round === round && p.who === who && p.round === last?.round);
  if (same) same.value += value;
  else list.push({ round, who, value });
}

/** At most PART_CAP parts: past it, one part a round (the counterparts merged). */
function capped(list: FigurePart[]): FigurePart[] {
  const kept = list.filter((p) => p.value !== 0);
  if (kept.length <= PART_CAP) return kept;
  const byRound: FigurePart[] = [];
  for (const p of kept) {
    const last = byRound[byRound.length - 1];
    if (last?.round === p.round) last.value += p.value;
    else byRound.push({ round: p.round, who: "", value: p.value });
  }
  return byRound;
}

function countRow(tally: Tally, row: LedgerRow, source: Tally | undefined): void {
  const t = tally.f;
  const amount = damageOf(row);
  const round = row.combat?.round ?? 0;
  if (row.cause.kind === "power") {
    const paid = Math.max(0, amount);
    t.powersUsed += 1;
    t.hpPaid += paid;
    const label = row.cause.label ?? "";
    bump(t.powers, label, () => ({ id: label, count: 0, hpPaid: 0 })).hpPaid += paid;
  } else if (amount > 0) {
    add(t, "damageTaken", amount, round, source?.f.name ?? "");
    if (source) add(source.f, "damageDealt", amount, round, t.name);
  } else if (amount < 0) add(t, "healing", -amount, round, source?.f.name ?? "");
  for (const id of statusesGained(row)) bump(t.statuses, id, () => ({ id, count: 0 }));
  spends(t, row);
  follow(tally, row);
}

function outcomeOf(figures: readonly CombatantFigures[]): CombatOutcome {
  const side = (s: SummarySide) => figures.filter((f) => f.side === s);
  const allDown = (list: CombatantFigures[]) => list.length > 0 && list.every((f) => f.downAtEnd);
  if (allDown(side("party"))) return "foes";
  if (allDown(side("foes"))) return "party";
  return "open";
}

/** The combat's figures: its combatants first (in the order given), then others its rows touched. */
export function combatSummary(input: CombatSummaryInput): CombatSummary {
  const tallies = new Map<string, Tally>();
  for (const c of input.combatants) tallies.set(c.actorUuid, tally(c.actorUuid, c.name, c.side));
  const reverted = revertedIds(input.rows);
  const rows = input.rows
    .filter((row) => row.combat?.id === input.combatId && !reverted.has(row.id))
    .sort(oldestFirst);
  // Rounds whose end has been counted: a row of round r means every round before r has ended.
  let ended = 0;
  const endRoundsBefore = (r: number) => {
    for (; ended < Math.min(r - 1, input.rounds); ended++)
      for (const t of tallies.values()) if (!isDown(t)) t.f.roundsSurvived += 1;
  };
  for (const row of rows) {
    endRoundsBefore(row.combat?.round ?? 0);
    let t = tallies.get(row.actorUuid);
    if (!t) tallies.set(row.actorUuid, (t = tally(row.actorUuid, row.actorName, null)));
    const source = row.cause.sourceActorUuid;
    countRow(t, row, source ? tallies.get(source) : undefined);
  }
  endRoundsBefore(input.rounds + 1);
  for (const fact of input.rolls) {
    const t = tallies.get(fact.actorUuid);
    if (t && fact.natural === 20) t.f.natural20s += 1;
    if (t && fact.natural === 1) t.f.natural1s += 1;
  }
  const combatants = [...tallies.values()].map((t) => ({
    ...t.f,
    downAtEnd: isDown(t),
    parts: {
      damageDealt: capped(t.f.parts!.damageDealt),
      damageTaken: capped(t.f.parts!.damageTaken),
      healing: capped(t.f.parts!.healing),
    },
  }));
  return {
    combatId: input.combatId,
    rounds: input.rounds,
    combatants,
    outcome: outcomeOf(combatants),
  };
}

/**
 * The counts the builder's figures are made of (sim.GroupOdds): the fights simulated, the party's
 * wins of them and the rounds summed over them, so the card shows each figure as its ratio.
 */
export const predictionCountsShape = is.refine(
  is.object({ fights: is.int(1), wins: is.int(0), rounds: is.int(0) }),
  "wins of at most the fights",
  (c) => c.wins <= c.fights,
);

/**
 * What the encounter builder predicted, stored on the combat (`flags.holocron.prediction`): the
 * party's chance to win (0–1), the interval around it, and the mean rounds of the simulated fights;
 * and, from the builder that stores them, the counts those are made of (a prediction stored before
 * has none, and its figures are shown as stored).
 */
export const predictionShape = is.object({
  counts: is.optional(predictionCountsShape),
  winChance: is.refine(is.number, "a chance from 0 to 1", (n) => n >= 0 && n <= 1),
  rounds: is.optional(is.refine(is.number, "rounds of 0 or more", (n) => n >= 0)),
  interval: is.refine(
    is.array(is.number),
    "[low, high] from 0 to 1",
    (pair) => pair.length === 2 && 0 <= pair[0]! && pair[0]! <= pair[1]! && pair[1]! <= 1,
  ),
});
export type Prediction = is.Infer<typeof predictionShape>;

/** The prediction beside what happened: whether the result fell on the likelier side. */
export function predictionBeside(prediction: Prediction, summary: CombatSummary) {
  const favoured: CombatOutcome = prediction.winChance >= 0.5 ? "party" : "foes";
  return {
    winChance: prediction.winChance,
    interval: prediction.interval as [number, number],
    predictedRounds: prediction.rounds ?? null,
    rounds: summary.rounds,
    outcome: summary.outcome,
    asPredicted: summary.outcome === "open" ? null : summary.outcome === favoured,
  };
}
