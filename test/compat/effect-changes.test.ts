// Active Effect changes are read where each generation keeps them (src/compat/generation.ts):
// V13 `effect.changes`, V14 `effect.system.changes` (core issue 13740, labelled breaking). On V14
// the stand-in's effect throws on `.changes`, so a preparation or an Effects tab that still reads
// the V13 name fails here: prone's −4 AC and Battlemind's bonuses apply, are traced and are listed
// on both, with no compatibility warning.
import { beforeEach, describe, expect, it } from "vitest";
import { deprecations } from "../foundry/parts/release.js";
import { CASES, generationWorld } from "./generations.js";
import type { Glue } from "../data/setup.js";
import { effectChanges } from "../../src/compat/generation.js";
import { effectViews } from "../../src/applications/sheets/context/effects.js";

// Modules that extend Foundry's classes load once the stand-in is installed.
const battlemind = async (name: string, bonus: number) =>
  (await import("../../src/documents/power-effects.js")).battlemindEffectData({
    name,
    img: "",
    origin: "",
    bonus,
  });
const sheetActor = async (actor: unknown) =>
  (await import("../../src/applications/sheets/context/sheet-source.js")).sheetActor(
    actor as never,
  );

type Obj = Record<string, unknown>;

describe.each(CASES)("Foundry V$generation", ({ generation }) => {
  let glue: Glue;
  beforeEach(async () => {
    glue = await generationWorld(generation);
  });

  /** A Knight under Battlemind +2, knocked prone. */
  async function proneKnight() {
    const knight = await glue.createActor({ name: "Kara", type: "m20Character" });
    const data = await battlemind("Battlemind", 2);
    await knight.createEmbeddedDocuments("ActiveEffect", [data as never]);
    await knight.toggleStatusEffect("prone", { active: true });
    return knight;
  }

  it("every d20 preparation applies and traces the changes; none reads the V13 name on V14", async () => {
    const knight = await proneKnight();
    const system = knight.system as unknown as Obj & { modifiers: Obj };
    expect(system.modifiers).toEqual({ attack: 2, damage: 2, ac: -2 });
    const { actorModifierTerms } = await import("../../src/data/actors/d20-block.js");
    expect(actorModifierTerms(knight as never).ac.map((t) => t.value)).toEqual([2, -4]);
    const npc = await glue.createActor({
      name: "Thug",
      type: "operaNpc",
      effects: [await battlemind("Rage", 1)],
    });
    expect((npc.system as unknown as { modifiers: Obj }).modifiers).toMatchObject({ attack: 1 });
    expect(deprecations).toEqual([]);
  });

  it("the Effects tab lists each effect's changes", async () => {
    const knight = await proneKnight();
    const views = effectViews((await sheetActor(knight)).effects);
    expect(views.map((v) => [v.name, v.changes.map((c) => `${c.key} ${c.value}`)])).toEqual([
      ["Battlemind", ["modifiers.attack +2", "modifiers.damage +2", "modifiers.ac +2"]],
      ["HOLOCRON.Status.prone", ["modifiers.ac −4"]],
    ]);
    expect(deprecations).toEqual([]);
  });

  it("one accessor reads them on either generation", async () => {
    const knight = await proneKnight();
    const prone = [...knight.effects].find((e) => e.statuses.has("prone"))!;
    expect(effectChanges(prone).map((c) => [c.key, c.value])).toEqual([
      ["system.modifiers.ac", "-4"],
    ]);
    expect(effectChanges({ system: null })).toEqual([]);
    // A module's number is read as text; a change with no key is left out.
    const odd = [{ key: "system.modifiers.attack", value: 1 }, { value: "2" }];
    const holder = generation === 14 ? { system: { changes: odd } } : { changes: odd };
    expect(effectChanges(holder)).toEqual([{ key: "system.modifiers.attack", value: "1" }]);
  });
});
