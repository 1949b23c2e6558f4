// The chat card's template context from the stored state: what each viewer sees (their own
// "Resist" buttons only), as localization keys and numbers; markup lives in the template.
import type { CardRow, PowerCardState, RowOutcome } from "./power-card-state.js";
import { signed } from "../format.js";
import { breakdownsOf, type BreakdownView } from "../breakdown/breakdown-view.js";
import { m20, type trace } from "../../rules/index.js";
import { checkTermsView, type CheckTermView } from "../breakdown/check-terms.js";

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
  /** How the check total was made: the d20 and the check bonus's terms (a card that kept them). */
  totalBreakdown: BreakdownView | null;
  /** How the resistance total was made: its d20 and the resist bonus's terms, once rolled. */
  resistBreakdown: BreakdownView | null;
};

/** The card's numbers explained, each null on a card that kept no traces (or whose do not fit). */
export type PowerCardBreakdowns = {
  checkBreakdown: BreakdownView | null;
  penaltyBreakdown: BreakdownView | null;
  costBreakdown: BreakdownView | null;
  totalBreakdown: BreakdownView | null;
  dcBreakdown: BreakdownView | null;
  battlemindBreakdown: BreakdownView | null;
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
  /**
   * The check bonus's terms in words, the penalty among them; a card that kept no check trace
   * names only the penalty, the one term it stores.
   */
  checkTerms: CheckTermView[];
  /** The targets beyond the first the penalty is for (−2 each: the number and its words agree). */
  extraTargets: number | null;
  dc: number | null;
  hasDc: boolean;
  check: { total: number; natural: number; outcomeKey: string; success: boolean } | null;
  battlemindBonus: number | null;
  hasBattlemind: boolean;
  /** Battlemind out of combat: nothing lasts. */
  battlemindNoCombat: boolean;
  rows: CardRowContext[];
  gmReport: boolean;
} & PowerCardBreakdowns;

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

/** A stored trace, when it is the trace of the number the card shows (else none is shown). */
const fitting = (t: trace.Trace | undefined, value: number) => (t?.value === value ? t : null);

type Explain = ReturnType<typeof breakdownsOf>;

/** A check total's breakdown: the d20's face and the check bonus's terms, when they make it. */
function totalOf(
  explain: Explain,
  name: string,
  check: trace.Trace | null,
  natural: number,
  total: number,
) {
  if (!check || natural < 1) return null;
  const t = fitting(m20.powerTotalTrace(natural, check), total);
  return t
    ? { ...explain(name, t, String(total)), title: "HOLOCRON.Breakdown.Title.checkTotal" }
    : null;
}

/** The breakdowns of the card's own numbers (not its rows'). */
function cardBreakdowns(state: PowerCardState, explain: Explain): PowerCardBreakdowns {
  const check = fitting(state.traces?.check, state.checkBonus);
  const penalty = fitting(state.traces?.penalty, state.penalty);
  const cost = fitting(state.traces?.cost, state.cost);
  const dc =
    state.dc === null
      ? null
      : m20.powerDcTrace({ dc: state.dc, negates: state.powerId === "negateEnergy" });
  const bm =
    state.check && state.battlemindBonus !== null
      ? fitting(m20.battlemindTrace(state.check.total), state.battlemindBonus)
      : null;
  return {
    checkBreakdown: check && explain("check", check, signed(state.checkBonus)),
    penaltyBreakdown: penalty && {
      ...explain("penalty", penalty, signed(state.penalty)),
      title: "HOLOCRON.Breakdown.Title.penalty",
    },
    costBreakdown: cost && explain("cost", cost, String(state.cost)),
    totalBreakdown: state.check
      ? totalOf(explain, "total", check, state.check.natural, state.check.total)
      : null,
    dcBreakdown: dc && explain("dc", dc, String(dc.value)),
    battlemindBreakdown: bm && explain("battlemind", bm, signed(bm.value)),
  };
}

function rowContext(
  row: CardRow,
  index: number,
  viewer: CardViewer,
  explain: Explain,
  total: (name: string, natural: number, value: number) => BreakdownView | null,
): CardRowContext {
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
    totalBreakdown: total(`row-${index}`, row.natural, row.checkTotal),
    resistBreakdown: resistOf(row, index, explain),
  };
}

/** A row's resistance total as its d20 and the resist bonus's terms, when the card kept them. */
function resistOf(row: CardRow, index: number, explain: Explain): BreakdownView | null {
  const bonus = fitting(row.resistTrace, row.resistBonus);
  if (!bonus || row.resistTotal === null || row.resistNatural === undefined) return null;
  const t = fitting(m20.powerTotalTrace(row.resistNatural, bonus), row.resistTotal);
  return t
    ? {
        ...explain(`resist-${index}`, t, String(row.resistTotal)),
        title: "HOLOCRON.Breakdown.Title.resistTotal",
      }
    : null;
}

export function powerCardContext(state: PowerCardState, viewer: CardViewer): PowerCardContext {
  // Ids unique within the card; the chat log scopes them by message (power register).
  const explain = breakdownsOf("card", state.ruleset);
  const checkTrace = fitting(state.traces?.check, state.checkBonus);
  const rowTotal = (name: string, natural: number, value: number) =>
    totalOf(explain, name, checkTrace, natural, value);
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
    checkTerms: checkTrace
      ? checkTermsView(checkTrace)
      : state.penalty === 0
        ? []
        : [{ key: "", name: "", text: signed(state.penalty), value: state.penalty, penalty: true }],
    extraTargets: m20.powerPenaltyExtraTargets(state.penalty),
    dc: state.dc,
    hasDc: state.dc !== null,
    check,
    battlemindBonus: state.battlemindBonus,
    hasBattlemind: state.battlemindBonus !== null,
    battlemindNoCombat: state.battlemindBonus !== null && !state.inCombat,
    rows: state.rows.map((r, i) => rowContext(r, i, viewer, explain, rowTotal)),
    gmReport: isReported(state.powerId),
    ...cardBreakdowns(state, explain),
  };
}
