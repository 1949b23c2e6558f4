// chase.pairOdds: the exact chance of each side of a pair before the round, from the dice engine.
import { describe, expect, it } from "vitest";
import { chase, dice } from "../../../src/rules/index.js";

describe("odds before the roll equal dice.opposedChance", () => {
  it.each([
    ["1d20+3", "1d20+1"],
    ["1d20", "1d20"],
    ["1d20+6", "1d20-1"],
  ])("Space Opera %s against %s: a tie changes nothing", (p, q) => {
    const odds = chase.pairOdds({ pursuer: p, quarry: q, ties: "nothing" });
    expect(odds.pursuer).toBe(dice.opposedChance(p, q, "defender"));
    expect(odds.quarry).toBe(dice.opposedChance(q, p, "defender"));
    expect(odds.pursuer + odds.quarry + odds.tie).toBeCloseTo(1, 12);
  });

  it("1d20 against 1d20: 190/400 each, 20/400 a tie", () => {
    expect(chase.pairOdds({ pursuer: "1d20", quarry: "1d20", ties: "nothing" })).toEqual({
      pursuer: 190 / 400,
      quarry: 190 / 400,
      tie: expect.closeTo(20 / 400, 12) as number,
    });
  });

  it.each([
    ["2d6+1", "2d6"],
    ["2d6-1", "2d6+3"],
  ])("Star Worlds %s against %s: ties rolled again", (p, q) => {
    const odds = chase.pairOdds({ pursuer: p, quarry: q, ties: "reroll" });
    expect(odds.pursuer).toBe(dice.opposedChance(p, q, "reroll"));
    expect(odds.pursuer + odds.quarry).toBeCloseTo(1, 12);
    expect(odds.tie).toBe(0);
  });
});

describe("pairOdds refuses", () => {
  it("a tie rule it does not know", () => {
    expect(() =>
      chase.pairOdds({ pursuer: "1d20", quarry: "1d20", ties: "coin" as never }),
    ).toThrow('ties must be "nothing" or "reroll", got coin');
  });
});
