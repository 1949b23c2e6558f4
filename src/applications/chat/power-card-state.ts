// The state a power card stores in its message flags, and the pure steps that change it: rows
// resolved as resistance comes in, and which rows' effects are still to be carried out.
import { POWER_IDS } from "../../rules/powers/types.js";
import * as is from "../../rules/shape.js";
import type { PowerRuleset } from "../../rulesets/power-kit.js";
import { beatsResistance, meetsDc } from "../../rulesets/power-outcome.js";

export const ROW_OUTCOMES = ["success", "failure", "pending", "immune"] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

const text = is.string();

const cardRow = is.object({
  targetUuid: is.uuid,
  name: text,
  droid: is.boolean,
  resistBonus: is.number,
  checkTotal: is.number,
  natural: is.number,
  /** null until the target has resisted. */
  resistTotal: is.nullable(is.number),
  outcome: is.oneOf(ROW_OUTCOMES),
  /** A player-owned target resists from the card; NPCs resist at once. */
  playerResists: is.boolean,
  /** Set once the row's effects (damage card, status) have been carried out. */
  applied: is.boolean,
});

/** What `flags.holocron.power` holds, read through this shape (power-card.ts). */
export const powerCardShape = is.object({
  actorUuid: is.uuid,
  actorName: text,
  itemName: text,
  img: text,
  powerId: is.oneOf(POWER_IDS),
  ruleset: is.every<PowerRuleset>()(["m20", "spaceOpera"]),
  level: is.number,
  cost: is.number,
  penalty: is.number,
  checkBonus: is.number,
  modifier: is.number,
  /** The DC of a DC power (Negate Energy: the damage); null otherwise. */
  dc: is.nullable(is.number),
  /** The single check of a power without targets (Surge, Battlemind, DC powers). */
  check: is.nullable(is.object({ total: is.number, natural: is.number, success: is.boolean })),
  /** Battlemind's bonus from the total. */
  battlemindBonus: is.nullable(is.number),
  /** Used in combat (Battlemind lasts for the rest of it; out of combat nothing lasts). */
  inCombat: is.boolean,
  /** Negate Energy used against a damage card: which card and which target. */
  negates: is.nullable(is.object({ messageId: is.uuid, actorUuid: is.uuid })),
  rows: is.array(cardRow),
});

export type CardRow = is.Infer<typeof cardRow>;
export type PowerCardState = is.Infer<typeof powerCardShape>;

/** A row's outcome once both totals are known. */
export function resolveRow(row: CardRow, resistTotal: number): CardRow {
  if (row.outcome === "immune") return { ...row, resistTotal };
  const outcome = beatsResistance(row.checkTotal, resistTotal) ? "success" : "failure";
  return { ...row, resistTotal, outcome };
}

/** The state with row `index` resisted; throws when the row is not waiting for resistance. */
export function withResistance(
  state: PowerCardState,
  index: number,
  resistTotal: number,
): PowerCardState {
  const row = state.rows[index];
  if (!row || row.outcome !== "pending") throw new Error(`row ${index} is not awaiting resistance`);
  const rows = state.rows.map((r, i) => (i === index ? resolveRow(r, resistTotal) : r));
  return { ...state, rows };
}

/** The single check of a power with no targets: against the DC, or always "made" for Battlemind. */
export function selfCheck(total: number, natural: number, dc: number | null) {
  return { total, natural, success: dc === null ? true : meetsDc(total, dc) };
}

/** Indexes of rows that succeeded and whose effects are not carried out yet. */
export function rowsToApply(state: PowerCardState): number[] {
  return state.rows.flatMap((r, i) => (r.outcome === "success" && !r.applied ? [i] : []));
}

export function markApplied(state: PowerCardState, indexes: number[]): PowerCardState {
  const set = new Set(indexes);
  return { ...state, rows: state.rows.map((r, i) => (set.has(i) ? { ...r, applied: true } : r)) };
}
