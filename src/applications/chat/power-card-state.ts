// The state a power card stores in its message flags, and the pure steps that change it: rows
// resolved as resistance comes in, and which rows' effects are still to be carried out.
import type { PowerId } from "../../rules/powers/types.js";
import type { PowerRuleset } from "../../rulesets/power-kit.js";
import { beatsResistance, meetsDc } from "../../rulesets/power-outcome.js";

export type RowOutcome = "success" | "failure" | "pending" | "immune";

export interface CardRow {
  targetUuid: string;
  name: string;
  droid: boolean;
  resistBonus: number;
  checkTotal: number;
  natural: number;
  /** null until the target has resisted. */
  resistTotal: number | null;
  outcome: RowOutcome;
  /** A player-owned target resists from the card; NPCs resist at once. */
  playerResists: boolean;
  /** Set once the row's effects (damage card, status) have been carried out. */
  applied: boolean;
}

export interface PowerCardState {
  actorUuid: string;
  actorName: string;
  itemName: string;
  img: string;
  powerId: PowerId;
  ruleset: PowerRuleset;
  level: number;
  cost: number;
  penalty: number;
  checkBonus: number;
  modifier: number;
  /** The DC of a DC power (Negate Energy: the damage); null otherwise. */
  dc: number | null;
  /** The single check of a power without targets (Surge, Battlemind, DC powers). */
  check: { total: number; natural: number; success: boolean } | null;
  /** Battlemind's bonus from the total. */
  battlemindBonus: number | null;
  /** Used in combat (Battlemind lasts for the rest of it; out of combat nothing lasts). */
  inCombat: boolean;
  /** Negate Energy used against a damage card: which card and which target. */
  negates: { messageId: string; actorUuid: string } | null;
  rows: CardRow[];
}

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
