// The Effects tab (characters), section (NPC statblock) and item list, rendered with the real handlebars
// package from contexts built by the sheets' own code: each effect with its source, changes, statuses
// and controls; none of the controls for a viewer who may not edit.
import { describe, expect, it } from "vitest";
import { buildActorContext } from "../../src/applications/sheets/context/actor-context.js";
import { buildItemContext } from "../../src/applications/sheets/context/item-context.js";
import { effectViews } from "../../src/applications/sheets/context/effects.js";
import {
  ACTOR_PART_TEMPLATES,
  ITEM_PART_TEMPLATES,
} from "../../src/applications/sheets/context/parts.js";
import type { SheetView } from "../../src/applications/sheets/context/types.js";
import { createTemplateEnv } from "./handlebars-env.js";
import { sampleActor, sampleEffects, sampleItem } from "./fixtures.js";
import { itemSchemaViews } from "./item-schemas.js";

const env = createTemplateEnv();
const schemaOf = await itemSchemaViews();
const play: SheetView = { editable: true, editMode: false, enriched: "", activeTab: "effects" };
const readOnly: SheetView = { ...play, editable: false };
const weapon = sampleItem("weapon");
const withEffects = (type: "m20Character" | "m20Npc") =>
  sampleActor(type, { items: 1, effects: sampleEffects({ id: weapon.id, name: weapon.name }) });

const rows = (html: string) => html.match(/<li class="holocron-row holocron-effect[^"]*"/g) ?? [];

describe("effect rows", () => {
  it("name each change's number, sign its value, list statuses, and put disabled effects last", () => {
    const views = effectViews(sampleEffects({ id: "w1", name: "Blaster" }));
    expect(views.map((v) => [v.name, v.disabled, v.sourceName])).toEqual([
      ["Cover", false, ""],
      ["Prone", false, ""],
      ["Targeting scope", false, "Blaster"],
      ["Battle rage", true, ""],
    ]);
    expect(views[1]).toMatchObject({
      changes: [{ key: "modifiers.ac", label: "HOLOCRON.Effects.Key.ac", value: "\u22124" }],
      statuses: ["HOLOCRON.Status.prone"],
    });
    expect(views[2]).toMatchObject({ itemId: "w1" });
  });

  it("an unnamed key shows as its path, a text value as typed", () => {
    const [view] = effectViews([
      {
        id: "e",
        name: "Odd",
        disabled: false,
        changes: [{ key: "system.notes", value: "hi" }],
        statuses: ["someModuleStatus"],
      },
    ]);
    expect(view).toMatchObject({
      changes: [{ key: "notes", label: "", value: "hi" }],
      statuses: ["someModuleStatus"],
    });
  });
});

describe("Effects tab on the character sheet", () => {
  const html = env.render(
    ACTOR_PART_TEMPLATES.effects,
    buildActorContext(withEffects("m20Character"), play),
  );

  it("is the active tab when chosen, one row per effect, the item's effect naming its item", () => {
    expect(html).toMatch(/class="holocron-tab tab active" data-group="primary" data-tab="effects"/);
    expect(rows(html)).toHaveLength(4);
    expect(html).toContain(`from ${weapon.name}`);
    expect(html).toContain(`data-source-item="${weapon.id}"`);
    expect([...env.missing]).toEqual([]);
  });

  it("shows each change as the number it changes → value, and the status an effect carries", () => {
    expect(html).toMatch(/AC<\/span> <code>modifiers\.ac<\/code>.*<strong>\+2<\/strong>/);
    expect(html).toContain("<strong>\u22124</strong>");
    expect(html).toContain('<li class="holocron-chip">Prone</li>');
    expect(html).toMatch(/holocron-effect--disabled[\s\S]*Battle rage[\s\S]*>off</);
  });

  it("has Add, and per row toggle, edit and delete, each icon with the same hover text as its label", () => {
    expect(html).toContain('data-action="createEffect"');
    for (const action of ["toggleEffect", "editEffect", "deleteEffect"]) {
      const buttons =
        html.match(new RegExp(`<button[^>]*data-action="${action}"[^>]*aria-label[^>]*>`, "g")) ??
        [];
      expect(buttons).toHaveLength(4);
      for (const b of buttons) {
        const label = /aria-label="([^":]*):/.exec(b)?.[1];
        expect(b).toContain(`data-tooltip="${label}"`);
      }
    }
    expect(html).toMatch(/holocron-effect--disabled[\s\S]*aria-pressed="false"/);
  });

  it("shows no controls to a viewer who may not edit", () => {
    const shown = env.render(
      ACTOR_PART_TEMPLATES.effects,
      buildActorContext(withEffects("m20Character"), readOnly),
    );
    expect(rows(shown)).toHaveLength(4);
    expect(shown).not.toMatch(/data-action="(create|toggle|delete)Effect"/);
  });

  it("says what to do when there are none", () => {
    const empty = env.render(
      ACTOR_PART_TEMPLATES.effects,
      buildActorContext(sampleActor("worldsCharacter"), play),
    );
    expect(empty).toContain("No effects. Add one (such as +2 AC from cover)");
  });

  it("is a tab of every character sheet", () => {
    for (const type of ["m20Character", "operaCharacter", "worldsCharacter"] as const) {
      const tabs = buildActorContext(sampleActor(type), play).tabs.map((t) => t.id);
      expect(tabs).toContain("effects");
    }
  });
});

describe("Effects on the NPC statblock and the item sheet", () => {
  it("the statblock has an effects section", () => {
    const html = env.render(
      ACTOR_PART_TEMPLATES.npc,
      buildActorContext(withEffects("m20Npc"), play),
    );
    expect(html).toContain("data-effects-list");
    expect(rows(html)).toHaveLength(4);
  });

  it("the item sheet lists the item's own effects, with its controls", () => {
    const item = { ...weapon, effects: sampleEffects().slice(0, 1) };
    const context = buildItemContext(
      item,
      { editable: true, editMode: true, enriched: "" },
      schemaOf("weapon"),
    );
    const html = Object.values(ITEM_PART_TEMPLATES)
      .map((t) => env.render(t, context))
      .join("\n");
    expect(rows(html)).toHaveLength(1);
    expect(html).toContain('data-action="createEffect"');
    expect(html).not.toContain("from ");
    expect([...env.missing]).toEqual([]);
  });

  it("an item without effects says how they work", () => {
    const context = buildItemContext(
      weapon,
      { editable: true, editMode: true, enriched: "" },
      schemaOf("weapon"),
    );
    expect(env.render(ITEM_PART_TEMPLATES.effects, context)).toContain("No effects. Add one");
  });
});
