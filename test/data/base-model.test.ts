// The base of every Holocron data model: stored data migrated in place, data of an older version
// fitted to the schema (kept in `legacy`), keys the schema lost kept too, joint rules on every write.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/migrate-source.js";
import { setupGlue } from "./setup.js";

beforeEach(async () => {
  await setupGlue();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const model = async () =>
  (await import("../../src/data/actors/m20-character.js")).M20CharacterModel;
type Source = Record<string, unknown>;

describe("HolocronDataModel.migrateData", () => {
  it("data of an older version is fitted: a value out of range clamped, the original kept", async () => {
    const M20 = await model();
    const source: Source = { schemaVersion: 0, health: { value: -5 }, stats: { str: "12" } };
    M20.migrateData(source);
    expect(source).toMatchObject({ health: { value: 0 }, stats: { str: 12 } });
    expect(source.legacy).toEqual({ "health.value": -5 });
  });

  it("data of today's version is not fitted: the schema refuses what does not fit", async () => {
    const M20 = await model();
    const source: Source = { schemaVersion: CURRENT_SCHEMA_VERSION, health: { value: -5 } };
    M20.migrateData(source);
    expect(source).toEqual({ schemaVersion: CURRENT_SCHEMA_VERSION, health: { value: -5 } });
  });

  it("a key the schema does not know moves to legacy instead of being dropped", async () => {
    const M20 = await model();
    const source: Source = { schemaVersion: CURRENT_SCHEMA_VERSION, forcePoints: 3 };
    M20.migrateData(source);
    expect(source).toEqual({ schemaVersion: CURRENT_SCHEMA_VERSION, legacy: { forcePoints: 3 } });
  });
});

describe("HolocronDataModel.validateJoint", () => {
  it("runs the model's joint rules: m20 STR damage above the STR score is refused", async () => {
    const M20 = await model();
    expect(() =>
      M20.validateJoint({ stats: { str: 10 }, strDamage: { value: 11 } } as never),
    ).toThrow("HOLOCRON.Actor.Invalid.StrDamageAboveStr");
    expect(() =>
      M20.validateJoint({ stats: { str: 10 }, strDamage: { value: 10 } } as never),
    ).not.toThrow();
  });
});
