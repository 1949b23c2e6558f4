import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dice } from "../../../src/rules/index.js";
import type { DiceTerm } from "../../../src/rules/dice/index.js";

describe("dice.formatFormula: canonical form", () => {
  it.each([
    ["2d6 + 3", "2d6+3"],
    ["1d20 - 1", "1d20-1"],
    ["2d6 - 1d4", "2d6-1d4"],
    ["d6", "1d6"],
    ["-1 + d6", "-1+1d6"],
    ["+5", "5"],
    ["007D6", "7d6"],
  ])("%j → %j", (formula, canonical) => {
    expect(dice.formatFormula(dice.parseFormula(formula))).toBe(canonical);
  });

  it("formats an empty list as 0", () => {
    expect(dice.formatFormula([])).toBe("0");
  });

  it.each<[unknown, string]>([
    ["2d6", "terms must be an array"],
    [[null], "terms[0] must be a dice term object"],
    [[{ kind: "dice", sign: 0, count: 1, faces: 6 }], "terms[0].sign must be 1 or -1, got 0"],
    [[{ kind: "dice", sign: 1, count: 0, faces: 6 }], "terms[0].count must be between 1 and 100"],
    [[{ kind: "dice", sign: 1, count: 1, faces: 101 }], "terms[0].faces must be between 1 and 100"],
    [[{ kind: "flat", sign: -1, value: -3 }], "terms[0].value must be between 0 and 10000"],
    [[{ kind: "pool", sign: 1 }], 'terms[0].kind must be "dice" or "flat"'],
  ])("rejects bad terms %j", (terms, message) => {
    expect(() => dice.formatFormula(terms as DiceTerm[])).toThrow(message);
  });

  it("property: format then parse gives the same terms", () => {
    const term = fc.oneof(
      fc.record({
        kind: fc.constant("dice" as const),
        sign: fc.constantFrom(1 as const, -1 as const),
        count: fc.integer({ min: 1, max: 20 }),
        faces: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({
        kind: fc.constant("flat" as const),
        sign: fc.constantFrom(1 as const, -1 as const),
        value: fc.integer({ min: 0, max: 10000 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 8 }), (terms) => {
        expect(dice.parseFormula(dice.formatFormula(terms))).toEqual(terms);
      }),
    );
  });
});

describe("dice.criticalFormula: seed Natural 20 — roll damage dice twice, never × 2", () => {
  it.each([
    ["2d8+2", "2d8+2+2d8+2"],
    ["1d6", "1d6+1d6"],
    ["1d4-1", "1d4-1+1d4-1"],
    ["-1+d6", "-1+1d6-1+1d6"],
    ["3", "3+3"],
  ])("%j → %j", (formula, critical) => {
    expect(dice.criticalFormula(formula)).toBe(critical);
  });

  it("doubles the mean, and spreads more widely than one roll × 2", () => {
    expect(dice.mean(dice.criticalFormula("2d8+2"))).toBe(2 * dice.mean("2d8+2"));
    // one roll × 2 gives only the 16 even totals 6..36; two rolls give every total from 8 to 36
    expect(dice.pmf(dice.criticalFormula("2d8+2")).size).toBe(29);
  });

  it("throws when the doubled formula breaks the dice limits", () => {
    expect(() => dice.criticalFormula("150d6")).toThrow("at most 100 per group");
    expect(() => dice.criticalFormula("90d6+20d6")).toThrow("at most 200 in all");
    expect(() => dice.criticalFormula("2d")).toThrow("Invalid dice formula");
  });
});

describe("dice.addModifier", () => {
  it.each([
    ["1d6", 2, "1d6+2"],
    ["1d6+1", 2, "1d6+3"],
    ["1d6+1", -1, "1d6"],
    ["1d6", -3, "1d6-3"],
    ["2+1d8-1", 0, "1d8+1"],
    ["3", -3, "0"],
    ["1d6-1d4+2", 1, "1d6-1d4+3"],
  ] as const)("%j with %d → %j", (formula, modifier, result) => {
    expect(dice.addModifier(formula, modifier)).toBe(result);
  });

  it("rejects a bad modifier or a result past the limits", () => {
    expect(() => dice.addModifier("1d6", 1.5)).toThrow("modifier must be an integer");
    expect(() => dice.addModifier("1d6+10000", 1)).toThrow(
      "value must be between 0 and 10000, got 10001",
    );
  });
});

describe("dice.formatFormula: a term that is not an object", () => {
  it("is named by its place in the list", () => {
    expect(() => dice.formatFormula([5 as unknown as DiceTerm])).toThrow(
      "terms[0] must be a dice term object",
    );
  });
});
