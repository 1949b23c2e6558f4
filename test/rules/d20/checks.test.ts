import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { d20, dice, m20, spaceOpera } from "../../../src/rules/index.js";

describe("skill checks: d20 + bonus ≥ DC, no natural-20/1 rule", () => {
  it.each([
    [5, 15, 11 / 20],
    [0, 15, 6 / 20],
    [0, 20, 1 / 20],
    [0, 21, 0],
    [10, 11, 1],
    [30, 10, 1],
    [-5, 25, 0],
    [2, 5, 18 / 20],
    [2, 3, 1],
  ])("bonus %d vs DC %d → %d", (bonus, dc, chance) => {
    expect(d20.checkChance({ bonus, dc })).toBe(chance);
    expect(m20.checkChance({ bonus, dc })).toBe(chance);
  });

  it("rejects bad inputs", () => {
    expect(() => d20.checkChance({ bonus: 0.5, dc: 10 })).toThrow("check bonus");
    expect(() => d20.checkChance({ bonus: 0, dc: NaN })).toThrow("DC");
  });
});

describe("opposed checks: rulings higher total wins, a tie goes to the resister (defender)", () => {
  it.each([
    [15, 14, "actor"],
    [14, 14, "resister"],
    [3, 14, "resister"],
  ] as const)("%d vs %d → %s", (a, r, winner) => {
    expect(m20.opposedWinner(a, r)).toBe(winner);
    expect(spaceOpera.opposedWinner(a, r)).toBe(winner);
  });

  it("rejects non-integer totals", () => {
    expect(() => m20.opposedWinner(1.5, 2)).toThrow("actor total");
    expect(() => m20.opposedWinner(1, NaN)).toThrow("resister total");
  });

  it.each([
    [0, 0, 190 / 400],
    [5, 3, 229 / 400],
    [0, 19, 0],
    [20, 0, 1],
    [3, 5, 153 / 400],
  ])("exact chance: actor +%d vs resister +%d → %d", (actorBonus, resisterBonus, chance) => {
    expect(d20.opposedCheckChance({ actorBonus, resisterBonus })).toBe(chance);
  });

  it("property: matches dice.opposedChance with ties to the defender", () => {
    fc.assert(
      fc.property(fc.integer({ min: -25, max: 25 }), fc.integer({ min: -25, max: 25 }), (a, r) => {
        expect(d20.opposedCheckChance({ actorBonus: a, resisterBonus: r })).toBe(
          dice.opposedChance(`1d20+${a + 100}`, `1d20+${r + 100}`, "defender"),
        );
      }),
      { numRuns: 200 },
    );
  });

  it("rejects bad bonuses", () => {
    expect(() => d20.opposedCheckChance({ actorBonus: 0.5, resisterBonus: 0 })).toThrow("actor");
    expect(() => d20.opposedCheckChance({ actorBonus: 0, resisterBonus: NaN })).toThrow("resister");
  });
});

describe("d20 core: a check against a static DC (Force Surge, Farseeing, Telepathy)", () => {
  it.each([
    [15, 15, true],
    [14, 15, false],
    [3, 0, true],
  ])("total %i against DC %i → %s", (total, dc, ok) => {
    expect(d20.meetsDc(total, dc)).toBe(ok);
  });

  it("rejects a fractional total or DC", () => {
    expect(() => d20.meetsDc(14.5, 15)).toThrow("check total");
    expect(() => d20.meetsDc(14, Number.NaN)).toThrow("DC");
  });
});
