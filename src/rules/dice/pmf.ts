// Exact probabilities of formula totals, and of one formula beating another.
import { RulesError } from "../rules-error.js";
import { convolutionOf, distributionOf, shapeOf } from "./distribution.js";
import { diceByFaces, spectralRangeChances } from "./spectrum.js";
import { negateTerms, parseFormula, type DiceTerm } from "./formula.js";

/** Rounding can leave a sum of float probabilities a few ulps past 1 (1 + 7.8e-15): never report that. */
// Stryker disable next-line EqualityOperator,ConditionalExpression: 1 clamps to itself; counts are never negative (distribution.ts clamps them), the guard is for float residue
const clamp01 = (p: number): number => (p > 1 ? 1 : p < 0 ? 0 : p);

/**
 * Probability of every possible total (every integer from the least to the greatest), in increasing
 * order; sums to 1. Exact fractions for small formulas; for large ones (see distributionOf) each
 * value is within ~1e-16 of the exact one, so far tails below that read 0.
 */
export function pmf(formula: string): Map<number, number> {
  const { min, counts, total } = distributionOf(parseFormula(formula));
  const out = new Map<number, number>();
  for (let j = 0; j < counts.length; j++) out.set(min + j, clamp01(counts[j]! / total));
  return out;
}

/** Chance that the formula's total passes `test`. */
export function probability(formula: string, test: (total: number) => boolean): number {
  const terms = parseFormula(formula);
  // Cannot reach a user: the test is a function the rules' own callers write, never typed input.
  if (typeof test !== "function") throw new Error("probability needs a test function");
  const { min, counts, total } = distributionOf(terms);
  let hits = 0;
  for (let j = 0; j < counts.length; j++) if (test(min + j)) hits += counts[j]!;
  return clamp01(hits / total);
}

/** Outcomes (or chances, total 1) of a − b above 0 and below 0. */
function winsAndLosses(terms: readonly DiceTerm[]): {
  wins: number;
  losses: number;
  total: number;
} {
  const shape = shapeOf(terms);
  // Stryker disable next-line ConditionalExpression,BlockStatement: both methods are exact to 1e-9; the choice is speed only (pmf.bench.ts)
  if (shape.spectral) {
    // totals run min..min+span; a win is a total ≥ 1, a loss ≤ −1
    const { min, span } = shape;
    const [wins, losses] = spectralRangeChances(diceByFaces(terms), span, [
      [Math.max(1 - min, 0), span],
      [0, Math.min(-1 - min, span)],
    ]) as [number, number];
    return { wins, losses, total: 1 };
  }
  const { min, counts, total } = distributionOf(terms);
  return { ...signsOf(min, counts), total };
}

/** The counts of a − b's totals above 0 (wins) and below 0 (losses); `counts[j]` is of total min + j. */
function signsOf(min: number, counts: ArrayLike<number>): { wins: number; losses: number } {
  let wins = 0;
  let losses = 0;
  for (let j = 0; j < counts.length; j++) {
    const d = min + j;
    if (d > 0) wins += counts[j]!;
    else if (d < 0) losses += counts[j]!;
  }
  return { wins, losses };
}

/**
 * Outcomes of formula `a` against formula `b`, counted exactly by die-by-die convolution: how many of
 * the `total` equally likely rolls of both have `a` above `b` (wins), below (losses), or equal (ties).
 * For the small formulas of an opposed check (1d20+6, 2d6+1), whose counts a breakdown shows.
 */
export function opposedCounts(
  a: string,
  b: string,
): { wins: number; losses: number; ties: number; total: number } {
  const { min, counts, total } = convolutionOf([
    ...parseFormula(a),
    ...negateTerms(parseFormula(b)),
  ]);
  const { wins, losses } = signsOf(min, counts);
  return { wins, losses, ties: total - wins - losses, total };
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
    throw new RulesError(
      "HOLOCRON.Rules.Error.Chase.ties",
      {},
      `ties must be "defender" or "reroll", got ${JSON.stringify(ties)}`,
    );
  }
  const terms = [...actor, ...negateTerms(resister)];
  const { wins, losses, total } = winsAndLosses(terms);
  if (ties === "defender") return clamp01(wins / total);
  if (wins + losses === 0) {
    throw new RulesError(
      "HOLOCRON.Rules.Error.Chase.alwaysTies",
      {},
      `"${a}" against "${b}" always ties, so rerolling never ends`,
    );
  }
  return clamp01(wins / (wins + losses));
}
