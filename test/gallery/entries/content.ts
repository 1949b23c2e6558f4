// The gallery's compendium content: the Star Wars m20 rules journal with its enrichers rendered
// (buttons, the hazard shown as text until the GM tool exists, malformed ones as plain text), and one
// named NPC of each ruleset's compendium on its sheet, prepared as the data models prepare it.
import { readSource } from "../../../scripts/lib/packs.mjs";
import { buildActorContext } from "../../../src/applications/sheets/context/actor-context.js";
import {
  ACTOR_PART_TEMPLATES,
  ACTOR_PARTS,
  SHEET_SIZE,
} from "../../../src/applications/sheets/context/parts.js";
import type {
  SheetActorSource,
  SheetItemSource,
} from "../../../src/applications/sheets/context/types.js";
import { RULESET_OF_ACTOR_TYPE, type HolocronActorType } from "../../../src/config.js";
import { collectItems } from "../../../src/data/derive/shared.js";
import { deriveM20, type M20Inputs } from "../../../src/data/derive/m20.js";
import { deriveOpera, type OperaInputs } from "../../../src/data/derive/opera.js";
import { renderText } from "../../applications/enrichers/render-fixture.js";
import type { GalleryEntry } from "../types.js";

type Obj = Record<string, unknown>;
type PackSource = {
  _id: string;
  name: string;
  img: string;
  type: string;
  system: Obj;
  items?: PackSource[];
  pages?: { name: string; text: { content: string } }[];
};

const load = (path: string) => readSource(path) as PackSource;

/** Lines a GM might mistype, to show how a malformed enricher reads. */
const MALFORMED =
  "<p>Typos stay readable: [[/check climbing dc=15]], [[/damage 3d6 fire]] and [[/check physical dc=150]] show as text, their tooltips saying what is wrong.</p>";

function journalEntry(): GalleryEntry {
  const journal = load("packs/_source/m20-rules/star-wars-m20-how-to-play.yml");
  const pages = (journal.pages ?? []).map((page) => ({
    name: page.name,
    html: renderText(page.text.content),
  }));
  pages.push({ name: "Malformed enrichers", html: renderText(MALFORMED) });
  return {
    id: "journal-enrichers",
    title: "Rules journal with enrichers (Star Wars m20)",
    ruleset: "m20",
    kind: "sheet",
    templates: ["test/gallery/journal-page.hbs"],
    context: { title: journal.name, pages },
    classes: "application sheet journal-sheet journal-entry",
    width: 720,
  };
}

/** A compendium NPC as the sheet sees it: its source plus the data layer's own derived values. */
function packActor(path: string): SheetActorSource {
  const doc = load(path);
  const type = doc.type as HolocronActorType;
  // The pack's YAML is read untyped; the pack tests validate each item against its data model.
  const items = (doc.items ?? []).map((item, n) => ({
    id: item._id,
    name: item.name,
    img: item.img,
    type: item.type,
    sort: n,
    system: item.system,
  })) as SheetItemSource[];
  // The stored system of an NPC of either d20 type: what the derivations read, as written in the pack.
  type Stored = Omit<M20Inputs, "class" | "strDamage" | "items" | "modifiers" | "inCombat"> &
    Omit<OperaInputs, "knight" | "robot" | "items" | "modifiers" | "inCombat"> & {
      /** m20's class flags, or Space Opera's (its robot flag). */
      class: M20Inputs["class"] & { robot: boolean };
      strDamage: { value: number };
      health: { value: number };
    };
  const s = doc.system as Obj & Stored;
  const common = {
    items: collectItems(items),
    modifiers: { attack: 0, damage: 0, ac: 0 },
    inCombat: false,
  };
  let system: Obj = s;
  if (type === "m20Npc") {
    const derived = deriveM20({ ...s, strDamage: s.strDamage.value, ...common });
    system = {
      ...s,
      ...derived,
      health: { value: s.health.value, max: derived.maxHp },
      strDamage: { value: s.strDamage.value, max: s.stats.str },
    };
  } else if (type === "operaNpc") {
    const derived = deriveOpera({ ...s, knight: s.class.knight, robot: s.class.robot, ...common });
    system = { ...s, ...derived, health: { value: s.health.value, max: derived.maxHp } };
  }
  // `type` and `system` belong together by construction (one pack entry, read untyped from YAML), a
  // pairing the compiler cannot see: hence the one cast through unknown.
  return {
    id: doc._id,
    uuid: `Compendium.holocron.npcs.Actor.${doc._id}`,
    name: doc.name,
    img: doc.img,
    type,
    system,
    items,
    statuses: new Set<string>(),
  } as unknown as SheetActorSource;
}

function npcEntry(id: string, path: string, title: string): GalleryEntry {
  const actor = packActor(path);
  const type = actor.type as HolocronActorType;
  const biography = String((actor.system as Obj).biography ?? "");
  return {
    id,
    title,
    ruleset: RULESET_OF_ACTOR_TYPE[type],
    kind: "sheet",
    templates: ACTOR_PARTS[type].map(
      (part) => `templates/${ACTOR_PART_TEMPLATES[part].split("/templates/")[1]}`,
    ),
    context: {
      ...buildActorContext(actor, {
        editable: true,
        editMode: false,
        enriched: biography,
        gm: true,
      }),
    },
    classes: `application holocron sheet actor ${type}`,
    width: SHEET_SIZE.npc.width,
  };
}

export const entries: GalleryEntry[] = [
  journalEntry(),
  npcEntry(
    "compendium-npc-m20",
    "packs/_source/m20-npcs/dark-knight.yml",
    "Compendium NPC: Dark Knight (m20)",
  ),
  npcEntry(
    "compendium-npc-worlds",
    "packs/_source/worlds-npcs/dark-knight.yml",
    "Compendium NPC: Dark Knight (Star Worlds)",
  ),
  npcEntry(
    "compendium-npc-opera",
    "packs/_source/opera-npcs/dark-psion.yml",
    "Compendium NPC: Dark Psion (Space Opera)",
  ),
];
