// Fighters built from real (stand-in) actors through their data models: the numbers the simulator
// plays come from the same derived data the sheets show.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import { buildFighters } from "../../../src/applications/encounter/fighters.js";
import { sim } from "../../../src/rules/index.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

const saber = {
  name: "Lightsaber",
  type: "weapon",
  system: { damage: "2d8", kind: "melee", damageType: "energy", attackBonus: 1 },
};
const knife = { name: "Knife", type: "weapon", system: { damage: "1d4", kind: "melee" } };

async function source(data: Record<string, unknown>, side: sim.Side) {
  const actor = await glue.createActor(data);
  return { id: `c-${actor.name}`, name: actor.name ?? "", actor: actor as never, side };
}

describe("buildFighters", () => {
  it("an m20 Knight: HP, STR damage, AC, its best weapon and its Force Grip", async () => {
    const knight = await source(
      {
        name: "Ilen",
        type: "m20Character",
        system: {
          stats: { str: 14, dex: 12, mnd: 16 },
          level: 3,
          hitDice: [4, 5, 6],
          class: { name: "Knight", knight: true },
          skills: { force: 4, physical: 2 },
          health: { value: 20 },
          strDamage: { value: 1 },
        },
        items: [knife, saber, { name: "Grip", type: "forcePower", system: { power: "grip" } }],
      },
      "party",
    );
    const [built] = buildFighters([knight]);
    expect(built).toMatchObject({ name: "Ilen", unarmed: false });
    expect(built!.fighter).toMatchObject({
      id: "c-Ilen",
      side: "party",
      ruleset: "m20",
      level: 3,
      hp: 20,
      maxHp: 14 + 15,
      strDamage: 1,
      ac: 11,
      // STR 13 after damage: +1; attack = level 3 + STR 1 + weapon 1.
      attackBonus: 5,
      damage: "2d8+1",
      power: { checkBonus: 4 + 3, damage: "3d6", cost: 4 },
      // Force Grip is resisted with Physical + STR bonus.
      powerResist: 2 + 1,
    });
  });

  it("rulings: Mooks (revised) — a mook Knight brings no power to the odds; it still resists one", async () => {
    const acolyte = await source(
      {
        name: "Acolyte",
        type: "m20Npc",
        system: {
          stats: { str: 14, dex: 12, mnd: 16 },
          level: 3,
          mook: true,
          class: { name: "Knight", knight: true },
          skills: { force: 4, physical: 2 },
        },
        items: [saber, { name: "Grip", type: "forcePower", system: { power: "grip" } }],
      },
      "foes",
    );
    const [built] = buildFighters([acolyte]);
    expect(built!.fighter).toMatchObject({ mook: true, powerResist: 2 + 2 });
    expect(built!.fighter).not.toHaveProperty("power");
  });

  it("a Space Opera mook without a weapon cannot hurt, and says so", async () => {
    const mook = await source(
      { name: "Thug", type: "operaNpc", system: { mook: true, level: 1 } },
      "foes",
    );
    const [built] = buildFighters([mook]);
    expect(built).toMatchObject({ unarmed: true });
    expect(built!.fighter).toMatchObject({ ruleset: "spaceOpera", mook: true, damage: "0" });
  });

  it("Star Worlds heroes and NPCs: Vitality, Armor, Speed, Daring, Hero Points", async () => {
    const hero = await source(
      {
        name: "Vex",
        type: "worldsCharacter",
        system: { attributes: { menace: 1, daring: 2 }, heroPoints: { value: 3 } },
        items: [{ name: "Blaster", type: "weapon", system: { damage: "1d6+1", kind: "ranged" } }],
      },
      "party",
    );
    const npc = await source(
      {
        name: "Trooper",
        type: "worldsNpc",
        system: { health: { value: 6, max: 6 }, armor: 1, speed: 2, damage: "1d6" },
      },
      "foes",
    );
    const built = buildFighters([hero, npc]);
    expect(built.map((b) => b.fighter)).toEqual([
      expect.objectContaining({
        ruleset: "starWorlds",
        maxVitality: 13,
        attack: 2,
        damage: "1d6+1",
        heroPoints: 3,
        speed: 4,
        daring: 2,
      }),
      expect.objectContaining({ vitality: 6, maxVitality: 6, armor: 1, speed: 2, damage: "1d6" }),
    ]);
    const odds = sim.encounter(
      built.map((b) => b.fighter),
      { fights: 200, seed: 1 },
    );
    expect(odds.partyWins + odds.foesWin + odds.draws).toBeCloseTo(1, 12);
  });
});
