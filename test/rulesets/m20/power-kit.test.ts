// m20's kit: the Force rules under the kit's names, checked on the seed's example (a 7th-level
// Knight, Force 7 and MND 14, Force Pushing five battle droids: 8 HP, −8 on the check).
import { describe, expect, it } from "vitest";
import { m20PowerKit } from "../../../src/rulesets/m20/power-kit.js";

const droid = { physical: 0, power: 0, statBonuses: { str: 0, dex: 1, mnd: -1 } };

describe("m20PowerKit", () => {
  it("is the Force: its skill, item type and powers", () => {
    expect([m20PowerKit.ruleset, m20PowerKit.skill, m20PowerKit.itemType]).toEqual([
      "m20",
      "force",
      "forcePower",
    ]);
    expect(m20PowerKit.power("push")).toMatchObject({ id: "push" });
  });

  it("five targets in combat: 8 HP and −8, so Force 7 + MND +2 checks at +1", () => {
    expect(m20PowerKit.cost({ targets: 5, inCombat: true })).toBe(8);
    expect(m20PowerKit.penalty(5)).toBe(-8);
    expect(m20PowerKit.checkBonus({ rank: 7, statBonus: 2, targets: 5 })).toBe(1);
  });

  it("out of combat a power costs nothing", () => {
    expect(m20PowerKit.cost({ targets: 5, inCombat: false })).toBe(0);
  });

  it("a battle droid resists Push with Physical + its stat bonus (+1)", () => {
    expect(m20PowerKit.resistBonus(m20PowerKit.power("push"), droid)).toBe(1);
  });

  it("only a Knight who is not a droid uses the Force", () => {
    expect(m20PowerKit.canUse({ knight: true, droid: false })).toEqual({ ok: true });
    expect(m20PowerKit.canUse({ knight: false, droid: false }).ok).toBe(false);
    expect(m20PowerKit.canUse({ knight: true, droid: true }).ok).toBe(false);
  });

  it("Push deals 1d4 per level; Surge deals none", () => {
    expect(m20PowerKit.damageFormula(m20PowerKit.power("push"), 7)).toBe("7d4");
    expect(m20PowerKit.damageFormula(m20PowerKit.power("surge"), 7)).toBeNull();
  });

  it("Lightning is blocked with Force + MND when that beats the dodge", () => {
    const knight = { physical: 0, power: 5, statBonuses: { str: 0, dex: 1, mnd: 2 } };
    expect(m20PowerKit.resistBonus(m20PowerKit.power("lightning"), knight)).toBe(7);
  });
});
