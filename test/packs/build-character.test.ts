// One character per ruleset built only from compendium items (as a player drags them onto a new sheet,
// then equips the armor), with its derived numbers checked by hand from the rules.
import { describe, expect, it } from "vitest";
import { entries, useCompiledPacks, type PackDoc } from "./compiled.js";
import { setupGlue, sys } from "../data/setup.js";

const docs = useCompiledPacks();

/** A compendium entry as dropped on a sheet: a copy, optionally equipped. */
function drop(pack: string, name: string, equipped = false): PackDoc {
  const doc = entries(docs, pack).find((d) => d.name === name);
  if (!doc) throw new Error(`${pack} has no "${name}"`);
  const copy = structuredClone(doc);
  if (equipped) copy.system.equipped = true;
  return copy;
}

type WeaponLine = { attack: number; damage: string; damageType: string };

function weaponLine(
  actor: { items: { contents: { id: string | null; name: string }[] } },
  name: string,
) {
  const item = actor.items.contents.find((i) => i.name === name);
  return (sys(actor as never).weapons as Record<string, WeaponLine>)[item?.id ?? ""];
}

describe("a character built only from compendium items", () => {
  it("Star Wars m20: a level 2 Knight with a lightsaber, a blaster pistol and a blast vest", async () => {
    const glue = await setupGlue("m20");
    const knight = await glue.createActor({
      name: "Kira",
      type: "m20Character",
      system: {
        stats: { str: 12, dex: 14, mnd: 16 },
        level: 2,
        class: { name: "Knight", knight: true },
        skills: { force: 3 },
        hitDice: [4, 5],
      },
      items: [
        drop("m20-equipment", "Lightsaber", true),
        drop("m20-equipment", "Blaster Pistol", true),
        drop("m20-equipment", "Blast Vest", true),
        drop("m20-equipment", "Medpac"),
        drop("force-powers", "Force Push"),
      ],
    });
    // STR 12 → +1, DEX 14 → +2, MND 16 → +3; attack bonus = level 2.
    expect(sys(knight)).toMatchObject({ ac: 10 + 2 + 2, maxHp: 12 + 4 + 5 });
    expect(sys(knight).skillTotals).toMatchObject({ force: 3 + 3 });
    expect(weaponLine(knight, "Lightsaber")).toEqual({
      attack: 2 + 1,
      damage: "2d8+1",
      damageType: "energy",
    });
    expect(weaponLine(knight, "Blaster Pistol")).toEqual({
      attack: 2 + 2,
      damage: "3d6",
      damageType: "energy",
    });
  });

  it("Space Opera d20: a level 3 pilot with a sporting blaster, a vibroknife and a flight suit", async () => {
    const glue = await setupGlue("spaceOpera");
    const pilot = await glue.createActor({
      name: "Dax",
      type: "operaCharacter",
      system: { stats: { str: 10, dex: 16, mnd: 12 }, level: 3, skills: { agility: 4 } },
      items: [
        drop("opera-equipment", "Sporting Blaster", true),
        drop("opera-equipment", "Vibroknife", true),
        drop("opera-equipment", "Padded Flight Suit", true),
        drop("opera-equipment", "Comlink"),
      ],
    });
    // HP = 10 + STR + 2 per level after the first; DEX 16 → +3; the sporting blaster adds +1.
    expect(sys(pilot)).toMatchObject({ ac: 10 + 3 + 1, maxHp: 10 + 10 + 2 * 2 });
    expect(weaponLine(pilot, "Sporting Blaster")).toEqual({
      attack: 3 + 3 + 1,
      damage: "2d6",
      damageType: "energy",
    });
    expect(weaponLine(pilot, "Vibroknife")).toEqual({
      attack: 3 + 0,
      damage: "1d6",
      damageType: "kinetic",
    });
  });

  it("Star Worlds: a Wookiee Soldier with the career's abilities, trooper armor and a bowcaster", async () => {
    const glue = await setupGlue("starWorlds");
    const wookiee = drop("worlds-species", "Wookiee");
    const soldier = drop("worlds-careers", "Soldier");
    const abilities = entries(docs, "worlds-careers").filter(
      (d) => (d.flags as { holocron?: { career?: string } }).holocron?.career === soldier._id,
    );
    const hero = await glue.createActor({
      name: "Grawr",
      type: "worldsCharacter",
      system: { attributes: { menace: 2, daring: 1 }, skills: [String(wookiee.system.skillBonus)] },
      items: [
        wookiee,
        soldier,
        ...abilities.map((a) => structuredClone(a)),
        drop("worlds-equipment", "Trooper Armor", true),
        drop("worlds-equipment", "Bowcaster", true),
      ],
    });
    // Vitality 12 + MEN; Armor and Speed from the worn trooper armor.
    expect(sys(hero)).toMatchObject({ maxVitality: 12 + 2, armor: 3, speed: 2, damageDice: 0 });
    expect(sys(hero).skills).toEqual(["Climbing"]);
    expect(
      hero.items.contents
        .filter((i) => i.type === "ability")
        .map((i) => i.name)
        .sort(),
    ).toEqual(["Hardened", "Suppressing Fire", "Weapon Expert"]);
  });
});
