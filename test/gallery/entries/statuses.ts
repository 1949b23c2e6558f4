// The gallery's status screens: the sheet's toggle chips with conditions set (Star Worlds) and a
// dying Space Opera character with its Dying check button, from the sheets' own context code.
import { sampleActor } from "../../templates/fixtures.js";
import type { SheetView } from "../../../src/applications/sheets/context/types.js";
import type { GalleryEntry } from "../types.js";
import { actorEntry } from "./sheets.js";

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
];
