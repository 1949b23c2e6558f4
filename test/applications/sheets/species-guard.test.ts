// Inventory rules on the stand-in: one species per character (a second is refused with a message,
// however it arrives), and the sheet's Create opens the new item's sheet.
import { describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

type Handler = (this: unknown, event: Partial<PointerEvent>, target: unknown) => Promise<void>;

async function world(): Promise<{ glue: Glue; actor: HolocronActor; create: Handler }> {
  const glue = await setupGlue("starWorlds");
  (await import("../../../src/hooks/sheets.js")).registerSheetHooks();
  const sheets = await import("../../../src/applications/sheets/actor-sheet.js");
  const actions = sheets.HolocronActorSheet.DEFAULT_OPTIONS.actions as unknown as Record<
    string,
    Handler
  >;
  const actor = await glue.createActor({ name: "Tam", type: "worldsCharacter" });
  return { glue, actor, create: actions.createItem! };
}

const warnings = (glue: Glue) =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);
const click = (type: string) => {
  const el = { dataset: { type }, closest: () => el };
  return el;
};

describe("one species", () => {
  it("a second species is refused with a message, from a drop or the sheet", async () => {
    const { glue, actor, create } = await world();
    await actor.createEmbeddedDocuments("Item", [{ name: "Human", type: "species" }]);
    await actor.createEmbeddedDocuments("Item", [{ name: "Wookiee", type: "species" }]);
    await create.call({ actor, document: actor }, {}, click("species"));
    expect([...actor.items].filter((i) => i.type === "species").map((i) => i.name)).toEqual([
      "Human",
    ]);
    expect(warnings(glue)).toEqual([
      `HOLOCRON.Sheet.Notify.OneSpecies {"name":"Human"}`,
      `HOLOCRON.Sheet.Notify.OneSpecies {"name":"Human"}`,
    ]);
  });

  it("other items are not limited", async () => {
    const { actor } = await world();
    await actor.createEmbeddedDocuments("Item", [
      { name: "Medpac", type: "gear" },
      { name: "Rope", type: "gear" },
    ]);
    expect(actor.items.size).toBe(2);
  });
});

describe("Create", () => {
  it("opens the new item's sheet", async () => {
    const { actor, create } = await world();
    await create.call({ actor, document: actor }, {}, click("gear"));
    const [item] = [...actor.items] as unknown as { sheet: { renders: unknown[] } }[];
    expect(item?.sheet.renders).toEqual([true]);
  });
});
