import { describe, expect, it } from "vitest";
import { dice } from "../../../src/rules/index.js";

describe("dice.minTotal / maxTotal / mean", () => {
  it.each([
    ["2d6+3", 5, 15, 10],
    ["1d20-1", 0, 19, 9.5],
    ["2d6-1d4", -2, 11, 4.5],
    ["-3", -3, -3, -3],
    ["3d6+1d4+2", 6, 24, 15],
    ["-1d6", -6, -1, -3.5],
  ])("%j: min %d, max %d, mean %d", (formula, min, max, mean) => {
    expect(dice.minTotal(formula)).toBe(min);
    expect(dice.maxTotal(formula)).toBe(max);
    expect(dice.mean(formula)).toBe(mean);
  });

  it("agrees with the pmf", () => {
    const p = dice.pmf("3d6+1d4-2");
    const keys = [...p.keys()];
    expect(keys[0]).toBe(dice.minTotal("3d6+1d4-2"));
    expect(keys.at(-1)).toBe(dice.maxTotal("3d6+1d4-2"));
    let m = 0;
    for (const [t, q] of p) m += t * q;
    expect(m).toBeCloseTo(dice.mean("3d6+1d4-2"), 12);
  });

  it("throws on formulas it cannot parse", () => {
    expect(() => dice.minTotal("x")).toThrow("Invalid dice formula");
    expect(() => dice.maxTotal("")).toThrow("empty");
    expect(() => dice.mean("2d0")).toThrow("no faces");
  });
});
