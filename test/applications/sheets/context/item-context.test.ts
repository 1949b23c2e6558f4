// The sheets' context code against real Holocron documents (the stand-in with the data models registered):
// the paths the sheets read are the models' fields, and the derived numbers shown are the models' own.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../../data/setup.js";
import { buildActorContext } from "../../../../src/applications/sheets/context/actor-context.js";
import { buildItemContext } from "../../../../src/applications/sheets/context/item-context.js";
import { sheetActor, sheetItem } from "../../../../src/applications/sheets/context/sheet-source.js";
import {
  ACTOR_PART_TEMPLATES,
  ACTOR_PARTS,
  ITEM_PART_TEMPLATES,
} from "../../../../src/applications/sheets/context/parts.js";
import { ACTOR_TYPES, type HolocronActorType } from "../../../../src/config.js";
import type { SheetView } from "../../../../src/applications/sheets/context/types.js";
import { createTemplateEnv } from "../../../templates/handlebars-env.js";
import { itemSchemaViews } from "../../../templates/item-schemas.js";

const env = createTemplateEnv();
const view: SheetView = { editable: true, editMode: false, enriched: "", activeTab: "combat" };
let glue: Glue;

beforeEach(async () => {
  glue = await setupGlue("m20");
});

const items = [
  { name: "Vibroblade", type: "weapon", system: { damage: "1d8", kind: "melee", equipped: true } },
  { name: "Blaster", type: "weapon", system: { damage: "2d6", kind: "ranged" } },
  { name: "Flak vest", type: "armor", system: { acBonus: 2, armor: 1, speed: 3, equipped: true } },
  { name: "Rations", type: "gear", system: { quantity: 4 } },
];

async function make(type: HolocronActorType) {
  return glue.createActor({ name: `A ${type}`, type, items });
}

describe("contexts from real documents", () => {
  it.each(ACTOR_TYPES)("%s renders from its prepared document", async (type) => {
    const actor = await make(type);
    const context = buildActorContext(sheetActor(actor), view);
    const html = ACTOR_PARTS[type]
      .map((p) => env.render(ACTOR_PART_TEMPLATES[p], context))
      .join("");
    expect([...env.missing]).toEqual([]);
    expect(html).not.toMatch(/undefined|NaN|\[object Object\]/);
    expect(context.weapons.map((w) => w.name).sort()).toEqual(["Blaster", "Vibroblade"]);
    const system = actor.system as unknown as { health: { value: number; max: number } };
    expect(context.health.value).toBe(system.health.value);
    expect(context.health.max).toBe(system.health.max);
  });

  it.each(["m20Character", "operaCharacter"] as const)(
    "%s shows the model's AC, totals and weapon lines",
    async (type) => {
      const actor = await make(type);
      const system = actor.system as unknown as {
        ac: number;
        skillTotals: Record<string, number>;
        weapons: Record<string, { attack: number; damage: string }>;
      };
      const context = buildActorContext(sheetActor(actor), view);
      expect(context.defense[0]?.value).toBe(String(system.ac));
      const physical = context.skills.find((s) => s.id === "physical");
      expect(physical?.total).toMatch(new RegExp(`${Math.abs(system.skillTotals.physical ?? 0)}$`));
      for (const row of context.weapons) {
        const line = system.weapons[row.id];
        expect(line).toBeDefined();
        expect(row.damage).toBe(line?.damage);
      }
    },
  );

  it("a Star Worlds character's Armor and Speed come from its worn armor", async () => {
    const actor = await make("worldsCharacter");
    const context = buildActorContext(sheetActor(actor), view);
    expect(context.defense.map((d) => d.value)).toEqual(["1", "3"]);
  });

  it("the mook flag of a real NPC swaps the HP block for the mook note", async () => {
    const npc = await glue.createActor({ name: "Droid", type: "m20Npc", system: { mook: true } });
    const context = buildActorContext(sheetActor(npc), view);
    expect(context.health.mook).toBe(true);
    expect(env.render(ACTOR_PART_TEMPLATES.header, context)).toContain("holocron-health__mook");
  });

  it("every item type's fields are the model's fields", async () => {
    const actor = await glue.createActor({
      name: "Owner",
      type: "worldsCharacter",
      items: [
        ...items,
        { name: "Lucky", type: "ability", system: { usesPerDay: 2, used: 1 } },
        { name: "Human", type: "species", system: { skillBonus: "Pilot" } },
        { name: "Smuggler", type: "career" },
      ],
    });
    const schemaOf = await itemSchemaViews();
    for (const item of actor.items) {
      const source = sheetItem(item)!;
      const context = buildItemContext(
        source,
        { editable: true, editMode: true, enriched: "" },
        schemaOf(source.type, "starWorlds"),
      );
      for (const field of context.fields) {
        const path = field.name.replace(/^system\./, "");
        const source = (item.system as unknown as Record<string, unknown>)[path];
        expect(source, `${item.type}.${path}`).not.toBeUndefined();
      }
      const html = Object.values(ITEM_PART_TEMPLATES)
        .map((t) => env.render(t, context))
        .join("");
      expect([...env.missing]).toEqual([]);
      expect(html).toContain(item.name);
    }
  });
});
