import { describe, expect, it } from "vitest";
import { dice } from "../../../src/rules/index.js";

const group = (faces: number, results: number[], active = true) => ({
  faces,
  number: results.length,
  results: results.map((result) => ({ result, active })),
});

describe("dice.totalOfRolled: dice a client says it rolled, against a formula", () => {
  it("adds the dice and the flat parts, with their signs", () => {
    expect(dice.totalOfRolled("2d6+3", [group(6, [4, 5])])).toBe(12);
    expect(dice.totalOfRolled("1d20 - 2 + 1d4", [group(20, [20]), group(4, [1])])).toBe(19);
  });

  it.each([
    ["a die above its faces", "2d6", [group(6, [6, 7])]],
    ["a die of 0", "2d6", [group(6, [0, 6])]],
    ["a fraction", "1d6", [group(6, [2.5])]],
    ["other faces", "2d6", [group(8, [1, 1])]],
    ["one die short", "2d6", [{ faces: 6, number: 2, results: [{ result: 6 }] }]],
    ["a group too many", "2d6", [group(6, [1, 1]), group(6, [6])]],
    ["a group missing", "2d6+1d4", [group(6, [1, 1])]],
    ["a formula that does not parse", "2d6+", [group(6, [1, 1])]],
  ])("%s: null", (_what, formula, groups) => {
    expect(dice.totalOfRolled(formula, groups)).toBeNull();
  });

  it("discarded dice are left out (a kept die only counts)", () => {
    const g = { faces: 6, number: 1, results: [{ result: 6, active: false }, { result: 2 }] };
    expect(dice.totalOfRolled("1d6", [g])).toBe(2);
  });
});
