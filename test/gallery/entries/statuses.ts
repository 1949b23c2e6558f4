// The gallery's status screens: the sheet's toggle chips with conditions set (Star Worlds) and a
// dying Space Opera character with its Dying check button, from the sheets' own context code.
import { sampleActor } from "../../templates/fixtures.js";
import type { SheetView } from "../../../src/applications/sheets/context/types.js";
import type { GalleryEntry } from "../types.js";
import { actorEntry } from "./sheets.js";
import { rowFigures } from "../../../src/applications/combat/tracker-figures.js";
import type { CombatView } from "../../../src/rulesets/combat-view.js";
import type { RulesetId } from "../../../src/config.js";

/** A tracker row as the tracker renders it for its owner. */
function trackerRow(
  id: string,
  title: string,
  ruleset: RulesetId,
  view: CombatView,
  o: { statuses: string[]; canDyingCheck?: boolean },
): GalleryEntry {
  const entry = { id, name: title, ruleset, kind: view.kind, initiative: 12, tieBreak: 0 };
  return {
    id: `tracker-${id}`,
    title,
    ruleset,
    kind: "tracker",
    templates: ["templates/combat/tracker-row.hbs"],
    context: rowFigures({
      entry,
      view,
      flags: {},
      statuses: new Set(o.statuses),
      tied: false,
      marker: { actionSpent: false, nextActionSpent: false },
      canToggleAction: true,
      ...(o.canDyingCheck ? { canDyingCheck: true } : {}),
    }),
    classes: "holocron combat-tracker",
    width: 300,
  };
}

const play: SheetView = { editable: true, editMode: false, enriched: "", gm: true };

export const entries: GalleryEntry[] = [
  // Seed 002 lines 28, 38: Wounded by damage, Exhausted and a Lost Limb set by the GM.
  actorEntry(
    "worldsCharacter",
    "conditions",
    sampleActor("worldsCharacter", {
      items: 3,
      health: 0,
      statuses: ["wounded", "exhausted", "lostLimb"],
    }),
    play,
  ),
  // Seed 003 line 3: below 0 HP, dying and unconscious; the check is rolled from the sheet.
  actorEntry(
    "operaCharacter",
    "dying-check",
    sampleActor("operaCharacter", { items: 3, health: -4, statuses: ["unconscious", "dying"] }),
    play,
  ),
  trackerRow(
    "opera-dying-check",
    "Space Opera — dying: the owner's Dying check button",
    "spaceOpera",
    {
      kind: "d20",
      dex: 12,
      dexBonus: 1,
      strBonus: 1,
      level: 3,
      health: { value: -3, max: 24 },
      strDamage: null,
      mook: false,
    },
    { statuses: ["unconscious", "dying"], canDyingCheck: true },
  ),
  trackerRow(
    "worlds-out-cold",
    "Star Worlds — Out-Cold: cannot act",
    "starWorlds",
    { kind: "speed", speed: 4, daring: 1, health: { value: 8, max: 12 } },
    { statuses: ["outCold"] },
  ),
];
