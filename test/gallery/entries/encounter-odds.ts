// The gallery's encounter-odds window: a finished run (result, bar chart, policy) and a run in
// progress (progress bar, cancel), each from the panel's own context code.
import {
  oddsContext,
  type OddsPanelState,
} from "../../../src/applications/encounter/odds-context.js";
import { sim } from "../../../src/rules/index.js";
import { knightParty } from "../../rules/sim/fighters.js";
import type { GalleryEntry } from "../types.js";
import { ODDS_BUTTONS } from "../../../src/applications/encounter/odds-panel.js";

const TEMPLATE = "templates/combat/encounter-odds.hbs";

const NAMES: Record<string, string> = {
  "soldier-1": "Kara Venn",
  "soldier-2": "Dex Orlan",
  "soldier-3": "Tamsin Roe",
  knight: "Master Ilen (Knight)",
};

function state(over: Partial<OddsPanelState>): OddsPanelState {
  const fighters = knightParty();
  return {
    combatants: fighters.map((f) => ({
      id: f.id,
      name: NAMES[f.id] ?? `Thug ${f.id.split("-")[1]}`,
      side: f.side,
      unarmed: false,
    })),
    fights: 10_000,
    progress: null,
    result: null,
    error: null,
    ...over,
  };
}

function entry(id: string, title: string, s: OddsPanelState): GalleryEntry {
  return {
    id,
    title,
    ruleset: "m20",
    kind: "dialog",
    templates: [TEMPLATE],
    buttons: ODDS_BUTTONS,
    context: oddsContext(s),
    classes: "holocron holocron-odds-dialog",
    width: 440,
    // The panel's own title and icon (odds-panel.ts) for a combat named "Docking bay".
    window: {
      title: "HOLOCRON.Combat.Odds.Title",
      data: { name: "Docking bay" },
      icon: "fa-solid fa-scale-balanced",
    },
  };
}

export const entries: GalleryEntry[] = [
  entry(
    "encounter-odds-panel",
    "Encounter odds: three soldiers and a Knight against eight thugs",
    state({ result: sim.encounter(knightParty(), { fights: 10_000, seed: 1 }) }),
  ),
  // Twelve combatants with a result: the whole window fits a 900 px screen (the browser layer measures it).
  entry(
    "encounter-odds-twelve",
    "Encounter odds: twelve combatants, the result and its chart on a 900 px screen",
    state({ result: sim.encounter(knightParty(), { fights: 10_000, seed: 2 }) }),
  ),
  entry("encounter-odds-running", "Encounter odds: playing the fights", state({ progress: 0.42 })),
];
