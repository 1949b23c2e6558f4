// The Effects tab (characters), section (NPC statblock) and item list, rendered with the real handlebars
// package from contexts built by the sheets' own code: each effect with its source, changes, statuses
// and controls; none of the controls for a viewer who may not edit.
import { describe, expect, it } from "vitest";
import { buildActorContext } from "../../src/applications/sheets/context/actor-context.js";
import { buildItemContext } from "../../src/applications/sheets/context/item-context.js";
import {
  durationParts,
  effectList,
  effectViews,
  type SheetEffectSource,
} from "../../src/applications/sheets/context/effects.js";
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

describe("effect rows in sections, with durations and the ruleset's words", () => {
  const effect = (over: Partial<SheetEffectSource>): SheetEffectSource => ({
    id: "e",
    name: "E",
    disabled: false,
    changes: [],
    statuses: [],
    ...over,
  });

  it("a Star Worlds change is named by its attribute; a key another ruleset reads shows as its path", () => {
    const [stim] = effectViews(
      [
        effect({
          changes: [
            { key: "system.attributes.menace", value: "1" },
            { key: "system.modifiers.ac", value: "2" },
          ],
        }),
      ],
      "starWorlds",
    );
    expect(stim!.changes).toEqual([
      {
        key: "attributes.menace",
        label: "HOLOCRON.Sheet.AttributeAbbr.menace",
        value: "+1",
        text: "HOLOCRON.Effects.ChangeText.add",
      },
      { key: "modifiers.ac", label: "", value: "+2", text: "HOLOCRON.Effects.ChangeText.add" },
    ]);
  });

  it("a change of another mode reads by it: STR = 18, AC at least 15; only an add is signed", () => {
    const [set] = effectViews(
      [
        effect({
          changes: [
            { key: "system.stats.str", value: "18", mode: "override" },
            { key: "system.modifiers.ac", value: "15", mode: "upgrade" },
          ],
        }),
      ],
      "m20",
    );
    const words = set!.changes.map(
      (c) =>
        env
          .render("templates/shared/effects-list.hbs", {
            list: {
              sections: [
                {
                  id: "passive",
                  label: "HOLOCRON.Effects.Section.passive",
                  effects: [{ ...set, changes: [c] }],
                },
              ],
            },
          })
          .match(/holocron-effect__change">([^<]*)</)?.[1],
    );
    // Handlebars escapes "=" as an entity; the window shows "STR = 18".
    expect(words).toEqual(["STR &#x3D; 18", "AC at least 15"]);
  });

  it("durations: rounds and turns left, time in its largest whole unit, none: permanent", () => {
    expect(durationParts({ rounds: 2, turns: 1 })).toEqual([
      { key: "HOLOCRON.Effects.Duration.rounds", count: 2 },
      { key: "HOLOCRON.Effects.Duration.turns", count: 1 },
    ]);
    expect(durationParts({ seconds: 600 })).toEqual([
      { key: "HOLOCRON.Effects.Duration.minutes", count: 10 },
    ]);
    expect(durationParts({ seconds: 5400 })).toEqual([
      { key: "HOLOCRON.Effects.Duration.hours", count: 2 },
    ]);
    expect(durationParts({ seconds: 6 })).toEqual([
      { key: "HOLOCRON.Effects.Duration.seconds", count: 6 },
    ]);
    expect(durationParts(null)).toEqual([]);
  });

  it("sections as dnd5e's: temporary (a duration or a status), passive, inactive (off); empty ones left out", () => {
    const views = effectViews([
      effect({ id: "a", name: "Stim", timeLeft: { rounds: 3, turns: 0 } }),
      effect({ id: "b", name: "Cover" }),
      effect({ id: "c", name: "Prone", statuses: ["prone"] }),
      effect({ id: "d", name: "Rage", disabled: true, timeLeft: { rounds: 1, turns: 0 } }),
      // On but suppressed (Foundry's `active` false): it applies nothing, so it is inactive too.
      effect({ id: "f", name: "Scope", active: false }),
    ]);
    const list = effectList(views, "m20", true);
    expect(list.sections.map((s) => [s.id, s.effects.map((e) => e.name)])).toEqual([
      ["temporary", ["Prone", "Stim"]],
      ["passive", ["Cover"]],
      ["inactive", ["Rage", "Scope"]],
    ]);
    const html = env.render("templates/shared/effects-list.hbs", { list, editable: true });
    expect(html.match(/<h4 class="holocron-effects__heading">[^<]*</g)).toEqual([
      '<h4 class="holocron-effects__heading">Temporary effects<',
      '<h4 class="holocron-effects__heading">Passive effects<',
      '<h4 class="holocron-effects__heading">Inactive effects<',
    ]);
    expect(html).toContain('<span class="holocron-effect__duration">3 rounds</span>');
    expect(html).toContain('<span class="holocron-effect__duration">1 round</span>');
    expect(html).toContain('<span class="holocron-effect__duration">Permanent</span>');
    // A status with no duration lasts until it is removed (from the token or the sheet).
    expect(html).toContain('<span class="holocron-effect__duration">Until removed</span>');
    const onlyPassive = effectList(effectViews([effect({ name: "Cover" })]), "m20", true);
    expect(onlyPassive.sections.map((s) => s.id)).toEqual(["passive"]);
    expect([...env.missing]).toEqual([]);
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

  it("shows each change in the ruleset's words (AC +2, never the data path), and the status an effect carries", () => {
    expect(html).toContain('<li class="holocron-effect__change">AC +2</li>');
    expect(html).toContain('<li class="holocron-effect__change">AC \u22124</li>');
    expect(html).not.toContain("modifiers.ac");
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

  it("says what to do when there are none, in the ruleset's terms: no AC on Star Worlds", () => {
    const empty = (type: "worldsCharacter" | "m20Character" | "operaCharacter") =>
      env.render(ACTOR_PART_TEMPLATES.effects, buildActorContext(sampleActor(type), play));
    expect(empty("m20Character")).toContain("No effects. Add one (such as AC +2 from cover)");
    expect(empty("operaCharacter")).toContain("No effects. Add one (such as AC +2 from cover)");
    expect(empty("worldsCharacter")).toContain("No effects. Add one (such as Menace +1)");
    expect(empty("worldsCharacter")).not.toContain("AC");
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
