// Version 1's shape changes, each acting only where it finds a legacy shape: running a step again
// changes nothing, and a value with no place left is kept in `legacy`, never dropped.
import { describe, expect, it } from "vitest";
import {
  MIGRATIONS,
  numeric,
  type Legacy,
  type Source,
} from "../../src/migrations/migrate-source.js";

function migrate(documentName: "Actor" | "Item", type: string, system: Source) {
  const legacy: Legacy = {};
  for (const step of MIGRATIONS) step.migrate(documentName, type, system, legacy);
  return { system, legacy };
}

describe("numeric", () => {
  it("a number, or text that reads as one; nothing else", () => {
    expect([numeric(3), numeric("3"), numeric(" 2.5 "), numeric("")]).toEqual([
      3,
      3,
      2.5,
      undefined,
    ]);
    expect([numeric("abc"), numeric(Number.NaN), numeric(null), numeric(true)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("actors to version 1", () => {
  it("HP, STR damage and Hero Points become {value} blocks; derived maxima kept for the record", () => {
    const { system, legacy } = migrate("Actor", "m20Character", {
      hp: "12",
      hpMax: 20,
      strDamage: 2,
      attackBonus: "3",
      knight: true,
      className: "Knight",
      notes: "<p>hi</p>",
    });
    expect(system).toEqual({
      health: { value: 12 },
      strDamage: { value: 2 },
      attack: { melee: 3, ranged: 3 },
      class: { knight: true, name: "Knight" },
      biography: "<p>hi</p>",
    });
    expect(legacy).toEqual({ hpMax: 20 });
  });

  it("Star Worlds: Vitality, Hero Points spent, and an NPC's stored Vitality max", () => {
    const character = migrate("Actor", "worldsCharacter", {
      vitality: 9,
      vitalityMax: 13,
      heroPoints: 2,
      heroPointsSpent: 5,
      skills: "Piloting, Stealth,",
    });
    expect(character.system).toEqual({
      health: { value: 9 },
      heroPoints: { value: 2, spent: 5 },
      skills: ["Piloting", "Stealth"],
    });
    expect(character.legacy).toEqual({ vitalityMax: 13 });
    const npc = migrate("Actor", "worldsNpc", { vitality: 6, vitalityMax: 8 });
    expect(npc.system).toEqual({ health: { value: 6, max: 8 } });
  });

  it("a value whose new home is already set is kept in legacy; running again changes nothing", () => {
    const { system, legacy } = migrate("Actor", "m20Character", {
      hp: 4,
      health: { value: 7 },
      attackBonus: 2,
      attack: { melee: 1, ranged: null },
    });
    expect(system).toEqual({ health: { value: 7 }, attack: { melee: 1, ranged: null } });
    expect(legacy).toEqual({ hp: 4, attackBonus: 2 });
    const again = migrate("Actor", "m20Character", structuredClone(system));
    expect(again).toEqual({ system, legacy: {} });
  });
});

describe("items to version 1", () => {
  it("a weapon's ranged flag becomes its kind; damageKind becomes damageType", () => {
    expect(migrate("Item", "weapon", { ranged: true, damageKind: "energy" }).system).toEqual({
      kind: "ranged",
      damageType: "energy",
    });
  });

  it("an ability's uses become used and uses per day; a species' skill its skill bonus", () => {
    expect(migrate("Item", "ability", { uses: { value: "1", max: 3 }, notes: "x" }).system).toEqual(
      {
        used: 1,
        usesPerDay: 3,
        description: "x",
      },
    );
    expect(migrate("Item", "species", { skill: "Athletics" }).system).toEqual({
      skillBonus: "Athletics",
    });
  });

  it("each step names the keys the world migration deletes from stored data", () => {
    const [v1] = MIGRATIONS;
    expect(v1!.version).toBe(1);
    expect(v1!.legacyKeys.Actor).toContain("hp");
    expect(v1!.legacyKeys.Item).toContain("ranged");
  });
});

describe("version 2: Space Opera's Robot flag, m20's Agility and movement", () => {
  it("a stored actor older than version 2 gets the missing fields, and nothing else changes", () => {
    expect(
      migrate("Actor", "operaNpc", { schemaVersion: 1, class: { name: "Bot", knight: false } })
        .system,
    ).toEqual({ schemaVersion: 1, class: { name: "Bot", knight: false, robot: false } });
    expect(migrate("Actor", "operaCharacter", { schemaVersion: 0 }).system).toEqual({
      schemaVersion: 0,
      class: { robot: false },
    });
    expect(
      migrate("Actor", "m20Npc", { schemaVersion: 1, skills: { physical: 2 }, level: 3 }).system,
    ).toEqual({ schemaVersion: 1, skills: { physical: 2, agility: 0 }, level: 3, movement: 30 });
  });

  it("keeps what is stored: a robot stays a robot, a movement and an Agility rank stay", () => {
    const robot = { schemaVersion: 1, class: { robot: true } };
    expect(migrate("Actor", "operaNpc", structuredClone(robot)).system).toEqual(robot);
    const fast = { schemaVersion: 1, skills: { agility: 4 }, movement: 60 };
    expect(migrate("Actor", "m20Character", structuredClone(fast)).system).toEqual(fast);
  });

  it("never fills in update data (no version), version-2 data, or another type", () => {
    const update = { stats: { str: 12 } };
    expect(migrate("Actor", "m20Character", structuredClone(update)).system).toEqual(update);
    expect(migrate("Actor", "operaNpc", { schemaVersion: 2 }).system).toEqual({ schemaVersion: 2 });
    expect(migrate("Actor", "worldsNpc", { schemaVersion: 1 }).system).toEqual({
      schemaVersion: 1,
    });
    expect(migrate("Item", "weapon", { schemaVersion: 1 }).system).toEqual({ schemaVersion: 1 });
  });

  it("a second run changes nothing", () => {
    const once = migrate("Actor", "m20Npc", { schemaVersion: 1 }).system;
    const copy = structuredClone(once);
    expect(migrate("Actor", "m20Npc", once).system).toEqual(copy);
  });
});
