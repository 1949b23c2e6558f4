// Parser for `NdF ± NdF ± K` formulas. Hand-written (no regex backtracking) so random strings
// can never make it slow; every failure is an Error naming the formula and the problem.
import {
  MAX_DICE_PER_GROUP,
  MAX_FACES,
  MAX_FLAT,
  MAX_FORMULA_LENGTH,
  MAX_TOTAL_DICE,
} from "./limits.js";
import type { DiceTerm } from "./terms.js";
import { RulesError } from "../rules-error.js";

// Stryker disable next-line ConditionalExpression: undefined >= "0" is false anyway; the check is for the type
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";
const isSpace = (c: string | undefined): boolean =>
  c === " " || c === "\t" || c === "\n" || c === "\r";

/**
 * Parses a formula such as "2d6+3", "1d20 - 1", "-2+1d4" or "d6" (shorthand for 1d6).
 * A leading sign is allowed; between terms exactly one `+` or `-`; spaces around tokens only.
 */
export function parseFormula(formula: string): DiceTerm[] {
  if (typeof formula !== "string") {
    throw new RulesError(
      "HOLOCRON.Rules.Error.formula",
      { formula: String(formula) },
      `Dice formula must be a string, got ${typeof formula}`,
    );
  }
  const shown = formula.length > 40 ? `${formula.slice(0, 40)}…` : formula;
  const fail = (problem: string): never => {
    // One message for the user (the formula as typed, and what a formula looks like); the problem
    // found is the developer's.
    throw new RulesError(
      "HOLOCRON.Rules.Error.formula",
      { formula: shown },
      `Invalid dice formula ${JSON.stringify(shown)}: ${problem}`,
    );
  };
  if (formula.length > MAX_FORMULA_LENGTH) {
    fail(`it is longer than ${MAX_FORMULA_LENGTH} characters`);
  }

  const terms: DiceTerm[] = [];
  let totalDice = 0;
  let i = 0;
  const skipSpaces = (): void => {
    while (isSpace(formula[i])) i++;
  };
  const readDigits = (): string => {
    const start = i;
    while (isDigit(formula[i])) i++;
    return formula.slice(start, i);
  };
  const at = (): string => `at position ${i + 1}`;

  skipSpaces();
  if (i === formula.length) fail("it is empty");
  let sign: 1 | -1 = 1;
  if (formula[i] === "+" || formula[i] === "-") {
    sign = formula[i] === "-" ? -1 : 1;
    i++;
    skipSpaces();
  }

  for (;;) {
    const countText = readDigits();
    const c = formula[i];
    if (c === "d" || c === "D") {
      i++;
      const facesText = readDigits();
      if (facesText === "") fail(`a die needs a number of faces ${at()}, e.g. 1d6`);
      const count = countText === "" ? 1 : Number(countText);
      const faces = Number(facesText);
      const group = `${countText === "" ? "" : count}d${facesText}`;
      if (count < 1) fail(`${group} has no dice (at least 1 per group)`);
      if (count > MAX_DICE_PER_GROUP) {
        fail(`${group} has too many dice (at most ${MAX_DICE_PER_GROUP} per group)`);
      }
      if (faces < 1) fail(`${group} has a die with no faces (at least 1 face)`);
      if (faces > MAX_FACES) fail(`${group} has too many faces (at most ${MAX_FACES})`);
      totalDice += count;
      if (totalDice > MAX_TOTAL_DICE) fail(`too many dice (at most ${MAX_TOTAL_DICE} in all)`);
      terms.push({ kind: "dice", sign, count, faces });
    } else if (countText !== "") {
      const value = Number(countText);
      if (value > MAX_FLAT) fail(`the number ${countText} is too large (at most ${MAX_FLAT})`);
      terms.push({ kind: "flat", sign, value });
    } else {
      fail(`expected a number or a die ${at()}, found ${c === undefined ? "the end" : `"${c}"`}`);
    }

    skipSpaces();
    if (i === formula.length) return terms;
    const op = formula[i];
    if (op !== "+" && op !== "-") fail(`unexpected "${op}" ${at()}; terms are joined by + or -`);
    sign = op === "-" ? -1 : 1;
    i++;
    skipSpaces();
    if (i === formula.length) fail(`it ends with "${op}"`);
  }
}

/** True when `parseFormula` accepts the formula. */
export function isValidFormula(formula: string): boolean {
  try {
    parseFormula(formula);
    return true;
  } catch {
    return false;
  }
}
