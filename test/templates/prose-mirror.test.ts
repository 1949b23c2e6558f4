// Every rich-text editor names the document it edits: `<prose-mirror document-uuid>` (the
// HTMLProseMirrorElement's document, for its uploads, links and collaboration:
// https://foundryvtt.com/api/v13/classes/foundry.applications.elements.HTMLProseMirrorElement.html;
// dnd5e 5.3's biography and Draw Steel's journal pages pass it too).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildActorContext } from "../../src/applications/sheets/context/actor-context.js";
import { buildItemContext } from "../../src/applications/sheets/context/item-context.js";
import {
  ACTOR_PART_TEMPLATES,
  ITEM_PART_TEMPLATES,
} from "../../src/applications/sheets/context/parts.js";
import { createTemplateEnv, ROOT, templateFiles } from "./handlebars-env.js";
import { sampleActor, sampleItem } from "./fixtures.js";
import { itemSchemaViews } from "./item-schemas.js";

const env = createTemplateEnv();
const schemaOf = await itemSchemaViews();
const EDIT = { editable: true, editMode: true, enriched: "<p>Bio</p>" };

describe("<prose-mirror> carries its document's uuid", () => {
  it("in every template that has one", () => {
    const editors = templateFiles().flatMap((path) =>
      [...readFileSync(join(ROOT, path), "utf8").matchAll(/<prose-mirror\b[^>]*>/g)].map((m) => ({
        path,
        tag: m[0],
      })),
    );
    expect(editors.length).toBeGreaterThan(0);
    expect(editors.filter((e) => !/\bdocument-uuid="\{\{[\w.]+\.uuid\}\}"/.test(e.tag))).toEqual(
      [],
    );
  });

  it("rendered: a character's and an NPC's biography, an item's description", () => {
    const kara = sampleActor("m20Character");
    const bio = env.render(ACTOR_PART_TEMPLATES.biography, buildActorContext(kara, EDIT));
    expect(bio).toContain(`document-uuid="${kara.uuid}"`);
    const npc = sampleActor("m20Npc");
    const notes = env.render(ACTOR_PART_TEMPLATES.npc, buildActorContext(npc, EDIT));
    expect(notes).toContain(`document-uuid="${npc.uuid}"`);
    const gun = sampleItem("weapon");
    const context = buildItemContext(gun, EDIT, schemaOf("weapon"));
    const description = env.render(ITEM_PART_TEMPLATES.description, context);
    expect(description).toContain(`document-uuid="${gun.uuid}"`);
    expect([...env.missing]).toEqual([]);
  });
});
