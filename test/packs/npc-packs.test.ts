import { beforeAll, describe, expect, it } from "vitest";
import { entries, MANIFEST, useCompiledPacks, type PackDoc } from "./compiled.js";
import { expectValid, loadModels } from "./validate-doc.js";
import { setupGlue, sys } from "../data/setup.js";

const docs = useCompiledPacks();
beforeAll(loadModels);

/** The NPCs the issue of a table asks for: mooks (trooper, battle droid, heavy droid) and named ones. */
const NAMED = ["Bounty Hunter", "Smuggler", "Dune Stalker", "Starfighter Pilot"];
const MOOKS = ["Trooper", "Battle Droid", "Heavy Battle Droid"];

describe.each([
  { pack: "m20-npcs", type: "m20Npc", ruleset: "m20", dark: "Dark Knight", power: "forcePower" },
  {
    pack: "opera-npcs",
    type: "operaNpc",
    ruleset: "spaceOpera",
    dark: "Dark Psion",
    power: "psionicPower",
  },
  {
    pack: "worlds-npcs",
    type: "worldsNpc",
    ruleset: "starWorlds",
    dark: "Dark Knight",
    power: "ability",
  },
])("the compiled $pack pack", ({ pack, type, ruleset, dark, power }) => {
  const npcs = () => entries(docs, pack);
  const named = (name: string) => npcs().find((d) => d.name === name) as PackDoc;

  it("holds at least eight NPCs of the ruleset's NPC type, mooks and named", () => {
    expect(MANIFEST.packs.find((p) => p.name === pack)?.flags?.holocron?.ruleset).toBe(ruleset);
    expect(npcs().length).toBeGreaterThanOrEqual(8);
    expect(npcs().every((d) => d.type === type)).toBe(true);
    expect(npcs().map((d) => d.name)).toEqual(expect.arrayContaining([...MOOKS, ...NAMED, dark]));
  });

  it("marks the mooks, and gives the heavy droid more STR and armor than the battle droid", () => {
    const heavy = named("Heavy Battle Droid");
    const light = named("Battle Droid");
    if (type === "worldsNpc") {
      expect(heavy.system.armor as number).toBeGreaterThan(light.system.armor as number);
      expect(attr(heavy, "menace")).toBeGreaterThan(attr(light, "menace"));
      return;
    }
    for (const name of MOOKS) expect(named(name).system.mook, name).toBe(true);
    for (const name of [...NAMED, dark]) expect(named(name).system.mook, name).toBe(false);
    expect(stat(heavy, "str")).toBeGreaterThanOrEqual(16);
    expect(stat(heavy, "str")).toBeGreaterThan(stat(light, "str"));
    expect(armorOf(heavy)).toBeGreaterThan(armorOf(light));
  });

  it("rulings: Robots — the battle droids are machines (m20's Droid, Space Opera's Robot)", () => {
    if (type === "worldsNpc") return;
    const flag = type === "operaNpc" ? "robot" : "droid";
    for (const name of ["Battle Droid", "Heavy Battle Droid"]) {
      expect((named(name).system.class as Record<string, unknown>)[flag], name).toBe(true);
    }
  });

  it("arms every NPC with at least one weapon, and the dark one with its powers", () => {
    for (const d of npcs()) {
      expect(
        (d.items ?? []).some((i) => i.type === "weapon"),
        d.name,
      ).toBe(true);
    }
    expect((named(dark).items ?? []).filter((i) => i.type === power).length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it("validates every NPC and every embedded item against its data model", () => {
    for (const d of npcs()) {
      expectValid(d);
      for (const i of d.items ?? []) {
        expectValid(i);
        expect(i._key).toBe(`!actors.items!${d._id}.${i._id}`);
      }
    }
  });

  it("drops on a scene ready to play: each prepares with full health and its weapons' attacks", async () => {
    const glue = await setupGlue(ruleset);
    for (const d of npcs()) {
      const actor = await glue.createActor(structuredClone(d));
      const health = sys(actor).health as { value: number; max: number };
      expect(health.value, d.name).toBe(health.max);
      if (type === "worldsNpc") continue;
      const weapons = sys(actor).weapons as Record<string, { attack: number; damage: string }>;
      for (const item of actor.items.contents.filter((i) => i.type === "weapon")) {
        expect(weapons[item.id ?? ""], `${d.name}: ${item.name}`).toBeDefined();
      }
    }
  });
});

function stat(d: PackDoc, key: string): number {
  return (d.system.stats as Record<string, number>)[key] ?? 0;
}
function attr(d: PackDoc, key: string): number {
  return (d.system.attributes as Record<string, number>)[key] ?? 0;
}
/** The AC bonus of the armor an NPC wears. */
function armorOf(d: PackDoc): number {
  return (d.items ?? [])
    .filter((i) => i.type === "armor" && i.system.equipped === true)
    .reduce((sum, i) => sum + (i.system.acBonus as number), 0);
}
