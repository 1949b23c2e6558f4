// The group odds of a check request against a brute-force enumeration of every way the checks can
// fall (2^n outcomes), exactly: fractions compared by numerator and denominator.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { d20, group, starWorlds } from "../../../src/rules/index.js";

const { fraction, fractionOf, groupOdds, groupOddsExact, add, mul, sub, ONE, ZERO, equals } = group;
type Fraction = group.Fraction;

/** Every success/failure pattern, its chance the product of its rows' chances. */
function bruteForce(chances: readonly Fraction[]) {
  const n = chances.length;
  let all = ZERO;
  let any = ZERO;
  let majority = ZERO;
  for (let mask = 0; mask < 1 << n; mask++) {
    let p = ONE;
    let successes = 0;
    chances.forEach((c, i) => {
      const succeeds = (mask >> i) & 1;
      successes += succeeds;
      p = mul(p, succeeds ? c : sub(ONE, c));
    });
    if (successes === n) all = add(all, p);
    if (successes > 0) any = add(any, p);
    if (2 * successes > n) majority = add(majority, p);
  }
  return { all, any, majority };
}

const show = (f: Fraction) => `${f.n}/${f.d}`;

describe("groupOdds: everyone, at least one, a majority", () => {
  it("four d20 checks against DC 15 (+2, +5, 0, +7): exact, as the enumeration", () => {
    const chances = [2, 5, 0, 7].map((bonus) => d20.checkChance({ bonus, dc: 15 }));
    const odds = groupOdds(chances);
    const brute = bruteForce(chances.map(fractionOf));
    expect(show(odds.all)).toBe(show(brute.all));
    expect(show(odds.any)).toBe(show(brute.any));
    expect(show(odds.majority)).toBe(show(brute.majority));
    // 8/20 · 11/20 · 6/20 · 13/20 = 6864/160000
    expect(show(odds.all)).toBe(show(fraction(6864n, 160000n)));
  });

  it("mixed kinds of chance (…/20, …/400, …/36, Star Worlds' tie-rerolled ratio) match the enumeration", () => {
    const chances = [
      d20.checkChance({ bonus: 3, dc: 12 }),
      1 - d20.opposedCheckChance({ actorBonus: 4, resisterBonus: 1 }),
      starWorlds.outcomeChances(1, { skilled: true }).success,
      starWorlds.opposedChance({ attribute: 2, otherAttribute: 0 }),
      0,
      1,
    ];
    const odds = groupOdds(chances);
    const brute = bruteForce(chances.map(fractionOf));
    expect(equals(odds.all, brute.all)).toBe(true);
    expect(equals(odds.any, brute.any)).toBe(true);
    expect(equals(odds.majority, brute.majority)).toBe(true);
  });

  it("any small group of exact chances matches the enumeration (property)", () => {
    const chance = fc
      .tuple(fc.integer({ min: 1, max: 1296 }), fc.integer({ min: 0, max: 1296 }))
      .map(([d, n]) => fraction(BigInt(Math.min(n, d)), BigInt(d)));
    fc.assert(
      fc.property(fc.array(chance, { minLength: 0, maxLength: 7 }), (chances) => {
        const odds = groupOddsExact(chances);
        const brute = bruteForce(chances);
        expect(equals(odds.all, brute.all)).toBe(true);
        expect(equals(odds.any, brute.any)).toBe(true);
        expect(equals(odds.majority, brute.majority)).toBe(true);
        expect(show(odds.counts.reduce(add, ZERO))).toBe("1/1");
      }),
    );
  });

  it("no checks: everyone succeeds (vacuously), no one does, no majority", () => {
    const odds = groupOdds([]);
    expect([show(odds.all), show(odds.any), show(odds.majority)]).toEqual(["1/1", "0/1", "0/1"]);
  });
});

describe("fractionOf", () => {
  it.each([
    [11 / 20, "11/20"],
    [227 / 400, "227/400"],
    [15 / 36, "5/12"],
    [0, "0/1"],
    [1, "1/1"],
  ])("%s → %s", (p, text) => expect(show(fractionOf(p))).toBe(text));

  it("refuses what is no chance, or no ratio of dice counts", () => {
    expect(() => fractionOf(1.5)).toThrow(Error);
    expect(() => fractionOf(Number.NaN)).toThrow(Error);
    expect(() => fractionOf(Math.SQRT1_2)).toThrow(Error);
  });
});
