// The gallery's encounter builder: the form with a target and a pool, and the groups a search
// found with their odds and 95% intervals, each from the window's own context code.
import {
  builderContext,
  DEFAULT_TARGET,
  type BuilderState,
} from "../../../src/applications/encounter/builder-context.js";
import { sim } from "../../../src/rules/index.js";
import type { FoeKind } from "../../../src/rules/sim/index.js";
import { knightParty } from "../../rules/sim/fighters.js";
import type { GalleryEntry } from "../types.js";

const TEMPLATE = "templates/combat/encounter-builder.hbs";
const THUG = "Compendium.holocron.m20-npcs.Actor.thug";
const BRUTE = "Compendium.holocron.m20-npcs.Actor.brute";

function state(over: Partial<BuilderState>): BuilderState {
  return {
    target: { ...DEFAULT_TARGET, maxRounds: 5, noDrop: true },
    source: "compendium",
    folders: [
      { id: "holocron.m20-npcs", label: "Star Wars m20 NPCs" },
      { id: "holocron.m20-npcs|street", label: "Star Wars m20 NPCs › Street" },
    ],
    folder: "holocron.m20-npcs|street",
    pool: [
      { id: THUG, name: "Street Thug", chosen: true },
      { id: BRUTE, name: "Gang Brute", chosen: true },
    ],
    party: ["Kara Venn", "Dex Orlan", "Tamsin Roe", "Master Ilen"],
    progress: null,
    result: null,
    error: null,
    notice: null,
    canPlace: true,
    ...over,
  };
}

function entry(id: string, title: string, s: BuilderState): GalleryEntry {
  return {
    id,
    title,
    ruleset: "m20",
    kind: "window",
    // builder-app.ts: its title getter, for a combat named "Docking bay", and its icon.
    window: {
      title: "HOLOCRON.Combat.Builder.Title",
      data: { name: "Docking bay" },
      icon: "fa-solid fa-wand-magic-sparkles",
    },
    templates: [TEMPLATE],
    context: builderContext(s),
    classes: "holocron application holocron-builder-window",
    width: 480,
  };
}

/** The search the window would send: the bench's Knight party against thugs and brutes. */
function found(): sim.BuildResult {
  const party = knightParty().filter((f) => f.side === "party");
  const thug = knightParty().find((f) => f.side === "foes")!;
  const pool: FoeKind[] = [
    { id: THUG, fighter: thug },
    { id: BRUTE, fighter: { ...thug, hp: 30, maxHp: 30, attackBonus: 5, damage: "2d6" } },
  ];
  return sim.buildEncounter(party, pool, { winChance: 0.7 }, { seed: 1, maxFoes: 12 });
}

export const entries = async (): Promise<GalleryEntry[]> => [
  entry(
    "encounter-builder-target",
    "Encounter builder: party wins about 70%, over in 5 rounds, nobody likely to drop",
    state({}),
  ),
  entry(
    "encounter-builder-result",
    "Encounter builder: the groups nearest the target, with their 95% intervals",
    state({ target: { ...DEFAULT_TARGET }, result: found() }),
  ),
];
