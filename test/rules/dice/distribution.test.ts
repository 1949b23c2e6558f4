import { describe, expect, it } from "vitest";
import { convolutionOf, distributionOf, shapeOf } from "../../../src/rules/dice/distribution.js";
import { parseFormula } from "../../../src/rules/dice/formula.js";
import { floatChances } from "./exact.js";

const terms = (formula: string) => parseFormula(formula);

describe("shapeOf: range and method", () => {
  it.each([
    ["2d6+3", 5, 10, false],
    ["1d20-1d4", -3, 22, false],
    ["-2d10+1d1+7", -12, 18, false],
    ["40d100", 40, 3960, false],
    ["100d100+100d100", 200, 19800, true],
    ["100d100-100d100", -9900, 19800, true],
    ["100d2+100d3", 200, 300, false],
  ])("%s: least total %d, %d more, transform %s", (formula, min, span, spectral) => {
    expect(shapeOf(terms(formula))).toEqual({ min, span, spectral });
  });
});

describe("distributionOf: the cheaper method, same answer", () => {
  it("keeps exact integer counts for small formulas", () => {
    expect(distributionOf(terms("2d6"))).toEqual({
      min: 2,
      counts: new Float64Array([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]),
      total: 36,
    });
  });

  it("agrees with the convolution to 1e-15 where it takes the transform", () => {
    const t = terms("60d100-40d100-20d7+3");
    const fast = distributionOf(t);
    // a plain convolution in the test: −X of f faces is X shifted, so all dice count from 0
    const reference = floatChances([...Array(100).fill(100), ...Array(20).fill(7)]);
    expect(shapeOf(t).spectral).toBe(true);
    expect(fast.total).toBe(1);
    expect(fast.min).toBe(60 - 4000 - 140 + 3);
    expect(fast.counts).toHaveLength(reference.length);
    let worst = 0;
    for (let j = 0; j < reference.length; j++) {
      worst = Math.max(worst, Math.abs(fast.counts[j]! - reference[j]!));
    }
    expect(worst).toBeLessThan(1e-15);
  });
});

describe("convolutionOf", () => {
  it("counts exactly below 2^53 outcomes and rescales to chances past it", () => {
    expect(convolutionOf(terms("10d6+10d6")).total).toBe(6 ** 20);
    expect(convolutionOf(terms("10d6+10d6")).counts[0]).toBe(1);
    const past = convolutionOf(terms("11d30"));
    expect(past.total).toBe(1);
    expect(past.counts[0]! * 30 ** 11).toBeCloseTo(1, 12);
  });

  it("places a subtracted die below the flat part", () => {
    expect(convolutionOf(terms("5-1d4"))).toEqual({
      min: 1,
      counts: new Float64Array([1, 1, 1, 1]),
      total: 4,
    });
  });
});
