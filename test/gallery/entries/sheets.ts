// The gallery's sheets: all six actor sheets (empty and full, every tab, edit mode, mooks) and every item
// sheet, each rendered from a context built by the sheets' own context code.
import {
  buildActorContext,
  tabIds,
} from "../../../src/applications/sheets/context/actor-context.js";
import { buildItemContext } from "../../../src/applications/sheets/context/item-context.js";
import { generationContext } from "../../../src/applications/sheets/attribute-generation.js";
import {
  ACTOR_PART_TEMPLATES,
  ACTOR_PARTS,
  ITEM_PART_TEMPLATES,
  LIMITED_PARTS,
  limitedContext,
  SHEET_SIZE,
} from "../../../src/applications/sheets/context/parts.js";
import { ACTOR_TYPES, RULESET_OF_ACTOR_TYPE, type HolocronActorType } from "../../../src/config.js";
import type { RulesetId } from "../../../src/config.js";
import type { SheetItemSource, SheetView } from "../../../src/applications/sheets/context/types.js";
import { heroPointsOf, itemCases, sampleActor, sampleEffects } from "../../templates/fixtures.js";
import { itemSchemaViews } from "../../templates/item-schemas.js";
import type { GalleryEntry } from "../types.js";
import { GIVE_BUTTONS } from "../../../src/applications/sheets/give-hero-points.js";
import {
  GENERATION_CONFIRM_BUTTONS,
  GENERATION_METHOD_BUTTONS,
} from "../../../src/applications/sheets/attribute-generation.js";

const BIO =
  "<p>Raised on a moisture farm, she left with a borrowed blaster and a debt to a Hutt.</p>";
const templatesOf = (type: HolocronActorType) =>
  ACTOR_PARTS[type].map(
    (part) => `templates/${ACTOR_PART_TEMPLATES[part].split("/templates/")[1]}`,
  );

export function actorEntry(
  type: HolocronActorType,
  variant: string,
  actor: ReturnType<typeof sampleActor>,
  view: SheetView,
): GalleryEntry {
  const npc = type.endsWith("Npc");
  return {
    id: `sheet-${type}-${variant}`,
    title: `${type} — ${variant}`,
    ruleset: RULESET_OF_ACTOR_TYPE[type],
    kind: "sheet",
    templates: templatesOf(type),
    context: { ...buildActorContext(actor, view) },
    classes: `application holocron sheet actor ${type}`,
    width: npc ? SHEET_SIZE.npc.width : SHEET_SIZE.character.width,
  };
}

/** A character in a health state its ruleset tracks by status, to show the health block's states. */
const HEALTH_STATES: Partial<
  Record<HolocronActorType, { variant: string; health: number; statuses: string[] }>
> = {
  m20Character: { variant: "unconscious", health: 0, statuses: ["unconscious"] },
  operaCharacter: { variant: "dying", health: -3, statuses: ["unconscious", "dying"] },
  worldsCharacter: { variant: "wounded", health: 4, statuses: ["wounded"] },
};

function actorEntries(type: HolocronActorType): GalleryEntry[] {
  const play = (activeTab?: string): SheetView => ({
    editable: true,
    editMode: false,
    enriched: BIO,
    activeTab,
    // The GM's view: every control shows, the "new session" reset included.
    gm: true,
  });
  const full = sampleActor(type, { items: 14 });
  const entries = [
    actorEntry(type, "empty", sampleActor(type), play()),
    actorEntry(type, "edit", full, { ...play(), editMode: true }),
  ];
  if (type.endsWith("Npc")) {
    entries.push(actorEntry(type, "full", full, play()));
    // A typical encounter NPC (a few weapons, armor, a power, gear) as a compact stat block.
    if (type === "m20Npc")
      entries.push(actorEntry(type, "statblock", sampleActor(type, { items: 5 }), play()));
    if (type !== "worldsNpc")
      entries.push(actorEntry(type, "mook", sampleActor(type, { items: 3, mook: true }), play()));
    // Rulings, Robots: the Robot flag in edit mode; a robot's Psionics rank is not listed.
    if (type === "operaNpc") {
      const robot = sampleActor(type, { items: 3, mook: true, robot: true });
      entries.push(actorEntry(type, "robot", robot, { ...play(), editMode: true }));
    }
    return entries;
  }
  if (type === "m20Character") {
    // Rulings, Chases: the shared core's Agility skill and the movement the chase reads.
    entries.push(actorEntry(type, "agility", sampleActor(type, { items: 3 }), play()));
    // Rulings, m20 hit dice: a new level-3 character rolls its dice from the sheet, or types them.
    entries.push(actorEntry(type, "fresh", sampleActor(type, { hitDice: [] }), play()));
    entries.push(
      actorEntry(type, "hit-dice", sampleActor(type, { items: 3, hitDice: [4, 6] }), {
        ...play("combat"),
        editMode: true,
      }),
    );
  }
  const hurt = HEALTH_STATES[type];
  if (hurt) {
    const { variant, ...options } = hurt;
    entries.push(actorEntry(type, variant, sampleActor(type, { items: 3, ...options }), play()));
  }
  const ruleset = RULESET_OF_ACTOR_TYPE[type];
  for (const tab of tabIds(ruleset, true))
    entries.push(actorEntry(type, `full-${tab}`, full, play(tab)));
  if (type === "worldsCharacter")
    // 67 Hero Points spent: two levels wait, and 7 of 12 toward level 7.
    entries.push(actorEntry(type, "hero-progress", heroPointsOf(67, 5), play()));
  // The m20 character's Effects tab is test/gallery/entries/effects.ts's, beside the Add effect form.
  return entries;
}

const schemaOf = await itemSchemaViews();

/** An item sheet as its ruleset shows it (the item type's first ruleset unless given). */
function itemEntry(item: SheetItemSource, id: string, ruleset?: RulesetId): GalleryEntry {
  return {
    id,
    title: `Item — ${item.type}${ruleset ? ` (${ruleset})` : ""}`,
    ruleset: ruleset ?? "all",
    kind: "sheet",
    templates: Object.values(ITEM_PART_TEMPLATES).map(
      (t) => `templates/${t.split("/templates/")[1]}`,
    ),
    context: {
      ...buildItemContext(
        item,
        { editable: true, editMode: true, enriched: "<p>Well worn.</p>" },
        schemaOf(item.type, ruleset),
      ),
    },
    classes: `application holocron sheet item ${item.type}`,
    width: SHEET_SIZE.item.width,
  };
}

function itemEntries(): GalleryEntry[] {
  const entries = itemCases().map(({ item }) => itemEntry(item, `sheet-item-${item.type}`));
  const armor = itemCases().find((c) => c.item.type === "armor")!.item;
  entries.push(itemEntry(armor, "sheet-item-armor-star-worlds", "starWorlds"));
  const weapon = itemCases().find((c) => c.item.type === "weapon")!.item;
  entries.push(
    // The effect a scope grants its owner (an item's own effect names no source).
    itemEntry(
      {
        ...weapon,
        effects: sampleEffects({ id: null, name: "" })
          .slice(-1)
          .map(({ source: _s, ...e }) => e),
      },
      "sheet-item-weapon-effects",
    ),
  );
  return entries;
}

/** The Star Worlds dialogs opened from the sheet: giving a Hero Point, generating attributes. */
function worldsDialogEntries(): GalleryEntry[] {
  const give = "holocron-give-dialog";
  const attrs = "holocron-attributes-dialog";
  const dialog = (id: string, title: string, template: string, context: object, css: string) => ({
    id,
    title,
    // give-hero-points.ts and attribute-generation.ts: their titles (no icon).
    window: { title: css === give ? "HOLOCRON.Sheet.Give.Title" : "HOLOCRON.Sheet.Generate.Title" },
    ruleset: "starWorlds" as const,
    kind: "dialog" as const,
    templates: [`templates/dialog/${template}`],
    buttons:
      css === give
        ? GIVE_BUTTONS
        : id === "attributes-method"
          ? GENERATION_METHOD_BUTTONS
          : GENERATION_CONFIRM_BUTTONS,
    context: { ...context },
    classes: `holocron application dialog ${css}`,
    width: 400,
  });
  const candidates = [
    { id: "a", name: "Tam Vell", held: 4, full: false },
    { id: "b", name: "Oru Dask", held: 12, full: true },
  ];
  return [
    dialog(
      "give-hero-point",
      "Give a Hero Point",
      "give-hero-points.hbs",
      {
        held: 3,
        max: 12,
        candidates,
      },
      give,
    ),
    dialog(
      "attributes-method",
      "Generate attributes — method",
      "attributes-dialog.hbs",
      {
        ...generationContext(null, []),
      },
      attrs,
    ),
    dialog(
      "attributes-in-order",
      "Generate attributes — rolled in order",
      "attributes-dialog.hbs",
      {
        ...generationContext("rolledInOrder", [3, -1, 1, 2, 0, 1]),
      },
      attrs,
    ),
    dialog(
      "attributes-assigned",
      "Generate attributes — rolled and assigned",
      "attributes-dialog.hbs",
      {
        ...generationContext("rolledAssigned", [2, -1, 1, 0, 0, -1]),
      },
      attrs,
    ),
    dialog(
      "attributes-chosen",
      "Generate attributes — chosen",
      "attributes-dialog.hbs",
      {
        ...generationContext("chosen", []),
      },
      attrs,
    ),
  ];
}

/** What a player with Limited permission sees of someone else's actor: name, portrait, biography. */
function limitedEntry(): GalleryEntry {
  const actor = sampleActor("m20Npc", { items: 3 });
  return {
    id: "sheet-limited",
    title: "Limited permission — name, portrait, biography",
    ruleset: "all",
    kind: "sheet",
    templates: LIMITED_PARTS.map(
      (part) => `templates/${ACTOR_PART_TEMPLATES[part].split("/templates/")[1]}`,
    ),
    context: limitedContext(actor, BIO),
    classes: "application holocron sheet actor m20Npc limited",
    width: SHEET_SIZE.npc.width,
  };
}

export const entries: GalleryEntry[] = [
  ...ACTOR_TYPES.flatMap(actorEntries),
  limitedEntry(),
  ...itemEntries(),
  ...worldsDialogEntries(),
];
