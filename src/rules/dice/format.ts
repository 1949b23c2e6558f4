// Canonical text of a formula, and the small rewrites other layers need (critical, modifiers).
import { RulesError } from "../rules-error.js";
import { MAX_DICE_PER_GROUP, MAX_FACES, MAX_FLAT } from "./limits.js";
import { parseFormula } from "./parse.js";
import { flatSum } from "./terms.js";
import type { DiceTerm } from "./terms.js";
import { assertIntegerInRange } from "../validate.js";

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
