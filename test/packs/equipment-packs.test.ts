import { beforeAll, describe, expect, it } from "vitest";
import { ITEM_TYPES_OF_RULESET, type RulesetId } from "../../src/config.js";
import { starWorlds } from "../../src/rules/index.js";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/migrate-source.js";
import { entries, MANIFEST, useCompiledPacks } from "./compiled.js";
import { expectValid, loadModels } from "./validate-doc.js";

const docs = useCompiledPacks();
beforeAll(loadModels);

/** The weapons every ruleset's equipment pack must hold, so attack and damage buttons have them. */
const WEAPONS = [
  "Blaster Pistol",
  "Heavy Blaster Pistol",
  "Blaster Rifle",
  "Repeating Blaster",
  "Ion Blaster",
  "Sporting Blaster",
  "Grenade",
  "Thermal Detonator",
  "Vibroknife",
  "Vibroblade",
  "Staff",
  "Lightsaber",
  "Bowcaster",
  "Unarmed",
];

describe.each([
  { pack: "m20-equipment", ruleset: "m20" },
  { pack: "opera-equipment", ruleset: "spaceOpera" },
  { pack: "worlds-equipment", ruleset: "starWorlds" },
])("the compiled $pack pack", ({ pack, ruleset }) => {
  const of = (type: string) => entries(docs, pack).filter((d) => d.type === type);

  it("belongs to its ruleset and holds only that ruleset's item types", () => {
    const meta = MANIFEST.packs.find((p) => p.name === pack);
    expect(meta?.flags?.holocron?.ruleset).toBe(ruleset);
    const allowed = ITEM_TYPES_OF_RULESET[ruleset as RulesetId] as readonly string[];
    for (const d of entries(docs, pack)) expect(allowed, d.name).toContain(d.type);
  });

  it("holds the fourteen weapons, five armors and ten gear items", () => {
    expect(of("weapon").map((d) => d.name)).toEqual(expect.arrayContaining(WEAPONS));
    expect(of("weapon").length).toBeGreaterThanOrEqual(14);
    expect(of("armor").length).toBeGreaterThanOrEqual(5);
    expect(of("gear").length).toBeGreaterThanOrEqual(10);
  });

  it("gives every item a valid system under its data model, at today's schema version", () => {
    for (const d of entries(docs, pack)) {
      expectValid(d);
      expect(d.system.schemaVersion, d.name).toBe(CURRENT_SCHEMA_VERSION);
    }
  });

  it("sets damage type, melee/ranged/thrown and a range for every ranged weapon", () => {
    const types = new Set(of("weapon").map((d) => d.system.damageType));
    expect([...types].sort()).toEqual(["energy", "ion", "kinetic"]);
    const kinds = new Set(of("weapon").map((d) => d.system.kind));
    expect([...kinds].sort()).toEqual(["melee", "ranged", "thrown"]);
    for (const d of of("weapon")) {
      if (d.system.kind !== "melee") expect(d.system.description, d.name).toMatch(/range \d+ ft/);
    }
  });

  it("states in every description that its numbers are Holocron's defaults", () => {
    for (const d of entries(docs, pack)) {
      expect(d.system.description, d.name).toMatch(/Holocron default/);
    }
  });

  it("gives every armor protection, and a Speed no faster than unarmored", () => {
    for (const d of of("armor")) {
      const a = d.system as { acBonus: number; armor: number; speed: number };
      expect(a.acBonus, d.name).toBeGreaterThan(0);
      expect(a.armor, d.name).toBeGreaterThan(0);
      expect(a.speed, d.name).toBeLessThanOrEqual(starWorlds.UNARMORED.speed);
    }
  });
});

describe("every pack", () => {
  it("has unique 16-character ids across all packs, each with its own key", () => {
    const all = Object.values(docs).flat();
    expect(new Set(all.map((d) => d._id)).size).toBe(all.length);
    for (const d of all) expect(d._id).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it("sits in the manifest's folder of its ruleset", () => {
    const folders = MANIFEST.packFolders.flatMap((f) => [f, ...(f.folders ?? [])]);
    for (const meta of MANIFEST.packs) {
      const holders = folders.filter((f) => f.packs.includes(meta.name));
      expect(holders, meta.name).toHaveLength(1);
    }
  });
});
