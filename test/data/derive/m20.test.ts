// An m20 character's derived numbers: max HP from STR and the hit dice, effective STR (STR damage
// lowers it and its bonus), missing hit dice, the level cap, and what the Force costs now.
import { describe, expect, it } from "vitest";
import { deriveM20, type M20Inputs } from "../../../src/data/derive/m20.js";
import { m20 } from "../../../src/rules/index.js";

const inputs = (over: Partial<M20Inputs> = {}): M20Inputs => ({
  stats: { str: 14, dex: 12, mnd: 16 },
  level: 3,
  class: { knight: true, droid: false, affinity: false },
  skills: { physical: 2, force: 4 },
  attack: { melee: null, ranged: null },
  hitDice: [4, 5],
  strDamage: 0,
  items: { armor: [], weapons: [] },
  inCombat: false,
  modifiers: { attack: 0, damage: 0, ac: 0 },
  ...over,
});

describe("deriveM20", () => {
  it("max HP from STR and the dice rolled; a level without its die is counted", () => {
    const d = deriveM20(inputs());
    expect(d.maxHp).toBe(m20.maxHp({ str: 14, hitDice: [4, 5], level: 3 }));
    expect(d.hitDiceMissing).toBe(1);
    expect(deriveM20(inputs({ hitDice: [4, 5, 6, 1] })).hitDiceMissing).toBe(0);
  });

  it("STR damage lowers effective STR and the STR bonus", () => {
    const hurt = deriveM20(inputs({ strDamage: 6 }));
    expect(hurt.effectiveStr).toBe(8);
    expect(hurt.bonuses.str).toBe(m20.statBonus(8));
    expect(deriveM20(inputs()).bonuses.str).toBe(m20.statBonus(14));
  });

  it("above level 10 is allowed and flagged", () => {
    expect(deriveM20(inputs({ level: 11 })).aboveLevelCap).toBe(true);
    expect(deriveM20(inputs({ level: 10 })).aboveLevelCap).toBe(false);
  });

  it("the Force: 4 HP in combat (2 with Affinity), nothing out of it; a droid has none", () => {
    expect(deriveM20(inputs()).force).toEqual({ blocked: null, costInCombat: 4, costNow: 0 });
    expect(deriveM20(inputs({ inCombat: true })).force.costNow).toBe(4);
    const affinity = { knight: true, droid: false, affinity: true };
    expect(deriveM20(inputs({ class: affinity, inCombat: true })).force.costNow).toBe(2);
    const droid = deriveM20(inputs({ class: { knight: true, droid: true, affinity: false } }));
    expect(droid.force.blocked).toBe("droid");
    const notKnight = { knight: false, droid: false, affinity: false };
    expect(deriveM20(inputs({ class: notKnight })).force.blocked).toBe("notKnight");
  });
});
