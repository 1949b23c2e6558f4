// The chat card's template context from the stored state: what each viewer sees (their own
// "Resist" buttons only), as localization keys and numbers; markup lives in the template.
import type { CardRow, PowerCardState, RowOutcome } from "./power-card-state.js";
import { signed } from "../format.js";

export interface CardViewer {
  isGM: boolean;
  /** Whether this user may roll the resistance of the target with that UUID. */
  ownsTarget(uuid: string): boolean;
}

export type CardRowContext = {
  index: number;
  targetUuid: string;
  name: string;
  checkTotal: number;
  natural: number;
  resistTotal: number | null;
  /** The resistance total, or a dash while it is awaited. */
  resistShown: string;
  outcome: RowOutcome;
  outcomeKey: string;
  canResist: boolean;
};

export type PowerCardContext = {
  actorName: string;
  itemName: string;
  img: string;
  cost: number;
  penalty: number;
  /** The penalty as shown ("−8"). */
  penaltyText: string;
  checkBonus: string;
  dc: number | null;
  hasDc: boolean;
  check: { total: number; natural: number; outcomeKey: string; success: boolean } | null;
  battlemindBonus: number | null;
  hasBattlemind: boolean;
  /** Battlemind out of combat: nothing lasts. */
  battlemindNoCombat: boolean;
  rows: CardRowContext[];
  gmReport: boolean;
};

export const OUTCOME_KEYS: Record<RowOutcome, string> = {
  success: "HOLOCRON.Power.Outcome.success",
  failure: "HOLOCRON.Power.Outcome.failure",
  pending: "HOLOCRON.Power.Outcome.pending",
  immune: "HOLOCRON.Power.Outcome.immune",
};

/** A check's outcome names the power's user ("Kara succeeds"); a row's names who won it. */
export const CHECK_KEYS = {
  success: "HOLOCRON.Power.Outcome.checkSuccess",
  failure: "HOLOCRON.Power.Outcome.checkFailure",
};

const REPORTED = new Set(["surge", "mindTrick", "farseeing", "telepathy"]);

/** Powers whose result is whispered to the GM. */
export function isReported(powerId: string): boolean {
  return REPORTED.has(powerId);
}

function rowContext(row: CardRow, index: number, viewer: CardViewer): CardRowContext {
  return {
    index,
    targetUuid: row.targetUuid,
    name: row.name,
    checkTotal: row.checkTotal,
    natural: row.natural,
    resistTotal: row.resistTotal,
    resistShown: row.resistTotal === null ? "—" : String(row.resistTotal),
    outcome: row.outcome,
    outcomeKey: OUTCOME_KEYS[row.outcome],
    canResist: row.outcome === "pending" && (viewer.isGM || viewer.ownsTarget(row.targetUuid)),
  };
}

export function powerCardContext(state: PowerCardState, viewer: CardViewer): PowerCardContext {
  const check = state.check
    ? {
        ...state.check,
        // Whose success: the user's, against a DC or for a self power.
        outcomeKey: state.check.success ? CHECK_KEYS.success : CHECK_KEYS.failure,
      }
    : null;
  return {
    actorName: state.actorName,
    itemName: state.itemName,
    img: state.img,
    cost: state.cost,
    penalty: state.penalty,
    penaltyText: signed(state.penalty),
    checkBonus: signed(state.checkBonus),
    dc: state.dc,
    hasDc: state.dc !== null,
    check,
    battlemindBonus: state.battlemindBonus,
    hasBattlemind: state.battlemindBonus !== null,
    battlemindNoCombat: state.battlemindBonus !== null && !state.inCombat,
    rows: state.rows.map((r, i) => rowContext(r, i, viewer)),
    gmReport: isReported(state.powerId),
  };
}
