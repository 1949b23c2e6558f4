// Holocron's Add effect form (effect-form.ts): it lists only the keys the ruleset reads (Star Worlds
// has no AC), reads back only what it offered, and makes the effect data of each generation.
import { beforeEach, describe, expect, it } from "vitest";
import {
  effectDataOf,
  effectFormContext,
  initialChoice,
  readEffectChoice,
} from "../../../src/applications/sheets/effect-form.js";
import { EFFECT_KEYS } from "../../../src/data/effect-keys.js";
import { generationWorld } from "../../compat/generations.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";

const env = createTemplateEnv();

describe("the form's keys", () => {
  it("m20 lists AC, Attack, Damage and the stats; Star Worlds its six attributes and no AC", () => {
    const m20 = effectFormContext("m20", initialChoice("m20", "New"));
    expect(m20.keys.map((k) => k.value)).toEqual([
      "system.modifiers.ac",
      "system.modifiers.attack",
      "system.modifiers.damage",
      "system.stats.str",
      "system.stats.dex",
      "system.stats.mnd",
    ]);
    expect(m20.keys[0]).toMatchObject({
      name: "HOLOCRON.Effects.Key.ac",
      abbr: null,
      selected: true,
    });
    expect(m20.keys[3]).toMatchObject({
      name: "HOLOCRON.Sheet.Stat.str",
      abbr: "HOLOCRON.Sheet.StatAbbr.str",
    });
    const worlds = effectFormContext("starWorlds", initialChoice("starWorlds", "New"));
    expect(worlds.keys.map((k) => k.value)).toEqual(
      ["menace", "daring", "guile", "acuity", "presence", "spirit"].map(
        (a) => `system.attributes.${a}`,
      ),
    );
    const html = env.render("templates/dialog/effect-form.hbs", worlds);
    expect(html).toContain(
      '<option value="system.attributes.menace" selected>Menace (MEN)</option>',
    );
    expect(html).not.toMatch(/>AC</);
    expect(EFFECT_KEYS.spaceOpera).toBe(EFFECT_KEYS.m20);
    expect([...env.missing]).toEqual([]);
  });
});

describe("reading the form", () => {
  const filled = {
    name: " Cover ",
    key: "system.modifiers.ac",
    mode: "add",
    value: 2,
    count: 3,
    unit: "rounds",
  };

  it("reads what it offered; a blank name is the default; no count is permanent", () => {
    // The name trimmed; everything else as filled in.
    expect(readEffectChoice(filled, "m20", "New")).toEqual({ ...filled, name: "Cover" });
    expect(readEffectChoice({ ...filled, name: "", count: null }, "m20", "New")).toMatchObject({
      name: "New",
      count: 0,
      unit: "none",
    });
  });

  it("refuses a key its ruleset does not read, a mode or unit it does not know, a value no whole number", () => {
    expect(readEffectChoice(filled, "starWorlds", "New")).toBeNull();
    expect(readEffectChoice({ ...filled, key: "system.health.value" }, "m20", "New")).toBeNull();
    expect(readEffectChoice({ ...filled, mode: "custom" }, "m20", "New")).toBeNull();
    expect(readEffectChoice({ ...filled, unit: "years" }, "m20", "New")).toBeNull();
    expect(readEffectChoice({ ...filled, value: 1.5 }, "m20", "New")).toBeNull();
    expect(readEffectChoice({ ...filled, value: null }, "m20", "New")).toBeNull();
  });
});

describe("the effect data", () => {
  const choice = {
    name: "Stim",
    key: "system.attributes.menace",
    mode: "override" as const,
    value: 2,
    count: 10,
    unit: "minutes" as const,
  };

  it("V13: a change with its numeric mode, the duration in seconds", async () => {
    await generationWorld(13);
    expect(effectDataOf(choice)).toEqual({
      name: "Stim",
      img: "icons/svg/aura.svg",
      changes: [{ key: "system.attributes.menace", value: "2", mode: 5 }],
      duration: { seconds: 600 },
    });
  });

  it("V14: a change with its type in the initial phase, the duration as a value and units", async () => {
    await generationWorld(14);
    expect(effectDataOf(choice)).toEqual({
      name: "Stim",
      img: "icons/svg/aura.svg",
      system: {
        changes: [
          { key: "system.attributes.menace", value: "2", type: "override", phase: "initial" },
        ],
      },
      duration: { value: 10, units: "minutes" },
    });
  });
});

describe.each([13, 14] as const)("V%i: the effect made reads back", (generation) => {
  it("with its mode (an add's is left unsaid), and its key's words on the sheet", async () => {
    const glue = await generationWorld(generation);
    const { effectChanges } = await import("../../../src/compat/generation.js");
    const { sheetActor } = await import("../../../src/applications/sheets/context/sheet-source.js");
    const { effectViews } = await import("../../../src/applications/sheets/context/effects.js");
    const actor = await glue.createActor({ name: "Ace", type: "worldsCharacter" });
    const make = (mode: "add" | "override") =>
      effectDataOf({
        name: mode,
        key: "system.attributes.menace",
        mode,
        value: 2,
        count: 0,
        unit: "none",
      });
    await actor.createEmbeddedDocuments("ActiveEffect", [make("add"), make("override")] as never);
    const [add, set] = [...actor.effects].sort((a, b) => a.name.localeCompare(b.name));
    expect(effectChanges(add!)).toEqual([{ key: "system.attributes.menace", value: "2" }]);
    expect(effectChanges(set!)).toEqual([
      { key: "system.attributes.menace", value: "2", mode: "override" },
    ]);
    const views = effectViews(sheetActor(actor as never).effects, "starWorlds");
    expect(views.map((v) => v.changes.map((c) => [c.label, c.value, c.text]))).toEqual([
      [["HOLOCRON.Sheet.AttributeAbbr.menace", "+2", "HOLOCRON.Effects.ChangeText.add"]],
      [["HOLOCRON.Sheet.AttributeAbbr.menace", "2", "HOLOCRON.Effects.ChangeText.override"]],
    ]);
  });
});

beforeEach(() => {
  env.missing.clear();
});
