// Star Worlds Hero Point gifts and attribute generation: the sheet controls appear where they should,
// and the dialogs and chat lines render from their contexts with every string in lang/en.json.
import { describe, expect, it } from "vitest";
import { buildActorContext } from "../../src/applications/sheets/context/actor-context.js";
import { ACTOR_PART_TEMPLATES, ACTOR_PARTS } from "../../src/applications/sheets/context/parts.js";
import { actorTypeOf } from "../../src/applications/sheets/context/actor-context.js";
import { generationContext } from "../../src/applications/sheets/attribute-generation.js";
import type { SheetView } from "../../src/applications/sheets/context/types.js";
import { createTemplateEnv } from "./handlebars-env.js";
import { sampleActor } from "./fixtures.js";

const env = createTemplateEnv();
const play: SheetView = { editable: true, editMode: false, enriched: "" };
const edit: SheetView = { editable: true, editMode: true, enriched: "" };
const readOnly: SheetView = { editable: false, editMode: true, enriched: "" };

function renderActor(actor: ReturnType<typeof sampleActor>, view: SheetView): string {
  const context = buildActorContext(actor, view);
  return ACTOR_PARTS[actorTypeOf(actor)]
    .map((part) => env.render(ACTOR_PART_TEMPLATES[part], context))
    .join("\n");
}

function clean(html: string): string {
  expect(html).not.toMatch(/undefined|\[object Object\]|NaN/);
  expect([...env.missing]).toEqual([]);
  return html;
}

describe("sheet controls", () => {
  it("Give a Hero Point: Star Worlds characters the user can edit, play and edit mode", () => {
    const pc = sampleActor("worldsCharacter");
    expect(renderActor(pc, play)).toContain('data-action="giveHeroPoint"');
    expect(renderActor(pc, edit)).toContain('data-action="giveHeroPoint"');
    expect(renderActor(pc, readOnly)).not.toContain("giveHeroPoint");
    for (const type of ["worldsNpc", "operaCharacter", "m20Character"] as const) {
      expect(renderActor(sampleActor(type), play)).not.toContain("giveHeroPoint");
    }
  });

  it("Generate attributes: Star Worlds characters in edit mode only", () => {
    const pc = sampleActor("worldsCharacter");
    expect(renderActor(pc, edit)).toContain('data-action="generateAttributes"');
    expect(renderActor(pc, play)).not.toContain("generateAttributes");
    expect(renderActor(pc, readOnly)).not.toContain("generateAttributes");
    expect(renderActor(sampleActor("worldsNpc"), edit)).not.toContain("generateAttributes");
  });
});

describe("dialog templates", () => {
  it("the give dialog lists the candidates, a full one disabled", () => {
    const html = clean(
      env.render("templates/dialog/give-hero-points.hbs", {
        held: 3,
        max: 12,
        candidates: [
          { id: "a", name: "Ann <b>", held: 2, full: false },
          { id: "z", name: "Zed", held: 12, full: true },
        ],
      }),
    );
    expect(html).toContain("You hold 3 of 12 Hero Points");
    expect(html).toContain('<option value="a" >Ann &lt;b&gt; (2 held)</option>');
    expect(html).toMatch(/<option value="z" disabled>Zed \(12 held\)<\/option>/);
  });

  it("the chat line names giver and receiver, escaped", () => {
    const html = clean(
      env.render("templates/dialog/give-message.hbs", { giver: "Kara", receiver: "Tam & Co" }),
    );
    expect(html).toContain("Kara gives a Hero Point to Tam &amp; Co.");
  });

  it.each([
    [null, [], ["Rolled in order", "Rolled and assigned", "Chosen"]],
    ["rolledInOrder", [3, -1, 1, 2, 0, 1], ["Menace", "+3", "−1"]],
    ["rolledAssigned", [2, -1, 1, 0, 0, -1], ['<select name="menace">', "Roll 1: +2"]],
    ["chosen", [], ['<input type="number" name="spirit"']],
  ] as const)("attributes dialog, method %s", (method, rolled, expected) => {
    const html = clean(
      env.render("templates/dialog/attributes-dialog.hbs", generationContext(method, rolled)),
    );
    for (const text of expected) expect(html).toContain(text);
    expect(html).toContain("data-generation-error");
  });

  it("assigned: each attribute starts on its own roll", () => {
    const html = env.render(
      "templates/dialog/attributes-dialog.hbs",
      generationContext("rolledAssigned", [2, -1, 1, 0, 0, -1]),
    );
    expect(html.match(/selected/g)?.length).toBe(6);
  });

  it("the rolls chat message", () => {
    const html = clean(
      env.render("templates/dialog/attributes-rolls.hbs", {
        name: "Kara",
        method: "HOLOCRON.Sheet.Generate.Method.rolledInOrder",
        rows: [{ label: "HOLOCRON.Sheet.Attribute.menace", total: 12, value: 3 }],
      }),
    );
    expect(html).toContain("Kara rolls attributes");
    expect(html).toContain("2d6 = 12");
  });
});
