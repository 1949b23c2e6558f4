// The gallery's first evening: a brand-new actor of each type (characters in edit mode with the
// creation guide, as their sheet opens), an m20 character the guide has finished, the sheet's rest
// menu open, the chase tracker with no chase, and the whole combat tracker of each ruleset.
import { starWorlds } from "../../../src/rules/index.js";
import { rowFigures } from "../../../src/applications/combat/tracker-figures.js";
import type { CombatView } from "../../../src/rulesets/combat-view.js";
import type {
  SheetActorSource,
  SheetItemSource,
  SheetView,
} from "../../../src/applications/sheets/context/types.js";
import type { HolocronActorType, RulesetId } from "../../../src/config.js";
import { sampleActor, sampleItem } from "../../templates/fixtures.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { actorEntry } from "./sheets.js";
import { readSource } from "../../../scripts/lib/packs.mjs";
import { renderText } from "../../applications/enrichers/render-fixture.js";
import type { GalleryEntry } from "../types.js";
import { modelActor } from "../model-actors.js";

/** A new actor of a type, made through its data model (its schema's defaults), with `system` and items. */
const newActor = (
  type: HolocronActorType,
  items: SheetItemSource[] = [],
  system: Record<string, unknown> = {},
): Promise<SheetActorSource> =>
  modelActor({ name: type.endsWith("Npc") ? "New NPC" : "New character", type, system, items });

/** As the sheet opens: a character in edit mode with its guide open; an NPC in play mode. */
const opening = (npc: boolean): SheetView => ({
  editable: true,
  editMode: !npc,
  enriched: "",
  gm: false,
  guideOpen: !npc,
});

const TYPES: HolocronActorType[] = [
  "m20Character",
  "operaCharacter",
  "worldsCharacter",
  "m20Npc",
  "operaNpc",
  "worldsNpc",
];

async function sheetEntries(): Promise<GalleryEntry[]> {
  const fresh: GalleryEntry[] = [];
  for (const type of TYPES)
    fresh.push(actorEntry(type, "new", await newActor(type), opening(type.endsWith("Npc"))));
  // A new NPC opens in play mode; the GM's Edit shows the inputs it is made with.
  const npcEdit: GalleryEntry[] = [];
  for (const type of TYPES.filter((t) => t.endsWith("Npc")))
    npcEdit.push(
      actorEntry(type, "new-edit", await newActor(type), { ...opening(true), editMode: true }),
    );
  // Every step the guide asks for, filled in: the guide has gone by itself.
  const gear = [sampleItem("weapon"), sampleItem("armor", 1)];
  const done = await newActor("m20Character", gear, {
    stats: { str: 14, dex: 13, mnd: 12 },
    class: { name: "Scout", knight: false, droid: false, affinity: false },
    // Every skill the schema stores (an override replaces the blank's): some ranks bought.
    skills: { physical: 2, subterfuge: 1, knowledge: 1, communication: 0, force: 0, agility: 0 },
    hitDice: [5],
  });
  const menu = {
    ...actorEntry("m20Character", "menu-rest-open", sampleActor("m20Character"), {
      ...opening(true),
      gm: true,
    }),
    id: "sheet-menu-rest-open",
    title: "m20Character — the rest and recovery menu, open",
    openMenu: "holocron-menu holocron-recovery",
  };
  return [
    ...fresh,
    ...npcEdit,
    actorEntry("m20Character", "guide-done", done, opening(false)),
    // The guide folded to its title line (remembered for this user): the sheet below it moves up.
    actorEntry("m20Character", "guide-collapsed", await newActor("m20Character"), {
      ...opening(false),
      guideCollapsed: true,
    }),
    menu,
  ];
}

// ---- the trackers -----------------------------------------------------------------------------

const env = createTemplateEnv();

interface Row {
  name: string;
  initiative: number;
  view: CombatView;
  statuses?: string[];
  spent?: boolean;
  next?: boolean;
  mine?: boolean;
  tied?: boolean;
  defeated?: boolean;
  active?: boolean;
}

const d20 = (value: number, max: number, o: Partial<Extract<CombatView, { kind: "d20" }>> = {}) =>
  ({
    kind: "d20",
    dex: 14,
    dexBonus: 2,
    strBonus: 1,
    level: 3,
    health: { value, max },
    strDamage: null,
    mook: false,
    ...o,
  }) as CombatView;
const speed = (s: number, value: number, max: number): CombatView => ({
  kind: "speed",
  speed: s,
  daring: 1,
  health: { value, max },
});
/** A character's Speed from its worn armor (the NPCs' are typed on their sheets). */
const worn = (s: number, value: number, max: number): CombatView => ({
  kind: "speed",
  speed: s,
  daring: 1,
  health: { value, max },
  speedTrace: starWorlds.speedTrace([{ name: "Scout vest", armor: 1, speed: s }]),
});

const ROWS: Record<RulesetId, Row[]> = {
  m20: [
    {
      name: "Kara Venn",
      initiative: 19,
      view: d20(14, 22, { strDamage: 0 }),
      mine: true,
      active: true,
    },
    { name: "Master Ilen", initiative: 14, view: d20(20, 26), tied: true, spent: true },
    {
      name: "Dex Orlan",
      initiative: 14,
      view: d20(0, 18, { strDamage: 3, dex: 12 }),
      statuses: ["unconscious", "prone"],
    },
    { name: "Bounty hunter", initiative: 12, view: d20(9, 24), next: true },
    { name: "Battle droid A", initiative: 8, view: d20(0, 0, { mook: true }) },
    {
      name: "Battle droid B",
      initiative: 5,
      view: d20(0, 0, { mook: true }),
      statuses: ["dead"],
      defeated: true,
    },
  ],
  spaceOpera: [
    { name: "Tal Brenn", initiative: 18, view: d20(20, 24), mine: true, active: true },
    { name: "Vira Oss", initiative: 15, view: d20(-3, 22), statuses: ["unconscious", "dying"] },
    { name: "Psion Adept", initiative: 13, view: d20(16, 20), next: true },
    { name: "Combat bot", initiative: 11, view: d20(12, 30), spent: true },
    { name: "Soldier bot A", initiative: 7, view: d20(0, 0, { mook: true }) },
    {
      name: "Raider captain",
      initiative: 4,
      view: d20(-12, 26),
      statuses: ["unconscious", "dead"],
      defeated: true,
    },
  ],
  starWorlds: [
    { name: "Kara Vell", initiative: 6, view: worn(6, 12, 15), mine: true, active: true },
    { name: "Vex", initiative: 5, view: speed(5, 2, 13), statuses: ["wounded"], spent: true },
    { name: "Jax", initiative: 5, view: speed(5, 0, 12), statuses: ["dying"], tied: true },
    { name: "Trooper A", initiative: 4, view: speed(4, 12, 12) },
    { name: "Trooper B", initiative: 4, view: speed(4, 6, 12), statuses: ["wounded"] },
    {
      name: "Heavy",
      initiative: 2,
      view: speed(2, 0, 12),
      statuses: ["dying", "dead"],
      defeated: true,
    },
  ],
};

function trackerEntry(ruleset: RulesetId, id: string, title: string): GalleryEntry {
  const combatants = ROWS[ruleset].map((r, n) => {
    const figures = rowFigures({
      entry: {
        id: `c${n}`,
        name: r.name,
        ruleset,
        kind: r.view.kind,
        initiative: r.initiative,
        tieBreak: 0,
      },
      view: r.view,
      flags: r.tied && ruleset === "starWorlds" ? { tieBreak: 2, daringRolls: [9] } : {},
      statuses: new Set(r.statuses ?? []),
      tied: r.tied ?? false,
      marker: { actionSpent: r.spent ?? false, nextActionSpent: r.next ?? false },
      canToggleAction: r.mine ?? false,
      defeated: r.defeated ?? false,
    });
    return {
      id: `c${n}`,
      name: r.name,
      img: "icons/svg/mystery-man.svg",
      initiative: r.initiative,
      active: r.active ?? false,
      defeated: r.defeated ?? false,
      // The initiative number is its breakdown's button, as tracker-decoration.ts makes it.
      breakdown: figures.initiative?.id ?? null,
      figures: env.render("templates/combat/tracker-row.hbs", figures),
    };
  });
  const launch = [
    env.render("templates/combat/encounter-odds-button.hbs", {}),
    env.render("templates/combat/chase-launch.hbs", {}),
  ].join("\n");
  return {
    id,
    title,
    ruleset,
    kind: "tracker",
    templates: ["test/gallery/combat-tracker.hbs"],
    context: { round: 2, combatants, launch },
    classes: "holocron-gallery-sidebar combat-sidebar",
    width: 320,
  };
}

/** The m20 rules journal's first page, "Start here", with its enrichers rendered. */
function startHere(): GalleryEntry {
  const journal = readSource("packs/_source/m20-rules/star-wars-m20-how-to-play.yml") as {
    name: string;
    pages: { name: string; text: { content: string } }[];
  };
  const page = journal.pages.find((p) => p.name === "Start here")!;
  return {
    id: "journal-start-here-m20",
    title: "Rules journal — Start here (Star Wars m20)",
    ruleset: "m20",
    kind: "sheet",
    templates: ["test/gallery/journal-page.hbs"],
    context: {
      title: journal.name,
      pages: [{ name: page.name, html: renderText(page.text.content) }],
    },
    classes: "application sheet journal-sheet journal-entry",
    width: 720,
  };
}

export const entries = async (): Promise<GalleryEntry[]> => [
  ...(await sheetEntries()),
  startHere(),
  {
    id: "chase-tracker-empty",
    title: "Chase tracker — no chase yet (the GM's view)",
    ruleset: "spaceOpera",
    kind: "window",
    window: { title: "HOLOCRON.Chase.Title", icon: "fa-solid fa-person-running" },
    templates: ["templates/apps/chase-tracker.hbs"],
    context: { isGM: true, noChase: true, chase: null },
    classes: "holocron application chase-tracker",
    width: 560,
  },
  trackerEntry("m20", "tracker-full-m20", "Combat tracker — Star Wars m20, round 2"),
  trackerEntry("spaceOpera", "tracker-full-opera", "Combat tracker — Space Opera d20, round 2"),
  trackerEntry("starWorlds", "tracker-full-worlds", "Combat tracker — Star Worlds, round 2"),
];
