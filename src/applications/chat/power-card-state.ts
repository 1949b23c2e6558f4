// The state a power card stores in its message flags, and the pure steps that change it: rows
// resolved as resistance comes in, and which rows' effects are still to be carried out.
import { POWER_IDS } from "../../rules/powers/types.js";
import * as is from "../../rules/validate.js";
import type { PowerRuleset } from "../../rulesets/power-kit.js";
import { beatsResistance, meetsDc } from "../../rulesets/power-outcome.js";
import type { PowerPlan } from "../../rulesets/power-plan.js";
import { traceShape } from "../../rules/trace/trace.js";

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
  /** How the resist bonus was made (the plan's row); a card from before it was kept has none. */
  resistTrace: is.optional(traceShape),
  /** The d20 under the resistance total, once rolled. */
  resistNatural: is.optional(is.int(1, 20)),
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
  /**
   * How the check bonus, the cost and the penalty were made when the power was used (the plan's
   * traces: the actor may change later); a card from before they were kept has none.
   */
  traces: is.optional(is.object({ check: traceShape, cost: traceShape, penalty: traceShape })),
});

export type CardRow = is.Infer<typeof cardRow>;
export type PowerCardState = is.Infer<typeof powerCardShape>;

export type CardTraces = NonNullable<PowerCardState["traces"]>;

/** The traces a card keeps: those the plan's check bonus, cost and penalty are the values of. */
export function cardTraces(plan: PowerPlan): CardTraces {
  return { check: plan.checkTrace, cost: plan.costTrace, penalty: plan.penaltyTrace };
}

/** A row's outcome once both totals are known. */
export function resolveRow(row: CardRow, resistTotal: number, natural?: number): CardRow {
  // A face only when it is one (a roll without its d20 read keeps none: the shape allows 1–20).
  const face = natural !== undefined && Number.isInteger(natural) && natural >= 1 && natural <= 20;
  const rolled = face ? { resistTotal, resistNatural: natural } : { resistTotal };
  if (row.outcome === "immune") return { ...row, ...rolled };
  const outcome = beatsResistance(row.checkTotal, resistTotal) ? "success" : "failure";
  return { ...row, ...rolled, outcome };
}

/** The state with row `index` resisted; throws when the row is not waiting for resistance. */
export function withResistance(
  state: PowerCardState,
  index: number,
  resistTotal: number,
  natural?: number,
): PowerCardState {
  const row = state.rows[index];
  if (!row || row.outcome !== "pending") throw new Error(`row ${index} is not awaiting resistance`);
  const rows = state.rows.map((r, i) => (i === index ? resolveRow(r, resistTotal, natural) : r));
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
