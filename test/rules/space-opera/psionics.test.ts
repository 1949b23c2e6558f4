import { describe, expect, it } from "vitest";
import { m20, spaceOpera } from "../../../src/rules/index.js";

const target = {
  skills: { physical: 2, psionics: 5 },
  statBonuses: { str: 1, dex: 1, mnd: 2 },
};

describe("Space Opera rulings: psionics replaces the Force", () => {
  it("the same ten powers, resisted with Psionics instead of Force", () => {
    expect(spaceOpera.PSIONIC_POWER_IDS).toEqual(m20.FORCE_POWER_IDS);
    expect(spaceOpera.PSIONIC_POWERS.mindTrick.resist).toEqual([
      { skill: "psionics", stats: ["mnd"] },
    ]);
    expect(spaceOpera.PSIONIC_POWERS.lightning.resist).toEqual([
      { skill: "physical", stats: ["dex"] },
      { skill: "psionics", stats: ["mnd"] },
    ]);
  });

  it("resistance: the best option", () => {
    expect(spaceOpera.resistBonus(spaceOpera.PSIONIC_POWERS.lightning, target)).toBe(7);
    expect(spaceOpera.resistBonus(spaceOpera.PSIONIC_POWERS.push, target)).toBe(3);
    expect(() => spaceOpera.resistBonus(spaceOpera.PSIONIC_POWERS.surge, target)).toThrow(
      "not resisted",
    );
  });

  it("the same cost, penalty, check bonus, damage and effects as the Force", () => {
    expect(spaceOpera.psionicCost({ targets: 5, inCombat: true })).toBe(8);
    expect(spaceOpera.psionicPenalty(5)).toBe(-8);
    expect(spaceOpera.psionicCheckBonus({ psionicsRank: 7, statBonus: 2, targets: 1 })).toBe(9);
    expect(
      spaceOpera.psionicCheckBonus({ psionicsRank: 7, statBonus: 2, targets: 2, other: 1 }),
    ).toBe(8);
    expect(spaceOpera.psionicDamageFormula(spaceOpera.PSIONIC_POWERS.push, 7)).toBe("7d4");
    expect(spaceOpera.psionicDamageFormula(spaceOpera.PSIONIC_POWERS.telepathy, 7)).toBeNull();
    expect(spaceOpera.battlemindBonus(20)).toBe(2);
    expect(spaceOpera.negateEnergy({ checkTotal: 9, damage: 10 })).toEqual({ negated: false });
    expect(spaceOpera.PRONE_AC_PENALTY).toBe(-4);
    expect(spaceOpera.canUsePsionics({ knight: false, droid: false })).toEqual({
      ok: false,
      reason: "notKnight",
    });
  });
});

describe("rulings: Robots — a robot has no Psionics rank (effectiveRanks)", () => {
  it("a robot's stored Psionics rank reads 0; the stored one is kept", () => {
    const stored = { psionics: 5, physical: 2 };
    expect(spaceOpera.effectiveRanks(stored, true)).toEqual({ psionics: 0, physical: 2 });
    expect(spaceOpera.effectiveRanks(stored, false)).toEqual({ psionics: 5, physical: 2 });
  });
});
