import { beforeEach, describe, expect, it } from "vitest";
import {
  migrateSystemSource,
  migrationUpdate,
  CURRENT_SCHEMA_VERSION,
} from "../../src/migrations/migrate-source.js";
import { setupGlue, standIn, sys, type Glue } from "../data/setup.js";
import type { StandInActor } from "../foundry/parts/documents.js";

// Fixtures of the pre-versioning (version 0) shapes.
const m20V0 = {
  stats: { str: 14, dex: 12, mnd: 16 },
  level: 3,
  hp: 9,
  hpMax: 25,
  strDamage: 2,
  attackBonus: 4,
  knight: true,
  affinity: true,
  className: "Jedi Knight",
  hitDice: [3, 4, 4],
  skills: { physical: 1, subterfuge: 0, knowledge: 2, communication: 1, force: 3 },
  secondWindUsed: true,
  notes: "<p>Raised on Tatooine.</p>",
};
const worldsV0 = {
  attributes: { menace: 1, daring: 2, guile: 0, acuity: 1, presence: 0, spirit: -1 },
  level: 2,
  vitality: 7,
  heroPoints: 5,
  heroPointsSpent: 14,
  skills: "Piloting, Blasters ,Streetwise",
  wounded: true,
  notes: "<p>Ace</p>",
};
const weaponV0 = { damage: "3d6", ranged: true, damageKind: "energy", attackBonus: 1 };
const abilityV0 = { uses: { value: 1, max: 2 }, notes: "<p>Once more</p>" };

describe("pure migration steps", () => {
  it("m20 v0 → v1 keeps every value in its new place", () => {
    expect(migrateSystemSource("Actor", "m20Character", m20V0)).toEqual({
      stats: { str: 14, dex: 12, mnd: 16 },
      level: 3,
      health: { value: 9 },
      strDamage: { value: 2 },
      attack: { melee: 4, ranged: 4 },
      class: { knight: true, affinity: true, name: "Jedi Knight" },
      hitDice: [3, 4, 4],
      skills: { physical: 1, subterfuge: 0, knowledge: 2, communication: 1, force: 3 },
      secondWindUsed: true,
      biography: "<p>Raised on Tatooine.</p>",
      // Max HP is derived now; the stored one is kept, not dropped.
      legacy: { hpMax: 25 },
    });
  });

  it("Star Worlds v0 → v1: Vitality, Hero Points and skills", () => {
    expect(migrateSystemSource("Actor", "worldsCharacter", worldsV0)).toMatchObject({
      health: { value: 7 },
      heroPoints: { value: 5, spent: 14 },
      skills: ["Piloting", "Blasters", "Streetwise"],
      wounded: true,
      biography: "<p>Ace</p>",
    });
  });

  it("items v0 → v1", () => {
    expect(migrateSystemSource("Item", "weapon", weaponV0)).toEqual({
      damage: "3d6",
      kind: "ranged",
      damageType: "energy",
      attackBonus: 1,
    });
    expect(migrateSystemSource("Item", "ability", abilityV0)).toEqual({
      used: 1,
      usesPerDay: 2,
      description: "<p>Once more</p>",
    });
  });

  it("idempotent, leaves the input untouched and current data alone", () => {
    const once = migrateSystemSource("Actor", "m20Character", m20V0);
    expect(migrateSystemSource("Actor", "m20Character", once)).toEqual(once);
    expect(m20V0.hp).toBe(9);
    // No version gate: a legacy key is moved whatever version the data claims.
    const current = { schemaVersion: CURRENT_SCHEMA_VERSION, hp: 3 };
    expect(migrateSystemSource("Actor", "m20Character", current)).toEqual({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      health: { value: 3 },
    });
    expect(migrationUpdate("Actor", CURRENT_SCHEMA_VERSION, {}, () => {})).toBeNull();
  });

  it("the persisting update stamps the version and deletes legacy keys", () => {
    const v13Deletion = (update: Record<string, unknown>, key: string) => {
      update[`-=${key}`] = null;
    };
    const update = migrationUpdate("Item", 0, { damage: "1d6" }, v13Deletion);
    expect(update?.system).toMatchObject({
      damage: "1d6",
      schemaVersion: CURRENT_SCHEMA_VERSION,
      "-=ranged": null,
    });
  });
});

describe("the world migration (GM, on ready)", () => {
  let glue: Glue;
  beforeEach(async () => {
    glue = await setupGlue();
  });

  it("loads old data in the new shape, persists it once, and is idempotent", async () => {
    const Actor = (glue.env.CONFIG.Actor as { documentClass: typeof StandInActor }).documentClass;
    // Stored documents as the server hands them over (no _preCreate: they already exist).
    const old = new Actor({
      name: "Old Kara",
      type: "m20Character",
      system: m20V0,
      items: [{ name: "Blaster", type: "weapon", system: weaponV0 }],
    });
    const oldWorlds = new Actor({ name: "Old Ace", type: "worldsCharacter", system: worldsV0 });
    const actors = glue.env.game.actors as { add(d: unknown): void };
    actors.add(old);
    actors.add(oldWorlds);
    expect(sys(old as never)).toMatchObject({
      health: { value: 9, max: 25 },
      strDamage: { value: 2 },
      class: { name: "Jedi Knight", knight: true, affinity: true, droid: false },
      biography: "<p>Raised on Tatooine.</p>",
      schemaVersion: 0,
    });

    const { migrateWorld } = await import("../../src/migrations/world.js");
    const report = await migrateWorld();
    expect(report).toEqual({ migrated: 3, failed: [] });
    expect(old._source.system).toMatchObject({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      health: { value: 9 },
    });
    expect(old.updates[0]).toMatchObject({
      system: { schemaVersion: CURRENT_SCHEMA_VERSION, "-=hp": null },
    });
    expect(old._source.system).not.toHaveProperty("hp");
    const blaster = old.items.contents[0]!;
    expect(blaster._source.system).toMatchObject({
      kind: "ranged",
      damageType: "energy",
      schemaVersion: CURRENT_SCHEMA_VERSION,
    });
    expect(sys(oldWorlds as never)).toMatchObject({
      heroPoints: { value: 5, spent: 14 },
      level: 2,
    });

    expect(await migrateWorld()).toEqual({ migrated: 0, failed: [] });
    expect(old.updates).toHaveLength(1);
  });

  it("only the active GM migrates", async () => {
    const { actAs } = await import("../foundry/parts/users.js");
    actAs("player1000000000");
    const { migrateWorld } = await import("../../src/migrations/world.js");
    expect(await migrateWorld()).toBeNull();
  });

  it("new documents are created at the current version and need no migration", async () => {
    const a = await glue.createActor({ name: "New", type: "m20Character" });
    const { migrateWorld } = await import("../../src/migrations/world.js");
    expect(await migrateWorld()).toEqual({ migrated: 0, failed: [] });
    expect(standIn(a).updates).toEqual([]);
  });
});
