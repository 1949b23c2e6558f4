import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dice } from "../../../src/rules/index.js";
import { shapeOf } from "../../../src/rules/dice/distribution.js";
import { floatChances } from "./exact.js";
import { negateTerms } from "../../../src/rules/dice/formula.js";

/** Brute force over every face combination: the reference the pmf must match exactly. */
function bruteForce(groups: { count: number; faces: number; sign: 1 | -1 }[], flat: number) {
  let dist = new Map<number, number>([[flat, 1]]);
  let total = 1;
  for (const g of groups) {
    for (let n = 0; n < g.count; n++) {
      const next = new Map<number, number>();
      for (const [t, c] of dist) {
        for (let f = 1; f <= g.faces; f++) {
          next.set(t + g.sign * f, (next.get(t + g.sign * f) ?? 0) + c);
        }
      }
      dist = next;
      total *= g.faces;
    }
  }
  return new Map([...dist].sort((a, b) => a[0] - b[0]).map(([t, c]) => [t, c / total]));
}

describe("dice.pmf: exact probabilities by convolution", () => {
  it("1d20: every face exactly 1/20", () => {
    const p = dice.pmf("1d20");
    expect(p.size).toBe(20);
    for (let t = 1; t <= 20; t++) expect(p.get(t)).toBe(1 / 20);
  });

  it.each([
    [2, 1 / 36],
    [3, 2 / 36],
    [7, 6 / 36],
    [11, 2 / 36],
    [12, 1 / 36],
  ])("2d6: P(%d) is exactly %d", (total, chance) => {
    expect(dice.pmf("2d6").get(total)).toBe(chance);
  });

  it("2d6+3 is 2d6 shifted by 3; 1d20-1 runs 0..19", () => {
    expect(dice.pmf("2d6+3").get(10)).toBe(6 / 36);
    expect([...dice.pmf("1d20-1").keys()]).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it.each([
    [
      "3d6+1d4+2",
      [
        { count: 3, faces: 6, sign: 1 },
        { count: 1, faces: 4, sign: 1 },
      ],
      2,
    ],
    [
      "2d6-1d4",
      [
        { count: 2, faces: 6, sign: 1 },
        { count: 1, faces: 4, sign: -1 },
      ],
      0,
    ],
    [
      "1d8-2d3+5",
      [
        { count: 1, faces: 8, sign: 1 },
        { count: 2, faces: 3, sign: -1 },
      ],
      5,
    ],
    ["4d6", [{ count: 4, faces: 6, sign: 1 }], 0],
  ] as const)("%s equals brute-force enumeration exactly", (formula, groups, flat) => {
    expect(dice.pmf(formula)).toEqual(bruteForce([...groups], flat));
  });

  it("a constant formula is certain", () => {
    expect(dice.pmf("5")).toEqual(new Map([[5, 1]]));
    expect(dice.pmf("1d1+2")).toEqual(new Map([[3, 1]]));
  });

  it("keeps small tail chances accurate past 2^53 outcomes (no cancellation)", () => {
    // 12d30 = 30^12 ≈ 5.3e17 outcomes: rescaled to floats, yet the extremes stay 1/30^12
    const p = dice.pmf("12d30");
    expect(p.get(12)! * 30 ** 12).toBeCloseTo(1, 9);
    expect(p.get(360)! * 30 ** 12).toBeCloseTo(1, 9);
    expect(p.get(359)! * 30 ** 12).toBeCloseTo(12, 9);
    const q = dice.pmf("6d100-6d100");
    expect(q.get(-594)! * 100 ** 12).toBeCloseTo(1, 9);
    expect(q.get(594)! * 100 ** 12).toBeCloseTo(1, 9);
  });

  it("stays accurate when a wide die follows many small ones past 2^53 (60d2+1d100)", () => {
    const p = dice.pmf("60d2+1d100");
    const scale = 2 ** 60 * 100;
    expect(p.get(61)! * scale).toBeCloseTo(1, 9);
    expect(p.get(220)! * scale).toBeCloseTo(1, 9);
    expect(p.get(62)! * scale).toBeCloseTo(61, 9);
    expect(p.get(150)).toBeCloseTo(1 / 100, 15);
    let sum = 0;
    for (const q of p.values()) sum += q;
    expect(sum).toBeCloseTo(1, 12);
  });

  it("keeps the total in increasing order", () => {
    const keys = [...dice.pmf("2d6-1d10").keys()];
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it("stays exact for 20d6 (6^20 outcomes < 2^53)", () => {
    const p = dice.pmf("10d6+10d6");
    expect(p.get(20)).toBe(1 / 6 ** 20);
    expect(p.get(21)).toBe(20 / 6 ** 20);
  });

  it("stays a distribution at the limits (200 dice of 100 faces)", () => {
    const p = dice.pmf("100d100-100d100");
    expect(p.size).toBe(2 * 9901 - 1);
    let sum = 0;
    let negatives = 0;
    for (const q of p.values()) {
      if (q < 0) negatives++;
      sum += q;
    }
    expect(negatives).toBe(0);
    expect(sum).toBeCloseTo(1, 12);
    expect(p.get(0)! > p.get(500)!).toBe(true);
    expect(p.get(0)! > p.get(-500)!).toBe(true);
  });

  it("throws on formulas it cannot parse", () => {
    expect(() => dice.pmf("2d0")).toThrow("no faces");
  });

  it("property: a pmf sums to 1 and matches min, max and mean", () => {
    const group = fc.record({
      count: fc.integer({ min: 1, max: 6 }),
      faces: fc.integer({ min: 1, max: 30 }),
      sign: fc.constantFrom(1 as const, -1 as const),
    });
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: -50, max: 50 }),
        (groups, flat) => {
          const formula = dice.addModifier(
            groups.map((g) => `${g.sign === 1 ? "+" : "-"}${g.count}d${g.faces}`).join(""),
            flat,
          );
          const p = dice.pmf(formula);
          let sum = 0;
          let mean = 0;
          for (const [t, q] of p) {
            sum += q;
            mean += t * q;
          }
          expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
          expect(mean).toBeCloseTo(dice.mean(formula), 8);
          expect([...p.keys()][0]).toBe(dice.minTotal(formula));
          expect([...p.keys()].at(-1)).toBe(dice.maxTotal(formula));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("dice.probability", () => {
  it.each([
    ["2d6", (t: number) => t >= 10, 6 / 36],
    ["1d20+5", (t: number) => t >= 15, 11 / 20],
    ["1d20", (t: number) => t === 20, 1 / 20],
    ["2d6", () => false, 0],
    ["3d6", () => true, 1],
  ])("%s", (formula, test, chance) => {
    expect(dice.probability(formula, test)).toBe(chance);
  });

  it("rejects a missing test and bad formulas", () => {
    expect(() => dice.probability("1d6", undefined as unknown as () => boolean)).toThrow(
      "probability needs a test function",
    );
    expect(() => dice.probability("1d6++1", () => true)).toThrow("Invalid dice formula");
  });
});

describe("dice.opposedChance: actor beats resister", () => {
  it("seed/rulings Opposed checks: ties to the defender — d20 vs d20 is 190/400", () => {
    expect(dice.opposedChance("1d20", "1d20", "defender")).toBe(190 / 400);
  });

  it("Star Worlds Opposed rolls: ties rolled again — 2d6 vs 2d6 is exactly 1/2", () => {
    expect(dice.opposedChance("2d6", "2d6", "reroll")).toBe(1 / 2);
    expect(dice.opposedChance("2d6+1", "2d6", "reroll")).toBe(
      dice.probability("2d6+1-2d6", (t) => t > 0) /
        (1 - dice.probability("2d6+1-2d6", (t) => t === 0)),
    );
  });

  it.each([
    ["1d20+5", "1d20+3", 229 / 400],
    ["1d20", "1d20+19", 0],
    ["1d20+20", "1d20", 1],
    ["10", "1d20", 9 / 20],
  ])("%s vs %s (ties to the defender) = %d", (a, b, chance) => {
    expect(dice.opposedChance(a, b, "defender")).toBe(chance);
  });

  it("subtracts a resister formula that itself subtracts dice", () => {
    expect(dice.opposedChance("1d6", "-1d4", "defender")).toBe(1);
    expect(dice.opposedChance("1d4", "2-1d4", "defender")).toBe(
      dice.probability("2d4-2", (t) => t > 0),
    );
  });

  it("rerolling ties on a fixed tie can never end", () => {
    expect(() => dice.opposedChance("5", "5", "reroll")).toThrow("always ties");
    expect(dice.opposedChance("5", "5", "defender")).toBe(0);
  });

  it("rejects bad tie rules and formulas", () => {
    expect(() => dice.opposedChance("1d6", "1d6", "attacker" as "reroll")).toThrow(
      'ties must be "defender" or "reroll"',
    );
    expect(() => dice.opposedChance("1d6", "d", "reroll")).toThrow("Invalid dice formula");
  });
});

describe("odds at the formula limits", () => {
  // the reference: a plain convolution in the test, accurate to ~1e-15
  const reference = (a: string, b: string) => {
    const terms = [...dice.parseFormula(a), ...negateTerms(dice.parseFormula(b))];
    const { min } = shapeOf(terms);
    const faces = terms.flatMap((t) =>
      t.kind === "dice" ? Array.from({ length: t.count }, () => t.faces) : [],
    );
    let wins = 0;
    let losses = 0;
    floatChances(faces).forEach((p, j) => {
      if (min + j > 0) wins += p;
      else if (min + j < 0) losses += p;
    });
    return { wins, losses };
  };

  // large enough for the transform, small enough for a quick reference
  it.each([
    ["60d100", "60d100"],
    ["60d100+20", "60d100"],
    ["60d100", "50d100+10d3+300"],
    ["50d10+50d12", "50d100+20d2"],
  ])("%s against %s is exact to 1e-12 both ways of breaking ties", (a, b) => {
    const terms = [...dice.parseFormula(a), ...negateTerms(dice.parseFormula(b))];
    expect(shapeOf(terms).spectral).toBe(true);
    const { wins, losses } = reference(a, b);
    expect(Math.abs(dice.opposedChance(a, b, "defender") - wins)).toBeLessThan(1e-12);
    expect(Math.abs(dice.opposedChance(a, b, "reroll") - wins / (wins + losses))).toBeLessThan(
      1e-12,
    );
  });

  it("a certain win is exactly 1 and a certain loss exactly 0, never 1 + rounding", () => {
    // rescaled float counts of 20d100+3000 − 20d100 add up to 1 + 2.2e-15
    expect(dice.opposedChance("20d100+3000", "20d100", "defender")).toBe(1);
    expect(dice.opposedChance("20d100", "20d100+3000", "defender")).toBe(0);
    // at the limits (by the transform): every total of a − b is ≥ 1, or ≤ 0
    expect(dice.opposedChance("100d100+100d100+9900+9901", "100d100+100d100", "reroll")).toBe(1);
    expect(dice.opposedChance("100d100+100d100", "100d100+100d100+9900+9900", "defender")).toBe(0);
    // 1 − 1e-300 in truth: within the 1e-12 of the transform
    expect(dice.opposedChance("100d100+100d100+10000", "100d100+100d100", "reroll")).toBeCloseTo(
      1,
      12,
    );
    expect(dice.probability("20d100+3000-20d100", (t) => t > 0)).toBe(1);
  });

  it("property: every chance lies in [0, 1]", () => {
    const formula = fc
      .array(
        fc.record({
          count: fc.integer({ min: 1, max: 30 }),
          faces: fc.constantFrom(2, 6, 20, 30, 100),
          sign: fc.constantFrom("+", "-"),
        }),
        { minLength: 1, maxLength: 4 },
      )
      .map((groups) => groups.map((g) => `${g.sign}${g.count}d${g.faces}`).join(""));
    fc.assert(
      fc.property(formula, formula, fc.integer({ min: -3000, max: 3000 }), (a, b, shift) => {
        const shifted = dice.addModifier(a, shift);
        for (const ties of ["defender", "reroll"] as const) {
          const p = dice.opposedChance(shifted, b, ties);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("pmf at the limits sums to 1 and has no negative value", () => {
    const p = dice.pmf("100d100+100d100");
    let sum = 0;
    for (const q of p.values()) {
      expect(q).toBeGreaterThanOrEqual(0);
      sum += q;
    }
    expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
    expect(p.get(200)).toBe(0); // exactly 100^-200: below any double
    expect(p.get(10100)).toBeCloseTo(
      dice.probability("100d100+100d100", (t) => t === 10100),
      15,
    );
  });
});
