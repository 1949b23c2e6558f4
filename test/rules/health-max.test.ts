// Current health when the maximum changes: full stays full, damage taken is kept, never above max.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { healthAfterMaxChange } from "../../src/rules/index.js";

describe("healthAfterMaxChange", () => {
  it.each([
    // at full health: follows the max up and down
    [10, 10, 19, 19],
    [19, 19, 10, 10],
    [20, 20, 24, 24],
    [12, 12, 15, 15],
    // stored above the max (an old value): full, so the new max
    [25, 20, 22, 22],
    // damaged: raising by N raises current by N
    [14, 19, 22, 17],
    [5, 10, 11, 6],
    [0, 12, 16, 4],
    // Space Opera below 0 (dying): the same rule
    [-3, 20, 23, 0],
    // damaged: lowering keeps current, clamped to the new max
    [14, 19, 16, 14],
    [14, 19, 12, 12],
    [-2, 20, 18, -2],
    // no change
    [7, 10, 10, 7],
  ])("current %d, max %d → %d: current %d", (current, oldMax, newMax, expected) => {
    expect(healthAfterMaxChange({ current, oldMax, newMax })).toBe(expected);
  });

  it("refuses non-integers", () => {
    expect(() => healthAfterMaxChange({ current: 1.5, oldMax: 3, newMax: 4 })).toThrow("current");
    expect(() => healthAfterMaxChange({ current: 1, oldMax: NaN, newMax: 4 })).toThrow("oldMax");
    expect(() => healthAfterMaxChange({ current: 1, oldMax: 3, newMax: Infinity })).toThrow(
      "newMax",
    );
  });

  const int = fc.integer({ min: -50, max: 200 });
  it("never above the new max; full stays full; damage taken is kept when the max rises", () => {
    fc.assert(
      fc.property(int, int, int, (current, oldMax, newMax) => {
        const after = healthAfterMaxChange({ current, oldMax, newMax });
        expect(after).toBeLessThanOrEqual(newMax);
        if (current >= oldMax) expect(after).toBe(newMax);
        else if (newMax >= oldMax) expect(newMax - after).toBe(oldMax - current);
        else expect(after).toBe(Math.min(current, newMax));
      }),
    );
  });
});
