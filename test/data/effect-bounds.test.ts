// Active Effect changes held to the bounds of the fields they change (src/data/ranges.ts):
// the modifiers by EFFECT_MODIFIER_RANGE, a stored field by its schema's own range.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue } from "./setup.js";
import { EFFECT_MODIFIER_RANGE, STAT_RANGE } from "../../src/data/ranges.js";
import type * as Bounds from "../../src/data/ranges.js";

let bounds: typeof Bounds;
let schema: Bounds.BoundField;
beforeEach(async () => {
  await setupGlue("m20");
  bounds = await import("../../src/data/ranges.js");
  const { SchemaField, NumberField, StringField } = foundry.data.fields;
  schema = new SchemaField({
    stats: new SchemaField({ str: new NumberField({ min: 1, max: 30 }) }),
    level: new NumberField({ min: 1 }),
    movement: new NumberField({}),
    name: new StringField({}),
  });
});

describe("effectBound", () => {
  it("the modifiers effects add to: EFFECT_MODIFIER_RANGE", () => {
    for (const key of ["attack", "damage", "ac"]) {
      expect(bounds.effectBound(`system.modifiers.${key}`, schema)).toEqual(EFFECT_MODIFIER_RANGE);
    }
  });

  it("a stored number: its schema's range, open on a side it leaves open", () => {
    expect(bounds.effectBound("system.stats.str", schema)).toEqual(STAT_RANGE);
    expect(bounds.effectBound("system.level", schema)).toEqual({ min: 1, max: Infinity });
  });

  it("no bound: a number without a range, text, an unknown path, a key outside system", () => {
    for (const key of ["system.movement", "system.name", "system.stats.luck", "name", "img"]) {
      expect(bounds.effectBound(key, schema), key).toBeNull();
    }
  });
});

describe("clampEffectValue and holdEffectedFields", () => {
  it("a change's value within its field's bounds", () => {
    expect(bounds.clampEffectValue("system.modifiers.ac", 1000, schema)).toBe(20);
    expect(bounds.clampEffectValue("system.stats.str", 1012, schema)).toBe(30);
    expect(bounds.clampEffectValue("system.movement", 1000, schema)).toBe(1000);
  });

  it("holds each changed field of the prepared data and names the ones it held", () => {
    const system = { stats: { str: 1012 }, modifiers: { ac: 15, attack: -400 }, movement: 9000 };
    const keys = ["system.stats.str", "system.modifiers.ac", "system.modifiers.attack"];
    const held = bounds.holdEffectedFields(system, schema, [...keys, "system.movement", "name"]);
    expect(held).toEqual(["system.stats.str", "system.modifiers.attack"]);
    expect(system).toEqual({
      stats: { str: 30 },
      modifiers: { ac: 15, attack: -20 },
      movement: 9000,
    });
  });
});
