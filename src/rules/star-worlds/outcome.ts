// Star Worlds checks: 2d6 + attribute read in bands. ≤ 6 Failure (Close-Call when a Skill
// applies), 7–9 Problem, 10–11 Success, 12+ Critical. Opposed rolls: ties are rolled again.
import { deepFreeze } from "../freeze.js";
import { assertBoolean, assertInteger } from "../validate.js";
import { TWO_D6_COUNTS, TWO_D6_MIN, TWO_D6_OUTCOMES } from "./two-d6.js";

export const OUTCOMES = deepFreeze([
  "failure",
  "closeCall",
  "problem",
  "success",
  "critical",
] as const);
export type Outcome = (typeof OUTCOMES)[number];

function band(total: number, skilled: boolean): Outcome {
  if (total <= 6) return skilled ? "closeCall" : "failure";
  if (total <= 9) return "problem";
  if (total <= 11) return "success";
  return "critical";
}

export function outcome(total: number, o: { skilled: boolean }): Outcome {
  assertInteger(total, "check total");
  assertBoolean(o.skilled, "skilled");
  return band(total, o.skilled);
}

/** Exact chance of each band for 2d6 + attribute (each a count / 36; they sum to 1). */
export function outcomeChances(
  attribute: number,
  o: { skilled: boolean },
): Record<Outcome, number> {
  assertInteger(attribute, "attribute");
  assertBoolean(o.skilled, "skilled");
  const counts: Record<Outcome, number> = {
    failure: 0,
    closeCall: 0,
    problem: 0,
    success: 0,
    critical: 0,
  };
  for (let i = 0; i < TWO_D6_COUNTS.length; i++) {
    counts[band(TWO_D6_MIN + i + attribute, o.skilled)] += TWO_D6_COUNTS[i]!;
  }
  return {
    failure: counts.failure / TWO_D6_OUTCOMES,
    closeCall: counts.closeCall / TWO_D6_OUTCOMES,
    problem: counts.problem / TWO_D6_OUTCOMES,
    success: counts.success / TWO_D6_OUTCOMES,
    critical: counts.critical / TWO_D6_OUTCOMES,
  };
}

/** Another name for outcomeChances. */
export const bandChances = outcomeChances;

/** Higher total wins; equal totals are rolled again. */
export function opposedWinner(a: number, b: number): "a" | "b" | "reroll" {
  assertInteger(a, "first total");
  assertInteger(b, "second total");
  if (a === b) return "reroll";
  // Stryker disable next-line EqualityOperator: equal totals returned "reroll" above
  return a > b ? "a" : "b";
}

/** Exact chance that 2d6 + attribute beats 2d6 + otherAttribute, ties rolled again. */
export function opposedChance(a: { attribute: number; otherAttribute: number }): number {
  assertInteger(a.attribute, "attribute");
  assertInteger(a.otherAttribute, "other attribute");
  let wins = 0;
  let losses = 0;
  for (let i = 0; i < TWO_D6_COUNTS.length; i++) {
    for (let j = 0; j < TWO_D6_COUNTS.length; j++) {
      const ways = TWO_D6_COUNTS[i]! * TWO_D6_COUNTS[j]!;
      const d = i + a.attribute - (j + a.otherAttribute);
      if (d > 0) wins += ways;
      else if (d < 0) losses += ways;
    }
  }
  return wins / (wins + losses);
}
