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

  // Ruling "Chases in every ruleset", revised (seed 002: Speed first): the +1 adds to Speed as well
  // as to the Daring roll, every tie-break included. From Speed 3 against 4 it meets the quarry's
  // Speed, and the dice decide: 2d6+1 against 2d6 with ties rolled again, 721/1156 against 435/1156.
  it("Star Worlds 2d6 +1 (Speed 3) against 2d6 (Speed 4): equal Speeds, ties rolled with the +1, 721/1156 against 435/1156", () => {
    const odds = chase.roundOdds({
      pursuer: "2d6",
      quarry: "2d6",
      ties: "reroll",
      pursuerCall: call(1),
      speeds: { pursuer: 3, quarry: 4 },
    });
    expect(odds.pursuer).toBeCloseTo(721 / 1156, 12);
    expect(odds.quarry).toBeCloseTo(435 / 1156, 12);
    expect(odds.tie).toBe(0);
  });

  it("Star Worlds: the faster runner wins with certainty, whatever the dice, unless modified", () => {
    const worlds = { pursuer: "2d6-1", quarry: "2d6+3", ties: "reroll" as const };
    expect(chase.roundOdds({ ...worlds, speeds: { pursuer: 4, quarry: 1 } })).toEqual({
      pursuer: 1,
      quarry: 0,
      tie: 0,
    });
    expect(chase.roundOdds({ ...worlds, speeds: { pursuer: 1, quarry: 4 } })).toEqual({
      pursuer: 0,
      quarry: 1,
      tie: 0,
    });
    // The same pursuer +1 on equal Speeds is faster: a sure win; −1 on the faster makes them equal.
    expect(
      chase.roundOdds({ ...worlds, pursuerCall: call(1), speeds: { pursuer: 4, quarry: 4 } }),
    ).toEqual({ pursuer: 1, quarry: 0, tie: 0 });
    expect(
      chase.roundOdds({ ...worlds, quarryCall: call(-1), speeds: { pursuer: 3, quarry: 4 } }),
    ).toEqual(chase.pairOdds({ pursuer: "2d6-1", quarry: "2d6+2", ties: "reroll" }));
  });

  it("Star Worlds odds need the runners' Speeds; a fractional Speed is refused", () => {
    expect(() => chase.roundOdds({ pursuer: "2d6", quarry: "2d6", ties: "reroll" })).toThrow(
      "compares Speeds first",
    );
    expect(() =>
      chase.roundOdds({
        pursuer: "2d6",
        quarry: "2d6",
        ties: "reroll",
        speeds: { pursuer: 1.5, quarry: 2 },
      }),
    ).toThrow("pursuer Speed");
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

  it("a modified round with ties rolled again: only the modified rolls that break the tie count", () => {
    // Ruling "Chases in every ruleset", revised: the +2 brings Speed 2 to the quarry's 4, and every
    // tie-break is rolled with it, so the counts are 2d6+2 against 2d6 with ties rolled again.
    const call = { modifier: 2, autoLoss: false };
    const speeds = { pursuer: 2, quarry: 4 };
    const c = chase.roundCounts({
      pursuer: "2d6",
      quarry: "2d6",
      ties: "reroll",
      pursuerCall: call,
      speeds,
    });
    expect(Number.isInteger(c.pursuer.of) && c.pursuer.over === c.quarry.over).toBe(true);
    expect(c.pursuer.of + c.quarry.of).toBe(c.pursuer.over);
    expect(c).toEqual({
      pursuer: { of: 861, over: 1171 },
      quarry: { of: 310, over: 1171 },
      tie: { of: 0, over: 1171 },
    });
    expect(chase.oddsOfCounts(c)).toEqual(
      chase.roundOdds({ pursuer: "2d6", quarry: "2d6", ties: "reroll", pursuerCall: call, speeds }),
    );
  });

  it("a faster runner: a sure thing, 1 of 1", () => {
    const c = chase.roundCounts({
      pursuer: "2d6",
      quarry: "2d6+5",
      ties: "reroll",
      speeds: { pursuer: 5, quarry: 4 },
    });
    expect(c).toEqual({
      pursuer: { of: 1, over: 1 },
      quarry: { of: 0, over: 1 },
      tie: { of: 0, over: 1 },
    });
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
