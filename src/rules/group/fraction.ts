// Exact fractions (bigint numerator and denominator, always reduced, denominator > 0): the group odds
// multiply many chances, which floats would round; the other odds of the rules are exact ratios of
// dice counts (…/20, …/400, …/36, …/1296), so a product of them is exact here too.
import { RulesError } from "../rules-error.js";

export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function fraction(n: bigint, d: bigint = 1n): Fraction {
  // Cannot reach a user: every caller divides by dice counts or products of them, never 0.
  if (d === 0n) throw new Error("a fraction's denominator must not be 0");
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const ZERO = fraction(0n);
export const ONE = fraction(1n);

export const add = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.n, a.d * b.d);
export const equals = (a: Fraction, b: Fraction): boolean => a.n === b.n && a.d === b.d;
export const toNumber = (a: Fraction): number => Number(a.n) / Number(a.d);

/** The largest denominator `fractionOf` looks for: above every dice count the rules divide by. */
export const MAX_DENOMINATOR = 1_000_000;

/**
 * The exact fraction a chance of the rules stands for (11/20, 227/400, 15/36…): the continued
 * fraction of `p` stopped at the first convergent within 1e-14 of it (a ratio computed in floats is within a few ulps). Throws when `p` is no
 * probability or no fraction with a denominator up to MAX_DENOMINATOR is that close (a chance
 * that did not come from counting dice).
 */
export function fractionOf(p: number): Fraction {
  if (!Number.isFinite(p) || p < 0 || p > 1)
    throw new RulesError(
      "HOLOCRON.Rules.Error.chance",
      { value: String(p) },
      `a chance must be in [0, 1], got ${p}`,
    );
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let x = p;
  for (let i = 0; i < 64; i++) {
    const a = Math.floor(x);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > MAX_DENOMINATOR) break;
    if (Math.abs(h1 / k1 - p) < 1e-14) return fraction(BigInt(h1), BigInt(k1));
    const rest = x - a;
    if (rest === 0) break;
    x = 1 / rest;
  }
  throw new RulesError(
    "HOLOCRON.Rules.Error.chanceNotDice",
    { value: String(p) },
    `the chance ${p} is no ratio of dice counts`,
  );
}
