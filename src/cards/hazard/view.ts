// The GM's damage and hazard card: one row per creature, with the check it rolled (landing lightly,
// Force Surge, a poison or exposure save), the damage rolled and what it takes. Pure: data → context.
import type { DamageType } from "../../config.js";
import { formatCount, formatPercent } from "../../applications/format.js";
import { d20, trace } from "../../rules/index.js";
import type { HazardCard, HazardRow } from "../data.js";
import { breakdownView } from "../../applications/breakdown/breakdown-view.js";

// The card's data and its shape live with the other cards' (../data.ts).
export type { HazardCard, HazardCheck, HazardRow } from "../data.js";

/** What the context needs of game.i18n (src/cards/views.ts passes its I18n). */
interface Localize {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/** Hazards where each creature makes a check (a row without one says so). */
const CHECKED: readonly HazardCard["hazard"][] = ["falling", "poison", "exposure"];

/**
 * A row's outcome in the rules' words: a check that halved the damage says "halved", one that
 * avoided it "avoided" (seed 000 lines 16–18: landing lightly halves; a poison save avoids or
 * halves); "resisted" never stands beside damage still taken.
 */
function outcomeKey(row: HazardRow): string {
  if (!row.resisted) return "HOLOCRON.Hazard.NotResisted";
  return row.amount === 0 ? "HOLOCRON.Hazard.Avoided" : "HOLOCRON.Hazard.Halved";
}

/**
 * What a row takes as its breakdown (the damage rolled, the check's or Negate Energy's effect), or
 * null when those do not make the row's amount. The id holds what the row shows, so two cards
 * naming one creature differ unless they show the same.
 */
function takenView(card: HazardCard, row: HazardRow) {
  const t = d20.hazardTakenTrace({
    rolled: row.rolled,
    resisted: row.resisted,
    amount: row.amount,
    negated: row.negated === true,
  });
  if (t.value !== row.amount) return null;
  const id = `holocron-bd-hazard-${card.formula}-${row.uuid}-${row.rolled}-${row.amount}`;
  return breakdownView(id.replace(/[^\w-]/g, "-"), t, card.ruleset, String(row.amount));
}

/**
 * A row's check total as its breakdown: the d20's face (the total less the formula's bonus) and the
 * bonus the check was rolled with, from the row's stored formula and total.
 */
function checkTotalView(card: HazardCard, row: HazardRow, check: NonNullable<HazardRow["check"]>) {
  const t = trace.rolledTotalTrace("checkRoll", {
    formula: check.formula,
    total: check.total,
    bonus: [],
  });
  const id = `holocron-bd-hazard-check-${check.formula}-${row.uuid}-${check.total}`;
  return breakdownView(id.replace(/[^\w-]/g, "-"), t, card.ruleset, String(check.total));
}

/** Heat or cold's DC as its breakdown: 15 and one per check made before (null: another hazard). */
function exposureDcView(card: HazardCard, row: HazardRow) {
  if (card.hazard !== "exposure" || row.previousChecks === null || !row.check) return null;
  const t = d20.exposureDcTrace(row.previousChecks);
  if (t.value !== row.check.dc) return null;
  const id = `holocron-bd-hazard-dc-${row.uuid}-${t.value}`;
  return breakdownView(id.replace(/[^\w-]/g, "-"), t, card.ruleset, String(t.value));
}

/**
 * A fall's formula as its breakdown: the dice from the feet the card keeps, when the formula is
 * exactly those d6 (into a hazard, or a card posted before the feet were kept: null, shown as typed).
 */
function fallingFormulaView(card: HazardCard) {
  if (card.hazard !== "falling" || card.feet === undefined) return null;
  const t = d20.fallingDiceTrace(card.feet);
  const shown = `${t.value}d6`;
  if (t.value === 0 || card.formula !== shown) return null;
  return {
    ...breakdownView(`holocron-bd-hazard-fall-${card.feet}`, t, card.ruleset, shown),
    dice: { faces: 6 },
  };
}

/** Whether the GM may still apply, halve or skip a row. */
export const isOpenRow = (row: HazardRow): boolean => !row.applied && row.skipped !== true;

/** The weapon damage type the card names: poison and heat or cold carry none unless the GM chose one. */
function shownType(card: HazardCard): DamageType | null {
  if (card.hazard === "heal") return null;
  if (card.hazard === "poison" || card.hazard === "exposure") {
    return card.damageType === "kinetic" ? null : card.damageType;
  }
  return card.damageType;
}

function rowState(row: HazardRow): string | null {
  if (row.skipped) return "HOLOCRON.Hazard.Skipped";
  if (row.applied) return row.halved ? "HOLOCRON.Hazard.AppliedHalf" : "HOLOCRON.Hazard.Applied";
  return null;
}

export function hazardContext(i18n: Localize, card: HazardCard) {
  const heal = card.hazard === "heal";
  const type = shownType(card);
  const open = card.rows.filter(isOpenRow).length;
  return {
    cardType: card.type,
    title: i18n.localize(`HOLOCRON.Hazard.Title.${card.hazard}`),
    detail: card.detail,
    formula: card.formula,
    formulaBd: fallingFormulaView(card),
    // Typed in the GM tool, or the exposure rule's 1d6 (seed 000 line 26); a fall's is derived.
    formulaStored: card.hazard !== "falling",
    heal,
    damageType: type
      ? { id: type, label: i18n.localize(`HOLOCRON.Weapon.DamageType.${type}`) }
      : null,
    rows: card.rows.map((row, index) => {
      const state = rowState(row);
      return {
        index,
        uuid: row.uuid,
        name: row.name,
        rolled: row.rolled,
        amount: row.amount,
        taken: heal ? null : takenView(card, row),
        check: row.check
          ? {
              label: i18n.localize(row.check.label),
              total: row.check.total,
              totalBd: checkTotalView(card, row, row.check),
              // The GM typed this DC (a poison's, a Force Surge's) or the feet fallen, which is the
              // landing-lightly DC as typed (seed 000 line 23); heat or cold's grows per check.
              dcTyped: card.hazard !== "exposure",
              dcBd: exposureDcView(card, row),
              dc: row.check.dc,
              chance: formatPercent(row.check.chance),
              outcome: i18n.localize(outcomeKey(row)),
            }
          : null,
        // Without a check the creature takes what was rolled; the row says why there was none.
        noCheck: row.check === null && CHECKED.includes(card.hazard),
        resisted: row.resisted,
        surge: row.surge,
        paid: row.paid ?? 0,
        previousChecks: row.previousChecks,
        applied: row.applied,
        open: isOpenRow(row),
        canHalve: !heal && row.amount > 1,
        state: state ? i18n.localize(state) : null,
        negated: row.negated === true,
      };
    }),
    canApply: open > 0,
    applyLabel: formatCount(
      i18n,
      heal ? "HOLOCRON.Hazard.ApplyHealOpen" : "HOLOCRON.Hazard.ApplyOpen",
      open,
    ),
    empty: card.rows.length === 0,
  };
}

/** What the GM chose: every open row, or one row applied, halved or skipped. */
export type HazardPick = { index: number; mode: "apply" | "half" | "skip" } | null;

/**
 * Pure: the rows a click writes (with the amount each takes) and the card marked for them. A row
 * already applied or skipped is left; halving rounds up (rulings: halves are rounded up).
 */
export function hazardApplication(
  card: HazardCard,
  pick: HazardPick,
): { writes: { row: HazardRow; amount: number; half: boolean }[]; card: HazardCard } {
  const chosen = (row: HazardRow, index: number) =>
    isOpenRow(row) && (pick === null || pick.index === index);
  const writes: { row: HazardRow; amount: number; half: boolean }[] = [];
  const rows = card.rows.map((row, index) => {
    if (!chosen(row, index)) return row;
    if (pick?.mode === "skip") return { ...row, skipped: true };
    const half = pick?.mode === "half";
    writes.push({ row, amount: half ? d20.halfRoundedUp(row.amount) : row.amount, half });
    return half ? { ...row, applied: true, halved: true } : { ...row, applied: true };
  });
  return { writes, card: { ...card, rows } };
}
