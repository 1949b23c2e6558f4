// A rolled total as its terms: the dice as they fell, then the flat bonus the formula adds, told
// term by term when the roll knows them (the roll dialog's bonus trace, a weapon's damage trace).
// The card's total is the roll's; these split it as the roll's own formula does (its dice and its
// plain numbers), so the breakdown cannot disagree with the dice.
import { flatSum } from "../dice/terms.js";
import { formatFormula } from "../dice/format.js";
import { parseFormula } from "../dice/parse.js";
import { assertInteger } from "../validate.js";
import { sumTrace, term, type RuleId, type Trace, type TraceTerm } from "./trace.js";

/** The formula's dice alone ("1d20", "2d8+2d8") and the sum of its plain numbers. */
export function splitFormula(formula: string): { dice: string; flat: number } {
  const terms = parseFormula(formula);
  return {
    dice: formatFormula(terms.filter((t) => t.kind === "dice")),
    flat: flatSum(terms),
  };
}

/** Whether `terms` add up to `value` (stored terms a card may carry are checked against its formula). */
export function termsAddUpTo(terms: readonly TraceTerm[], value: number): boolean {
  return terms.reduce((sum, t) => sum + t.value, 0) === value;
}

/**
 * The total of a roll of `formula` as its terms: the dice's faces (one "roll" term named by the dice
 * rolled; `extraDice` split off it, e.g. a Hero Point's 1d6 when its face is known), then `bonus`,
 * the formula's plain numbers term by term; when `bonus` does not add up to them (an older card,
 * no terms known) they are one term of the formula.
 */
export function rolledTotalTrace(
  rule: RuleId,
  a: {
    formula: string;
    total: number;
    bonus: readonly TraceTerm[];
    extraDice?: readonly TraceTerm[];
  },
): Trace {
  assertInteger(a.total, "total");
  const { dice, flat } = splitFormula(a.formula);
  const extra = a.extraDice ?? [];
  const extraSum = extra.reduce((sum, t) => sum + t.value, 0);
  const faces = a.total - flat - extraSum;
  const bonus = termsAddUpTo(a.bonus, flat)
    ? a.bonus
    : flat === 0
      ? []
      : [term("formulaBonus", flat, "rule")];
  return sumTrace(rule, [term("roll", faces, "roll", dice), ...extra, ...bonus]);
}

/** The rule an opposed roll's total follows: Star Worlds' 2d6 roll, else a d20 check. */
export function opposedRollRule(ruleset: string): RuleId {
  return ruleset === "starWorlds" ? "worldsRoll" : "checkRoll";
}
