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

describe("roundOdds: the odds with the GM's calls (rulings: Chases)", () => {
  const call = (modifier: number, autoLoss = false) => ({ modifier, autoLoss });

  it("with no calls, the pair's plain odds", () => {
    const plain = { pursuer: "1d20+3", quarry: "1d20+1", ties: "nothing" as const };
    expect(chase.roundOdds(plain)).toEqual(chase.pairOdds(plain));
    expect(chase.roundOdds({ ...plain, pursuerCall: call(0), quarryCall: undefined })).toEqual(
      chase.pairOdds(plain),
    );
  });

  it("1d20 +2 against 1d20: 229/400, 153/400, a tie 18/400", () => {
    const odds = chase.roundOdds({
      pursuer: "1d20",
      quarry: "1d20",
      ties: "nothing",
      pursuerCall: call(2),
    });
    expect(odds.pursuer).toBeCloseTo(229 / 400, 12);
    expect(odds.quarry).toBeCloseTo(153 / 400, 12);
    expect(odds.tie).toBeCloseTo(18 / 400, 12);
  });

  it("a negative modifier on the quarry reads as a plus for the pursuer", () => {
    const a = chase.roundOdds({
      pursuer: "1d20",
      quarry: "1d20",
      ties: "nothing",
      quarryCall: call(-2),
    });
    const b = chase.roundOdds({
      pursuer: "1d20",
      quarry: "1d20",
      ties: "nothing",
      pursuerCall: call(2),
    });
    expect(a.pursuer).toBeCloseTo(b.pursuer, 12);
    expect(a.quarry).toBeCloseTo(b.quarry, 12);
  });

  it("Star Worlds 2d6 +1 against 2d6: the modified tie (140/1296) is rerolled plain, 791/1296 against 505/1296", () => {
    const odds = chase.roundOdds({
      pursuer: "2d6",
      quarry: "2d6",
      ties: "reroll",
      pursuerCall: call(1),
    });
    expect(odds.pursuer).toBeCloseTo(791 / 1296, 12);
    expect(odds.quarry).toBeCloseTo(505 / 1296, 12);
    expect(odds.tie).toBe(0);
  });

  it.each([
    [true, false, { pursuer: 0, quarry: 1, tie: 0 }],
    [false, true, { pursuer: 1, quarry: 0, tie: 0 }],
    [true, true, { pursuer: 0, quarry: 0, tie: 1 }],
  ])("pursuer loses %s, quarry loses %s: decided before the dice", (p, q, expected) => {
    expect(
      chase.roundOdds({
        pursuer: "1d20+9",
        quarry: "1d20",
        ties: "nothing",
        pursuerCall: call(5, p),
        quarryCall: call(0, q),
      }),
    ).toEqual(expected);
  });
});

describe("the counts the odds divide (their breakdowns)", () => {
  it("1d20+2 against 1d20, ties changing nothing: 229, 153 and 18 of the 400 rolls", () => {
    expect(chase.pairCounts({ pursuer: "1d20+2", quarry: "1d20", ties: "nothing" })).toEqual({
      pursuer: { of: 229, over: 400 },
      quarry: { of: 153, over: 400 },
      tie: { of: 18, over: 400 },
    });
  });

  it("ties rolled again: only the rolls that break the tie count", () => {
    const c = chase.pairCounts({ pursuer: "2d6+1", quarry: "2d6", ties: "reroll" });
    expect(c.pursuer.over).toBe(c.pursuer.of + c.quarry.of);
    expect(c.tie.of).toBe(0);
    expect(c.pursuer.of / c.pursuer.over).toBe(dice.opposedChance("2d6+1", "2d6", "reroll"));
  });

  it("a modified round with ties rolled again: every modified roll times every breaking roll", () => {
    const call = { modifier: 2, autoLoss: false };
    const c = chase.roundCounts({
      pursuer: "2d6",
      quarry: "2d6",
      ties: "reroll",
      pursuerCall: call,
    });
    expect(Number.isInteger(c.pursuer.of) && c.pursuer.over === c.quarry.over).toBe(true);
    expect(c.pursuer.of + c.quarry.of).toBe(c.pursuer.over);
    expect(chase.oddsOfCounts(c)).toEqual(
      chase.roundOdds({ pursuer: "2d6", quarry: "2d6", ties: "reroll", pursuerCall: call }),
    );
  });

  it("an automatic loss: a sure thing, 1 of 1", () => {
    const c = chase.roundCounts({
      pursuer: "1d20",
      quarry: "1d20",
      ties: "nothing",
      quarryCall: { modifier: 0, autoLoss: true },
    });
    expect(c.pursuer).toEqual({ of: 1, over: 1 });
  });
});
