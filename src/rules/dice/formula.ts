// A dice formula, `NdF ± NdF ± K`: its limits, its parsed terms, the parser, the canonical text and
// its small rewrites, and the check that rolled dice fit it. One concept, one module.
import { RulesError } from "../rules-error.js";
import { assertIntegerInRange } from "../validate.js";

// Hard limits on what a formula may ask for. They are checked while parsing, before any pmf work,
// so an absurd formula such as "100000d100000" costs nothing but an Error.

/** Longest formula text accepted, in characters. */
export const MAX_FORMULA_LENGTH = 1000;
/** Most dice in one `NdF` group. */
export const MAX_DICE_PER_GROUP = 100;
/** Most faces on one die. */
export const MAX_FACES = 100;
/** Most dice in a whole formula (all groups together). */
export const MAX_TOTAL_DICE = 200;
/** Largest absolute value of one plain number in a formula. */
export const MAX_FLAT = 10000;

// The parsed shape of a formula: a signed list of dice groups and plain numbers.

export type DiceTerm =
  | { kind: "dice"; sign: 1 | -1; count: number; faces: number }
  | { kind: "flat"; sign: 1 | -1; value: number };

/** The same terms with every sign flipped: the formula subtracted instead of added. */
export function negateTerms(terms: readonly DiceTerm[]): DiceTerm[] {
  return terms.map((t) => ({ ...t, sign: t.sign === 1 ? -1 : 1 }));
}

/** Signed sum of the plain numbers of a formula. */
export function flatSum(terms: readonly DiceTerm[]): number {
  let sum = 0;
  for (const t of terms) if (t.kind === "flat") sum += t.sign * t.value;
  return sum;
}

// Parser for `NdF ± NdF ± K` formulas. Hand-written (no regex backtracking) so random strings
// can never make it slow; every failure is an Error naming the formula and the problem.

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

// Canonical text of a formula, and the small rewrites other layers need (critical, modifiers).

function checkTerm(t: DiceTerm, i: number): void {
  const name = `terms[${i}]`;
  if (t === null || typeof t !== "object")
    throw new RulesError(
      "HOLOCRON.Rules.Error.notObject",
      { name },
      `${name} must be a dice term object`,
    );
  if (t.sign !== 1 && t.sign !== -1)
    throw new RulesError(
      "HOLOCRON.Rules.Error.oneOf",
      { name: `${name}.sign`, value: String(t.sign) },
      `${name}.sign must be 1 or -1, got ${String(t.sign)}`,
    );
  if (t.kind === "dice") {
    assertIntegerInRange(t.count, `${name}.count`, 1, MAX_DICE_PER_GROUP);
    assertIntegerInRange(t.faces, `${name}.faces`, 1, MAX_FACES);
  } else if (t.kind === "flat") {
    assertIntegerInRange(t.value, `${name}.value`, 0, MAX_FLAT);
  } else {
    throw new RulesError(
      "HOLOCRON.Rules.Error.oneOf",
      { name: `${name}.kind`, value: String((t as { kind: unknown }).kind) },
      `${name}.kind must be "dice" or "flat"`,
    );
  }
}

/** Canonical form: "2d6+3", "1d20-1", "2d6-1d4", "-1+1d6"; an empty list is "0". */
export function formatFormula(terms: DiceTerm[]): string {
  if (!Array.isArray(terms))
    throw new RulesError(
      "HOLOCRON.Rules.Error.notList",
      { name: "terms" },
      "terms must be an array of dice terms",
    );
  if (terms.length === 0) return "0";
  return terms
    .map((t, i) => {
      checkTerm(t, i);
      const body = t.kind === "dice" ? `${t.count}d${t.faces}` : String(t.value);
      if (t.sign === -1) return `-${body}`;
      return i === 0 ? body : `+${body}`;
    })
    .join("");
}

/** Re-validates a built formula against the parser's limits and returns it. */
function checked(terms: DiceTerm[]): string {
  const text = formatFormula(terms);
  parseFormula(text);
  return text;
}

/**
 * The critical-hit formula: the whole formula twice, so every die is rolled again and every bonus
 * counts twice ("2d8+2" → "2d8+2+2d8+2"), never one roll × 2 (rulings: Natural 20).
 */
export function criticalFormula(formula: string): string {
  const terms = parseFormula(formula);
  return checked([...terms, ...terms]);
}

/**
 * The formula's dice in their order, then all plain numbers plus `modifier` folded into one
 * trailing number (left out when 0): addModifier("1d6+1", 2) → "1d6+3".
 */
export function addModifier(formula: string, modifier: number): string {
  const terms = parseFormula(formula);
  assertIntegerInRange(modifier, "modifier", -MAX_FLAT, MAX_FLAT);
  const dice: DiceTerm[] = terms.filter((t) => t.kind === "dice");
  const flat = flatSum(terms) + modifier;
  // Stryker disable next-line ConditionalExpression: no terms format as "0" too; the explicit 0 keeps the list non-empty
  if (flat !== 0 || dice.length === 0) {
    dice.push({ kind: "flat", sign: flat < 0 ? -1 : 1, value: Math.abs(flat) });
  }
  return checked(dice);
}

// Whether dice a client says it rolled fit a formula: the GM's check of a card it did not roll
// (architecture.md, "Trust only what the GM made or checked"). Pure: the dice arrive as plain data.

/** One dice group as a Roll stores it (Foundry's DiceTerm: faces, number, results). */
export interface RolledGroup {
  faces: number;
  number: number;
  results: readonly { result: number; active?: boolean }[];
}

/**
 * The total the rolled groups come to under `formula`, or null when they do not fit it: a group of
 * other faces or count, a result outside 1..faces or not a whole number, a group more or fewer.
 */
export function totalOfRolled(formula: string, groups: readonly RolledGroup[]): number | null {
  let terms;
  try {
    terms = parseFormula(formula);
  } catch {
    return null;
  }
  let total = 0;
  let next = 0;
  for (const term of terms) {
    if (term.kind === "flat") {
      total += term.sign * term.value;
      continue;
    }
    const group = groups[next++];
    if (!group || group.faces !== term.faces || group.number !== term.count) return null;
    const active = group.results.filter((r) => r.active !== false);
    if (active.length !== term.count) return null;
    for (const { result } of active) {
      if (!Number.isInteger(result) || result < 1 || result > term.faces) return null;
      total += term.sign * result;
    }
  }
  return next === groups.length ? total : null;
}
