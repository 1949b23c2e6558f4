import { beforeEach, describe, expect, it } from "vitest";
import { addCombat, setupGlue, sys, type Glue } from "./setup.js";

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
      health: { value: 10, max: 23 },
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

describe("Space Opera data model", () => {
  it("max HP = 10 + STR + 2 per level beyond 1st; chase bonus from movement; dying check bonus", async () => {
    const a = await glue.createActor({
      name: "Pilot",
      type: "operaCharacter",
      system: { stats: { str: 12, dex: 15, mnd: 10 }, level: 3, movement: 50 },
    });
    expect(sys(a)).toMatchObject({
      health: { max: 10 + 12 + 4 },
      bonuses: { str: 1, dex: 2, mnd: 0 },
      chaseBonus: 2,
      dyingCheckBonus: 1 + 3,
      heroism: { value: 0, max: 3 },
      skillTotals: { agility: 2, psionics: 0 },
    });
  });

  it("HP may be negative", async () => {
    const a = await glue.createActor({
      name: "Down",
      type: "operaNpc",
      system: { health: { value: -4 } },
    });
    expect(sys(a)).toMatchObject({ health: { value: -4 }, mook: false });
  });
});

describe("Star Worlds data model", () => {
  it("max Vitality 12 + MEN (+4 at level 4), Armor/Speed from worn armor, levels from Hero Points", async () => {
    const a = await glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { attributes: { menace: 2 }, level: 4, heroPoints: { value: 3, spent: 60 } },
      items: [
        { name: "Vest", type: "armor", system: { armor: 1, speed: 3, equipped: true } },
        { name: "Helmet", type: "armor", system: { armor: 1, speed: 4, equipped: true } },
      ],
    });
    expect(sys(a)).toMatchObject({
      health: { max: 12 + 2 + 4 },
      heroPoints: { value: 3, spent: 60, max: 12 },
      armor: 2,
      speed: 3,
      earnedLevel: 6,
      levelsWaiting: 2,
      damageDice: 0,
    });
  });

  it("unarmored: Armor 0 and the highest Speed", async () => {
    const a = await glue.createActor({ name: "Bare", type: "worldsCharacter" });
    expect(sys(a)).toMatchObject({ armor: 0, speed: 4, health: { value: 12, max: 12 } });
  });

  it("an NPC keeps its own Armor, Speed, damage and Vitality max", async () => {
    const a = await glue.createActor({
      name: "Thug",
      type: "worldsNpc",
      system: { armor: 2, speed: 3, damage: "2d6", health: { value: 8, max: 8 } },
    });
    expect(sys(a)).toMatchObject({
      armor: 2,
      speed: 3,
      damage: "2d6",
      health: { value: 8, max: 8 },
    });
  });
});

describe("item data models", () => {
  it("defaults of every item type", async () => {
    const a = await glue.createActor({
      name: "Owner",
      type: "worldsCharacter",
      items: [
        { name: "w", type: "weapon" },
        { name: "a", type: "armor" },
        { name: "g", type: "gear" },
        { name: "f", type: "forcePower" },
        { name: "p", type: "psionicPower" },
        { name: "c", type: "career" },
        { name: "ab", type: "ability", system: { usesPerDay: 2, used: 1 } },
        { name: "s", type: "species", system: { skillBonus: "Piloting" } },
      ],
    });
    const byName = (n: string) => sys(a.items.find((i) => i.name === n)!);
    expect(byName("w")).toMatchObject({ damage: "1d6", kind: "melee", damageType: "kinetic" });
    expect(byName("a")).toMatchObject({ acBonus: 0, armor: 0, speed: 4, equipped: false });
    expect(byName("g")).toMatchObject({ quantity: 1, description: "" });
    expect(byName("f")).toMatchObject({ power: "custom", stat: "mnd" });
    expect(byName("p")).toMatchObject({ power: "custom", stat: "mnd" });
    expect(byName("ab")).toMatchObject({ usesPerDay: 2, used: 1, remaining: 1 });
    expect(byName("s")).toMatchObject({ skillBonus: "Piloting" });
  });
});
