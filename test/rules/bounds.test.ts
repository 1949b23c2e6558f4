// Bounds on what a player types (src/rules/validate.ts): a value held to its range, and a roll's flat
// bonus held to the best the GM computes for the roller plus the roll dialog's modifier.
import { describe, expect, it } from "vitest";
import { bonusWithinCeiling, clampTo } from "../../src/rules/validate.js";

const RANGE = { min: -20, max: 20 };

describe("clampTo", () => {
  it.each([
    [1000, 20],
    [-1000, -20],
    [7, 7],
    [20, 20],
    [-20, -20],
  ])("%d within ±20 is %d", (value, kept) => {
    expect(clampTo(value, RANGE)).toBe(kept);
  });

  it("a value that is no finite number reads as the bound nearer 0", () => {
    expect(clampTo(Number.NaN, RANGE)).toBe(0);
    expect(clampTo(Number.POSITIVE_INFINITY, RANGE)).toBe(0);
    expect(clampTo(Number.NaN, { min: 1, max: 30 })).toBe(1);
    expect(clampTo(Number.NaN, { min: -30, max: -1 })).toBe(-1);
  });
});

describe("bonusWithinCeiling", () => {
  it("up to the ceiling plus the modifier's maximum, and any lower bonus", () => {
    expect(bonusWithinCeiling(25, 5, RANGE)).toBe(true);
    expect(bonusWithinCeiling(26, 5, RANGE)).toBe(false);
    expect(bonusWithinCeiling(1000, 5, RANGE)).toBe(false);
    expect(bonusWithinCeiling(-1000, 5, RANGE)).toBe(true);
    expect(bonusWithinCeiling(Number.NaN, 5, RANGE)).toBe(false);
  });
});
