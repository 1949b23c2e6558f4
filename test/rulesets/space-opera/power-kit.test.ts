// Space Opera's kit: psionics under the kit's names (rulings: "Psionics replaces the Force"), the
// same numbers as the Force on the seed's example, read from the psionics skill.
import { describe, expect, it } from "vitest";
import { spaceOperaPowerKit as kit } from "../../../src/rulesets/space-opera/power-kit.js";
import { m20PowerKit } from "../../../src/rulesets/m20/power-kit.js";

const droid = { physical: 0, power: 0, statBonuses: { str: 0, dex: 1, mnd: -1 } };

describe("spaceOperaPowerKit", () => {
  it("is psionics: its skill, item type and powers", () => {
    expect([kit.ruleset, kit.skill, kit.itemType]).toEqual([
      "spaceOpera",
      "psionics",
      "psionicPower",
    ]);
    expect(kit.power("push")).toMatchObject({ id: "push" });
  });

  it("cost, penalty and check bonus on five targets, as the Force's", () => {
    expect(kit.cost({ targets: 5, inCombat: true })).toBe(
      m20PowerKit.cost({ targets: 5, inCombat: true }),
    );
    expect(kit.penalty(5)).toBe(m20PowerKit.penalty(5));
    expect(kit.checkBonus({ rank: 7, statBonus: 2, targets: 5 })).toBe(1);
    expect(kit.cost({ targets: 1, inCombat: false })).toBe(0);
  });

  it("the psionics rank is the resister's power skill (Lightning's block)", () => {
    expect(kit.resistBonus(kit.power("push"), droid)).toBe(1);
    const psion = { physical: 0, power: 5, statBonuses: { str: 0, dex: 1, mnd: 2 } };
    expect(kit.resistBonus(kit.power("lightning"), psion)).toBe(7);
  });

  it("damage per level, as the Force's", () => {
    expect(kit.damageFormula(kit.power("grip"), 3)).toBe("3d6");
  });

  it("only a psion who is not a droid uses psionics", () => {
    expect(kit.canUse({ knight: true, droid: false })).toEqual({ ok: true });
    expect(kit.canUse({ knight: false, droid: false }).ok).toBe(false);
    expect(kit.canUse({ knight: true, droid: true }).ok).toBe(false);
  });
});
