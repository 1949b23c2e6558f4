// The exact odds of a group of independent checks (a check request's rows): how many succeed is a
// Poisson-binomial distribution, built one check at a time (each step: no success yet, or one more).
import { RulesError } from "../rules-error.js";
import { add, fractionOf, mul, ONE, sub, toNumber, ZERO, type Fraction } from "./fraction.js";

export interface GroupOdds {
  /** counts[k]: the chance that exactly k of the checks succeed (k = 0…n). */
  counts: Fraction[];
  /** Every check succeeds. */
  all: Fraction;
  /** At least one succeeds. */
  any: Fraction;
  /** More than half succeed. */
  majority: Fraction;
}

/** Pure: the exact group odds of independent checks, each given as its exact chance. */
export function groupOddsExact(chances: readonly Fraction[]): GroupOdds {
  let counts: Fraction[] = [ONE];
  for (const p of chances) {
    if (p.n < 0n || p.n > p.d)
      throw new RulesError(
        "HOLOCRON.Rules.Error.chance",
        { value: `${p.n}/${p.d}` },
        "a chance must be in [0, 1]",
      );
    const q = sub(ONE, p);
    const next: Fraction[] = [];
    for (let k = 0; k <= counts.length; k++) {
      const stay = k < counts.length ? mul(counts[k]!, q) : ZERO;
      const gain = k > 0 ? mul(counts[k - 1]!, p) : ZERO;
      next.push(add(stay, gain));
    }
    counts = next;
  }
  const n = chances.length;
  const majority = counts.filter((_, k) => 2 * k > n).reduce(add, ZERO);
  return {
    counts,
    all: counts[n]!,
    any: n === 0 ? ZERO : sub(ONE, counts[0]!),
    majority,
  };
}

/** Pure: the group odds of checks given as the rules' chances (each an exact ratio of dice counts). */
export function groupOdds(chances: readonly number[]): GroupOdds {
  return groupOddsExact(chances.map(fractionOf));
}

/** The three odds a card shows, as numbers. */
export function groupOddsNumbers(odds: GroupOdds): { all: number; any: number; majority: number } {
  return { all: toNumber(odds.all), any: toNumber(odds.any), majority: toNumber(odds.majority) };
}
