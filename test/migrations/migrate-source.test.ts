// A `system` source brought to today's shape: in place (as the models' migrateData must), or as a
// copy; the stored version read safely; `legacy` only when something had no place.
import { describe, expect, it } from "vitest";
import {
  CURRENT_SCHEMA_VERSION,
  isOlderVersion,
  legacyKeys,
  migrateSourceInPlace,
  migrateSystemSource,
  storedVersion,
} from "../../src/migrations/migrate-source.js";

describe("storedVersion and isOlderVersion", () => {
  it("a whole non-negative version, else 0 (written before versioning)", () => {
    expect([
      storedVersion({ schemaVersion: 1 }),
      storedVersion({}),
      storedVersion({ schemaVersion: -1 }),
    ]).toEqual([1, 0, 0]);
    expect(storedVersion({ schemaVersion: "1" })).toBe(0);
  });

  it("older only when a version is stored and below today's (update data carries none)", () => {
    expect([
      isOlderVersion({ schemaVersion: 0 }),
      isOlderVersion({ schemaVersion: CURRENT_SCHEMA_VERSION }),
      isOlderVersion({}),
    ]).toEqual([true, false, false]);
  });
});

describe("migrateSourceInPlace", () => {
  it("changes the source itself and returns what had no place, stored in legacy too", () => {
    const system: Record<string, unknown> = { hp: 4, health: { value: 7 }, schemaVersion: 0 };
    const legacy = migrateSourceInPlace("Actor", "m20Character", system);
    expect(legacy).toEqual({ hp: 4 });
    // version 2 adds m20's Agility and movement to stored data older than it
    expect(system).toEqual({
      health: { value: 7 },
      schemaVersion: 0,
      legacy: { hp: 4 },
      skills: { agility: 0 },
      movement: 30,
    });
  });

  it("adds to a legacy already stored; nothing to keep adds no legacy", () => {
    const system: Record<string, unknown> = { hp: 4, health: { value: 7 }, legacy: { old: 1 } };
    migrateSourceInPlace("Actor", "m20Character", system);
    expect(system.legacy).toEqual({ old: 1, hp: 4 });
    const clean: Record<string, unknown> = { health: { value: 7 } };
    migrateSourceInPlace("Actor", "m20Character", clean);
    expect(clean).toEqual({ health: { value: 7 } });
  });
});

describe("migrateSystemSource and legacyKeys", () => {
  it("a migrated copy leaves the input as it was", () => {
    const system = { hp: 5 };
    expect(migrateSystemSource("Actor", "m20Character", system)).toEqual({ health: { value: 5 } });
    expect(system).toEqual({ hp: 5 });
  });

  it("the keys every step moves away, once each", () => {
    const keys = legacyKeys("Actor");
    expect(keys).toContain("vitality");
    expect(new Set(keys).size).toBe(keys.length);
  });
});
