// chase.checkTotal: the GM recomputes a chase check from the dice a client reports (the bonus is
// the GM's own reading of the actor; dice outside the check's faces are refused).
import { describe, expect, it } from "vitest";
import { chase } from "../../../src/rules/index.js";

describe("the GM recomputes a check from the reported dice", () => {
  it.each([
    ["1d20", 3, [17], 20],
    ["2d6", -1, [6, 2], 7],
  ])("%s + %d with %j → %d", (d, bonus, results, total) => {
    expect(chase.checkTotal({ dice: d, bonus, results })).toBe(total);
  });

  it.each([
    ["1d20", [21], "from 1 to 20"],
    ["1d20", [0], "from 1 to 20"],
    ["2d6", [3], "needs 2"],
    ["2d6", [3, 2.5], "whole number"],
    ["1d20", "20", "needs 1"],
  ])("refuses %s with %j", (d, results, message) => {
    expect(() => chase.checkTotal({ dice: d, bonus: 0, results })).toThrow(message);
  });
});

describe("the bonus", () => {
  it("must be a whole number", () => {
    expect(() => chase.checkTotal({ dice: "1d20", bonus: 1.5, results: [10] })).toThrow("bonus");
  });
});

describe("which dice a check has", () => {
  it("counts only the added dice of the formula: flat terms and subtracted dice are not rolled here", () => {
    expect(chase.checkTotal({ dice: "1d20+2", bonus: 0, results: [10] })).toBe(10);
    expect(chase.checkTotal({ dice: "1d20-1d4", bonus: 1, results: [10] })).toBe(11);
  });

  it("a 1 is a die's lowest result, and the bad die is named by its place", () => {
    expect(chase.checkTotal({ dice: "2d6", bonus: 0, results: [1, 1] })).toBe(2);
    expect(() => chase.checkTotal({ dice: "2d6", bonus: 0, results: [3, 2.5] })).toThrow(
      "die 2 must be a whole number from 1 to 6",
    );
  });
});
