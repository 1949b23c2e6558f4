import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { starWorlds } from "../../../src/rules/index.js";

describe("Star Worlds seed Hero Points", () => {
  it("a maximum of twelve held", () => {
    expect(starWorlds.maxHeroPoints).toBe(12);
    expect(starWorlds.MAX_HERO_POINTS).toBe(12);
  });

  it("the five spends: reroll, evade 1d6, +1d6 damage, recharge, borrow a career ability", () => {
    expect(starWorlds.HERO_SPENDS).toEqual([
      "reroll",
      "evade",
      "extraDamage",
      "recharge",
      "borrowAbility",
    ]);
    expect(starWorlds.HERO_SPENDS.map(starWorlds.heroSpendFormula)).toEqual([
      null,
      "1d6",
      "1d6",
      null,
      null,
    ]);
    expect(() => starWorlds.heroSpendFormula("heal" as "reroll")).toThrow("Hero Point spend");
  });

  it("spending: one fewer held, one more counted toward levelling", () => {
    expect(starWorlds.spendHeroPoint({ heroPoints: 3, spent: 11 })).toEqual({
      heroPoints: 2,
      spent: 12,
    });
    expect(() => starWorlds.spendHeroPoint({ heroPoints: 0, spent: 4 })).toThrow(
      "No Hero Points to spend",
    );
    expect(() => starWorlds.spendHeroPoint({ heroPoints: 13, spent: 0 })).toThrow(
      "Hero Points must be between 0 and 12",
    );
    expect(() => starWorlds.spendHeroPoint({ heroPoints: 1, spent: -1 })).toThrow(
      "Hero Points spent",
    );
  });

  it.each([
    [
      { from: 5, to: 3, amount: 2 },
      { from: 3, to: 5 },
    ],
    [
      { from: 1, to: 11, amount: 1 },
      { from: 0, to: 12 },
    ],
  ])("sharing with other players %j → %j", (a, result) => {
    expect(starWorlds.giveHeroPoints(a)).toEqual(result);
  });

  it.each([
    [{ from: 1, to: 3, amount: 2 }, "The giver has 1 Hero Points, cannot give 2"],
    [{ from: 5, to: 11, amount: 2 }, "The receiver would hold 13 Hero Points (at most 12)"],
    [{ from: 5, to: 3, amount: 0 }, "amount given must be at least 1"],
    [{ from: -1, to: 3, amount: 1 }, "giver's Hero Points"],
    [{ from: 1, to: 13, amount: 1 }, "receiver's Hero Points"],
  ])("rejects giving %j", (a, message) => {
    expect(() => starWorlds.giveHeroPoints(a)).toThrow(message);
  });

  it.each([
    [3, 2, 5],
    [11, 4, 12],
    [12, 0, 12],
  ])("gaining: %d held + %d → %d (capped at 12)", (held, amount, result) => {
    expect(starWorlds.gainHeroPoints(held, amount)).toBe(result);
  });

  it("rejects bad gains", () => {
    expect(() => starWorlds.gainHeroPoints(3, -1)).toThrow("Hero Points gained");
    expect(() => starWorlds.gainHeroPoints(14, 1)).toThrow("Hero Points");
  });

  it.each([
    [7, 4, 3],
    [3, 5, 0],
    [0, 0, 0],
  ])("evade 1d6: %d damage less a roll of %d → %d", (damage, roll, left) => {
    expect(starWorlds.evadeDamage(damage, roll)).toBe(left);
  });

  it("rejects bad evade inputs", () => {
    expect(() => starWorlds.evadeDamage(-1, 2)).toThrow("damage");
    expect(() => starWorlds.evadeDamage(1, 2.5)).toThrow("evade roll");
  });

  it("property: held points stay within 0..12 whatever is gained or given", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 50 }),
        (held, amount) => {
          const after = starWorlds.gainHeroPoints(held, amount);
          expect(after).toBeGreaterThanOrEqual(held);
          expect(after).toBeLessThanOrEqual(12);
        },
      ),
    );
  });
});

describe("seed 002 line 41: the GM awards Hero Points", () => {
  it("line 49: the same amount to each, capped at twelve held; an award is not a spend", () => {
    expect(
      starWorlds.awardHeroPoints(
        [
          { id: "a", held: 0 },
          { id: "b", held: 10 },
          { id: "c", held: 12 },
        ],
        3,
      ),
    ).toEqual([
      { id: "a", held: 0, after: 3, gained: 3, capped: false },
      { id: "b", held: 10, after: 12, gained: 2, capped: true },
      { id: "c", held: 12, after: 12, gained: 0, capped: true },
    ]);
    expect(starWorlds.awardHeroPoints([], 1)).toEqual([]);
  });

  it("awards 1 to 12 points, to a held count of 0 to 12", () => {
    expect(() => starWorlds.awardHeroPoints([{ id: "a", held: 0 }], 0)).toThrow(
      "Hero Points awarded",
    );
    expect(() => starWorlds.awardHeroPoints([{ id: "a", held: 0 }], 13)).toThrow(
      "Hero Points awarded",
    );
    expect(() => starWorlds.awardHeroPoints([{ id: "a", held: 13 }], 1)).toThrow("Hero Points");
  });

  it("nobody ever holds more than twelve after an award", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 12 }), (h, n) => {
        const [row] = starWorlds.awardHeroPoints([{ id: "x", held: h }], n);
        return row!.after === Math.min(12, h + n) && row!.gained === row!.after - h;
      }),
    );
  });
});

describe("awarding Hero Points: the recipients", () => {
  it("must be a list", () => {
    expect(() => starWorlds.awardHeroPoints("Kara" as never, 1)).toThrow(
      "recipients must be an array",
    );
  });
});
