// Stored values that no longer fit the schema are fitted on load instead of failing it: numeric
// text becomes a number, a number out of range is clamped, anything else falls back to the initial
// value; each original is kept in `legacy` by its path and named in a warning.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry } from "../foundry/index.js";

beforeEach(() => {
  installFoundry();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const load = async () => {
  const fit = await import("../../src/data/base-model.js");
  const { integerField, valueBlock, textField } = await import("../../src/data/fields.js");
  const { ArrayField, SchemaField } = foundry.data.fields;
  const fields = {
    health: valueBlock(10, { min: 0, max: 999 }),
    hitDice: new ArrayField(integerField(1, { min: 1, max: 6 })),
    stats: new SchemaField({ str: integerField(10, { min: 1, max: 30 }) }),
    name: textField(),
  } as unknown as foundry.data.fields.DataSchema;
  return { ...fit, fields };
};

describe("fitToSchema", () => {
  it("clamps, rounds and reads numeric text; each change kept in legacy by path", async () => {
    const { fitToSchema, fields } = await load();
    const source = {
      health: { value: -5 },
      hitDice: [6, 7, "3"],
      stats: { str: "12.6" },
      name: "x",
    };
    const legacy: Record<string, unknown> = {};
    fitToSchema(fields, source, legacy);
    expect(source).toEqual({
      health: { value: 0 },
      hitDice: [6, 6, 3],
      stats: { str: 13 },
      name: "x",
    });
    expect(legacy).toEqual({ "health.value": -5, "hitDice.1": 7, "stats.str": "12.6" });
    expect(console.warn).toHaveBeenCalledWith("Holocron | stored health.value -5 does not fit: 0");
  });

  it("a value that reads as no number is removed (the initial value applies), kept in legacy", async () => {
    const { fitToSchema, fields } = await load();
    const source: Record<string, unknown> = { stats: { str: "strong" } };
    const legacy: Record<string, unknown> = {};
    fitToSchema(fields, source, legacy);
    expect(source).toEqual({ stats: {} });
    expect(legacy).toEqual({ "stats.str": "strong" });
  });

  it("values that fit, nulls and missing keys are left alone", async () => {
    const { fitToSchema, fields } = await load();
    const source = { health: { value: 12 }, hitDice: [] };
    const legacy = {};
    fitToSchema(fields, source, legacy);
    expect(source).toEqual({ health: { value: 12 }, hitDice: [] });
    expect(legacy).toEqual({});
  });
});

describe("keepUnknownKeys", () => {
  it("moves keys the schema does not know to legacy; update syntax stays", async () => {
    const { keepUnknownKeys, fields } = await load();
    const source: Record<string, unknown> = {
      name: "Kara",
      forcePoints: 3,
      "health.value": 4,
      "-=old": null,
    };
    const legacy: Record<string, unknown> = {};
    keepUnknownKeys(fields, source, legacy);
    expect(source).toEqual({ name: "Kara", "health.value": 4, "-=old": null });
    expect(legacy).toEqual({ forcePoints: 3 });
  });

  it("an operator object (a class instance) is not data: left for Foundry", async () => {
    const { keepUnknownKeys, fields } = await load();
    class ForcedDeletion {}
    const source: Record<string, unknown> = { old: new ForcedDeletion() };
    const legacy = {};
    keepUnknownKeys(fields, source, legacy);
    expect(source.old).toBeInstanceOf(ForcedDeletion);
    expect(legacy).toEqual({});
  });
});
