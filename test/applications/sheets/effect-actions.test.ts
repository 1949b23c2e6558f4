// The Effects list's controls against the stand-in: Add opens Holocron's form, toggle turns an
// effect off (the number it changes follows), delete asks first; an item's effects apply to its owner,
// show on the owner's sheet with their item, and are worked from either sheet.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { dialogAnswers } from "../../foundry/parts/chat.js";
import { addChange, effectChanges } from "../../../src/compat/generation.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

type Handler = (this: unknown, event: Partial<PointerEvent>, target: unknown) => Promise<void>;
type Effect = ActiveEffect.Implementation & { sheet: { renders: unknown[] } };

let glue: Glue;

/** A clicked control whose row carries the effect's (and its item's) id. */
const target = (dataset: Record<string, string>) => ({
  dataset,
  closest() {
    return this;
  },
});
const warnings = () => glue.env.ui.notifications as { notices: { message: string }[] };

async function open() {
  glue = await setupGlue("m20");
  const sheets = await import("../../../src/applications/sheets/actor-sheet.js");
  const { HolocronItemSheet } = await import("../../../src/applications/sheets/item-sheet.js");
  const { sheetActor } = await import("../../../src/applications/sheets/context/sheet-source.js");
  const actor = (await glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: { stats: { str: 12, dex: 10, mnd: 10 }, level: 3, hitDice: [4, 4, 4] },
    items: [{ name: "Scope", type: "weapon", system: { damage: "1d6" } }],
  })) as HolocronActor;
  const actorActions = sheets.HolocronActorSheet.DEFAULT_OPTIONS.actions as unknown as Record<
    string,
    Handler
  >;
  const itemActions = HolocronItemSheet.DEFAULT_OPTIONS.actions as unknown as Record<
    string,
    Handler
  >;
  const item = [...actor.items][0]!;
  const onActor = (name: string, dataset: Record<string, string> = {}) =>
    actorActions[name]!.call({ actor, document: actor }, { shiftKey: false }, target(dataset));
  const onItem = (name: string, dataset: Record<string, string> = {}) =>
    itemActions[name]!.call({ document: item }, { shiftKey: false }, target(dataset));
  return { actor, item, onActor, onItem, sheetActor };
}

const ac = (actor: HolocronActor) => Number(sys(actor).ac);

beforeEach(() => {
  dialogAnswers.length = 0;
});

describe("effects on the actor sheet", () => {
  it("Add opens Holocron's form; filled in, it makes that effect (its change, mode and duration); cancelled, none", async () => {
    const { actor, onActor } = await open();
    const base = ac(actor);
    dialogAnswers.push(null);
    await onActor("createEffect");
    expect([...actor.effects]).toEqual([]);
    // Typed as a player types them: every field a string, read back through the form.
    const cover = { name: "Cover", key: "system.modifiers.ac", mode: "add", value: "2" };
    const lasting = { count: "3", unit: "rounds" };
    dialogAnswers.push({ button: "create", fill: { ...cover, ...lasting } });
    await onActor("createEffect");
    const [effect] = [...actor.effects] as Effect[];
    expect(effect?.name).toBe("Cover");
    expect(effectChanges(effect!)).toEqual([{ key: "system.modifiers.ac", value: "2" }]);
    expect((effect!.duration as { rounds?: number }).rounds).toBe(3);
    expect(ac(actor)).toBe(base + 2);
    // Holocron's form replaced core's blank config: nothing else opens.
    expect(effect?.sheet.renders).toEqual([]);
  });

  it("a value that is no whole number is refused with a warning, and nothing is made", async () => {
    const { actor, onActor } = await open();
    dialogAnswers.push({ button: "create", fill: { value: "" } });
    await onActor("createEffect");
    expect([...actor.effects]).toEqual([]);
    expect(warnings().notices.map((n) => n.message)).toContain("HOLOCRON.Effects.Form.Invalid");
  });

  it("toggle turns an effect off and on, and AC follows; edit opens its sheet", async () => {
    const { actor, onActor } = await open();
    const base = ac(actor);
    await actor.createEmbeddedDocuments("ActiveEffect", [
      { name: "Cover", changes: [addChange("system.modifiers.ac", 2)] },
    ]);
    const effect = [...actor.effects][0] as Effect;
    expect(ac(actor)).toBe(base + 2);
    await onActor("toggleEffect", { effectId: effect.id! });
    expect(effect.disabled).toBe(true);
    expect(ac(actor)).toBe(base);
    await onActor("toggleEffect", { effectId: effect.id! });
    expect(ac(actor)).toBe(base + 2);
    await onActor("editEffect", { effectId: effect.id! });
    expect(effect.sheet.renders).toEqual([true]);
  });

  it("delete asks first: No keeps the effect, Yes deletes it", async () => {
    const { actor, onActor } = await open();
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Cover" }]);
    const id = [...actor.effects][0]!.id!;
    dialogAnswers.push({ button: "no" });
    await onActor("deleteEffect", { effectId: id });
    expect(actor.effects.size).toBe(1);
    dialogAnswers.push({ button: "yes" });
    await onActor("deleteEffect", { effectId: id });
    expect(actor.effects.size).toBe(0);
  });

  it("a missing effect is told and nothing changes", async () => {
    const { onActor } = await open();
    await onActor("toggleEffect", { effectId: "nope" });
    expect(warnings().notices.map((n) => n.message)).toEqual(["HOLOCRON.Effects.Missing"]);
  });
});

describe("effects an item grants", () => {
  it("created on the item sheet, it applies to the owner and shows on the owner's sheet with its item", async () => {
    const { actor, item, onItem, sheetActor } = await open();
    const base = ac(actor);
    dialogAnswers.push({ button: "create" });
    await onItem("createEffect");
    const effect = [...item.effects][0] as Effect;
    // The form's first guess: the ruleset's first key (AC), +1, permanent.
    expect(effectChanges(effect)).toEqual([{ key: "system.modifiers.ac", value: "1" }]);
    expect(ac(actor)).toBe(base + 1);
    const shown = [...(sheetActor(actor).effects ?? [])];
    expect(shown).toMatchObject([
      { name: "HOLOCRON.Effects.New", source: { id: item.id, name: "Scope" } },
    ]);
  });

  it("the owner's sheet toggles and deletes it on the item", async () => {
    const { actor, item, onActor } = await open();
    await item.createEmbeddedDocuments("ActiveEffect", [
      { name: "Scope", changes: [addChange("system.modifiers.ac", 1)] },
    ]);
    const base = ac(actor);
    const id = [...item.effects][0]!.id!;
    await onActor("toggleEffect", { effectId: id, sourceItem: item.id! });
    expect(ac(actor)).toBe(base - 1);
    dialogAnswers.push({ button: "yes" });
    await onActor("deleteEffect", { effectId: id, sourceItem: item.id! });
    expect(item.effects.size).toBe(0);
  });

  it("the item sheet toggles its own effect", async () => {
    const { item, onItem } = await open();
    await item.createEmbeddedDocuments("ActiveEffect", [{ name: "Scope" }]);
    const effect = [...item.effects][0]!;
    await onItem("toggleEffect", { effectId: effect.id! });
    expect(effect.disabled).toBe(true);
  });
});
