// Exact probabilities of formula totals, and of one formula beating another.
import { distributionOf } from "./distribution.js";
import { parseFormula } from "./parse.js";
import { negateTerms } from "./terms.js";

/**
 * Probability of every possible total (every integer from the least to the greatest), in increasing
 * order; sums to 1. Past 2^53 outcomes the far tails can underflow to 0 (below ~1e-308).
 */
export function pmf(formula: string): Map<number, number> {
  const { min, counts, total } = distributionOf(parseFormula(formula));
  const out = new Map<number, number>();
  for (let j = 0; j < counts.length; j++) out.set(min + j, counts[j]! / total);
  return out;
}

/** Chance that the formula's total passes `test`. */
export function probability(formula: string, test: (total: number) => boolean): number {
  const terms = parseFormula(formula);
  if (typeof test !== "function") throw new Error("probability needs a test function");
  const { min, counts, total } = distributionOf(terms);
  let hits = 0;
  for (let j = 0; j < counts.length; j++) if (test(min + j)) hits += counts[j]!;
  return hits / total;
}

/**
 * Chance that formula `a` (the actor) beats formula `b` (the resister). With ties "defender" a tie
 * goes to `b`; with "reroll" ties are rolled again until broken, so the chance is wins / (wins +
 * losses). Computed on the single distribution of a − b.
 */
export function opposedChance(a: string, b: string, ties: "defender" | "reroll"): number {
  const actor = parseFormula(a);
  const resister = parseFormula(b);
  if (ties !== "defender" && ties !== "reroll") {
    throw new Error(`ties must be "defender" or "reroll", got ${JSON.stringify(ties)}`);
  }
  const { min, counts, total } = distributionOf([...actor, ...negateTerms(resister)]);
  let wins = 0;
  let losses = 0;
  for (let j = 0; j < counts.length; j++) {
    const d = min + j;
    if (d > 0) wins += counts[j]!;
    else if (d < 0) losses += counts[j]!;
  }
  if (ties === "defender") return wins / total;
  if (wins + losses === 0) {
    throw new Error(`"${a}" against "${b}" always ties, so rerolling never ends`);
  }
  return wins / (wins + losses);
}
