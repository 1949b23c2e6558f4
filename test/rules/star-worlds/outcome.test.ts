import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dice, starWorlds } from "../../../src/rules/index.js";
import type { Outcome } from "../../../src/rules/star-worlds/index.js";

describe("Star Worlds seed Rolling Dice: 2d6 + attribute in bands", () => {
  it.each<[number, boolean, Outcome]>([
    [2, false, "failure"],
    [6, false, "failure"],
    [6, true, "closeCall"],
    [-1, true, "closeCall"],
    [7, false, "problem"],
    [9, true, "problem"],
    [10, false, "success"],
    [11, true, "success"],
    [12, false, "critical"],
    [15, true, "critical"],
  ])("total %d (skilled %s) → %s", (total, skilled, band) => {
    expect(starWorlds.outcome(total, { skilled })).toBe(band);
  });

  it("rejects bad totals and flags", () => {
    expect(() => starWorlds.outcome(7.5, { skilled: false })).toThrow("check total");
    expect(() => starWorlds.outcome(7, { skilled: "y" as unknown as boolean })).toThrow("skilled");
  });
});

describe("Star Worlds exact band chances (count / 36)", () => {
  it.each<[number, boolean, Record<Outcome, number>]>([
    [
      0,
      false,
      { failure: 15 / 36, closeCall: 0, problem: 15 / 36, success: 5 / 36, critical: 1 / 36 },
    ],
    [
      0,
      true,
      { failure: 0, closeCall: 15 / 36, problem: 15 / 36, success: 5 / 36, critical: 1 / 36 },
    ],
    [
      1,
      false,
      { failure: 10 / 36, closeCall: 0, problem: 16 / 36, success: 7 / 36, critical: 3 / 36 },
    ],
    [
      3,
      true,
      { failure: 0, closeCall: 3 / 36, problem: 12 / 36, success: 11 / 36, critical: 10 / 36 },
    ],
    [-1, false, { failure: 21 / 36, closeCall: 0, problem: 12 / 36, success: 3 / 36, critical: 0 }],
    [10, false, { failure: 0, closeCall: 0, problem: 0, success: 0, critical: 1 }],
  ])("attribute %d, skilled %s", (attribute, skilled, chances) => {
    expect(starWorlds.outcomeChances(attribute, { skilled })).toEqual(chances);
    expect(starWorlds.bandChances(attribute, { skilled })).toEqual(chances);
  });

  it("agrees with dice.probability and sums to 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: -12, max: 12 }), fc.boolean(), (attribute, skilled) => {
        const c = starWorlds.outcomeChances(attribute, { skilled });
        const sum = starWorlds.OUTCOMES.reduce((s, o) => s + c[o], 0);
        expect(sum).toBeCloseTo(1, 12);
        for (const o of starWorlds.OUTCOMES) {
          expect(c[o]).toBe(
            dice.probability(
              `2d6+${attribute + 20}`,
              (t) => starWorlds.outcome(t - 20, { skilled }) === o,
            ),
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it("rejects bad attributes", () => {
    expect(() => starWorlds.outcomeChances(0.5, { skilled: false })).toThrow("attribute");
    expect(() => starWorlds.outcomeChances(0, { skilled: 1 as unknown as boolean })).toThrow(
      "skilled",
    );
  });
});

describe("Star Worlds seed Opposed: there must be a clear winner; ties roll again", () => {
  it.each([
    [9, 7, "a"],
    [7, 9, "b"],
    [8, 8, "reroll"],
  ] as const)("%d vs %d → %s", (a, b, result) => {
    expect(starWorlds.opposedWinner(a, b)).toBe(result);
  });

  it.each([
    [0, 0, 1 / 2],
    [2, 0, dice.opposedChance("2d6+2", "2d6", "reroll")],
    [-1, 3, dice.opposedChance("2d6", "2d6+4", "reroll")],
    [0, 10, 0],
  ])("attribute %d vs %d → exact %d", (attribute, otherAttribute, chance) => {
    expect(starWorlds.opposedChance({ attribute, otherAttribute })).toBe(chance);
  });

  it("+1 vs 0: wins / (wins + losses) over the 1296 rolls", () => {
    let wins = 0;
    let losses = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++)
          for (let d = 1; d <= 6; d++) {
            if (a + b + 1 > c + d) wins++;
            else if (a + b + 1 < c + d) losses++;
          }
    expect(starWorlds.opposedChance({ attribute: 1, otherAttribute: 0 })).toBe(
      wins / (wins + losses),
    );
  });

  it("property: the two sides' chances add up to 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), (x, y) => {
        const a = starWorlds.opposedChance({ attribute: x, otherAttribute: y });
        const b = starWorlds.opposedChance({ attribute: y, otherAttribute: x });
        expect(a + b).toBeCloseTo(1, 12);
      }),
    );
  });

  it("rejects bad inputs", () => {
    expect(() => starWorlds.opposedWinner(1.5, 2)).toThrow("first total");
    expect(() => starWorlds.opposedWinner(1, NaN)).toThrow("second total");
    expect(() => starWorlds.opposedChance({ attribute: 0.5, otherAttribute: 0 })).toThrow(
      "attribute",
    );
    expect(() => starWorlds.opposedChance({ attribute: 0, otherAttribute: 0.5 })).toThrow(
      "other attribute",
    );
  });
});
