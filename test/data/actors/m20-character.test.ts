import { beforeEach, describe, expect, it } from "vitest";
import { addCombat, setupGlue, sys, type Glue } from "../setup.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

const lightsaber = {
  name: "Lightsaber",
  type: "weapon",
  system: { damage: "2d8", kind: "melee", damageType: "energy", attackBonus: 1 },
};
const blaster = { name: "Blaster", type: "weapon", system: { damage: "3d6", kind: "ranged" } };

describe("m20 data model: derived values come from the rules", () => {
  it("STR 14 + hit dice 4 and 5 → max HP 23; bonuses, AC, attack and skill totals", async () => {
    const a = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      system: { stats: { str: 14, dex: 12, mnd: 16 }, level: 2, hitDice: [4, 5] },
    });
    expect(sys(a)).toMatchObject({
      // Created with no current HP: at full health.
      health: { value: 23, max: 23 },
      strDamage: { value: 0, max: 14 },
      effectiveStr: 14,
      bonuses: { str: 2, dex: 1, mnd: 3 },
      ac: 11,
      attackBonus: { melee: 2, ranged: 2 },
      attackTotals: { melee: 4, ranged: 3 },
      skillTotals: { physical: 2, subterfuge: 1, knowledge: 3, communication: 3, force: 3 },
      hitDiceMissing: 0,
      aboveLevelCap: false,
      force: { blocked: "notKnight" },
    });
  });

  it("the STR bonus follows effective STR (score − STR damage)", async () => {
    const a = await glue.createActor({
      name: "Hurt",
      type: "m20Character",
      system: { stats: { str: 14, dex: 10, mnd: 10 }, strDamage: { value: 6 } },
    });
    expect(sys(a)).toMatchObject({ effectiveStr: 8, bonuses: { str: -1 } });
  });

  it("an attack bonus override replaces the level; worn armor adds to AC; weapons get lines", async () => {
    const a = await glue.createActor({
      name: "Soldier",
      type: "m20Character",
      system: {
        stats: { str: 16, dex: 14, mnd: 10 },
        level: 3,
        attack: { melee: 5, ranged: null },
      },
      items: [
        lightsaber,
        blaster,
        { name: "Plate", type: "armor", system: { acBonus: 3, equipped: true } },
        { name: "Spare", type: "armor", system: { acBonus: 5, equipped: false } },
      ],
    });
    const s = sys(a) as { weapons: Record<string, unknown>; ac: number };
    expect(s.ac).toBe(10 + 2 + 3);
    const lines = Object.values(s.weapons);
    expect(lines).toContainEqual({ attack: 3 + 5 + 1, damage: "2d8+3", damageType: "energy" });
    expect(lines).toContainEqual({ attack: 2 + 3, damage: "3d6", damageType: "kinetic" });
  });

  it("a Knight's Force costs 4 HP in combat (2 with Affinity), nothing out of combat; droids have none", async () => {
    const knight = await glue.createActor({
      name: "Knight",
      type: "m20Character",
      system: { class: { name: "Knight", knight: true } },
    });
    expect(sys(knight).force).toEqual({ blocked: null, costInCombat: 4, costNow: 0 });
    await addCombat(glue.env, [knight]);
    await knight.update({ "system.level": 2 } as never);
    expect(sys(knight).force).toEqual({ blocked: null, costInCombat: 4, costNow: 4 });
    await knight.update({ "system.class.affinity": true } as never);
    expect(sys(knight).force).toMatchObject({ costInCombat: 2, costNow: 2 });
    const droid = await glue.createActor({
      name: "R2",
      type: "m20Npc",
      system: { class: { knight: true, droid: true } },
    });
    expect(sys(droid).force).toMatchObject({ blocked: "droid" });
  });

  it("level above 10 is allowed (the GM may exceed it) and flagged for the sheet", async () => {
    const a = await glue.createActor({ name: "Old", type: "m20Character", system: { level: 12 } });
    expect(sys(a)).toMatchObject({ level: 12, aboveLevelCap: true, hitDiceMissing: 12 });
  });
});
