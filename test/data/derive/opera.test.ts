// A Space Opera character's derived numbers: max HP, psionics and their cost now, the chase bonus
// from movement and the dying check's bonus.
import { describe, expect, it } from "vitest";
import { deriveOpera, type OperaInputs } from "../../../src/data/derive/opera.js";
import { spaceOpera } from "../../../src/rules/index.js";

const inputs = (over: Partial<OperaInputs> = {}): OperaInputs => ({
  stats: { str: 14, dex: 12, mnd: 10 },
  level: 3,
  knight: true,
  robot: false,
  skills: { physical: 2, psionics: 3 },
  attack: { melee: null, ranged: null },
  movement: 40,
  items: { armor: [], weapons: [] },
  inCombat: false,
  modifiers: { attack: 0, damage: 0, ac: 0 },
  ...over,
});

describe("deriveOpera", () => {
  it("max HP = 10 + STR + 2 per level beyond the first", () => {
    expect(deriveOpera(inputs()).maxHp).toBe(spaceOpera.maxHp({ str: 14, level: 3 }));
    expect(deriveOpera(inputs()).maxHp).toBe(10 + 14 + 4);
  });

  it("psionics for a psion only, costing HP in combat", () => {
    const psion = deriveOpera(inputs({ inCombat: true }));
    expect(psion.psionics.blocked).toBeNull();
    expect(psion.psionics.costNow).toBe(psion.psionics.costInCombat);
    expect(deriveOpera(inputs()).psionics.costNow).toBe(0);
    expect(deriveOpera(inputs({ knight: false })).psionics.blocked).toBe("notKnight");
  });

  it("+1 on chase checks per full 10 ft over 30; the dying check adds STR bonus + level", () => {
    const d = deriveOpera(inputs());
    expect(d.chaseBonus).toBe(1);
    expect(deriveOpera(inputs({ movement: 30 })).chaseBonus).toBe(0);
    expect(d.dyingCheckBonus).toBe(d.bonuses.str + 3);
  });
});
