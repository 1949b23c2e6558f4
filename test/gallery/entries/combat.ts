// The gallery's combat pieces: the tracker row figures for each ruleset (ties, health, STR damage,
// unconscious, prone, the action marker) and the Star Worlds Daring tie-break chat card, each from
// the context code the tracker and the card use.
import { rowFigures } from "../../../src/applications/combat/tracker-figures.js";
import { daringCardContext } from "../../../src/rulesets/star-worlds/daring-card.js";
import type { CombatView, SortEntry } from "../../../src/rulesets/combat-view.js";
import type { CombatantFlags } from "../../../src/documents/combatant.js";
import type { RulesetId } from "../../../src/config.js";
import type { GalleryEntry } from "../types.js";

const ROW = "templates/combat/tracker-row.hbs";
const CARD = "templates/combat/daring-tie-break.hbs";

function row(
  id: string,
  title: string,
  ruleset: RulesetId,
  view: CombatView,
  o: {
    flags?: CombatantFlags;
    marker?: { actionSpent?: boolean; nextActionSpent?: boolean };
    statuses?: string[];
    tied?: boolean;
    initiative?: number;
    canToggleAction?: boolean;
    defeated?: boolean;
  } = {},
): GalleryEntry {
  const entry: SortEntry = {
    id,
    name: title,
    ruleset,
    kind: view.kind,
    initiative: o.initiative ?? 12,
    tieBreak: 0,
  };
  return {
    id: `tracker-${id}`,
    title,
    ruleset,
    kind: "tracker",
    templates: [ROW],
    context: rowFigures({
      entry,
      view,
      flags: o.flags ?? {},
      statuses: new Set(o.statuses ?? []),
      tied: o.tied ?? false,
      marker: {
        actionSpent: o.marker?.actionSpent ?? false,
        nextActionSpent: o.marker?.nextActionSpent ?? false,
      },
      canToggleAction: o.canToggleAction ?? false,
      defeated: o.defeated ?? false,
    }),
    classes: "holocron combat-tracker",
    width: 300,
  };
}

const d20 = (o: Partial<Extract<CombatView, { kind: "d20" }>> = {}): CombatView => ({
  kind: "d20",
  dex: 14,
  dexBonus: 2,
  strBonus: 1,
  level: 3,
  health: { value: 14, max: 22 },
  strDamage: null,
  mook: false,
  ...o,
});

export const entries: GalleryEntry[] = [
  row("m20-tied", "m20 — tied on 14, DEX decides; action spent", "m20", d20({ strDamage: 0 }), {
    tied: true,
    marker: { actionSpent: true },
  }),
  row(
    "m20-unconscious",
    "m20 — unconscious with STR damage, prone",
    "m20",
    d20({ health: { value: 0, max: 22 }, strDamage: 3 }),
    { statuses: ["unconscious", "prone"] },
  ),
  row("m20-mook", "m20 — mook", "m20", d20({ mook: true, health: { value: 0, max: 0 } })),
  row(
    "m20-dead",
    "m20 — dead and defeated: no action marker",
    "m20",
    d20({ health: { value: -12, max: 22 } }),
    { statuses: ["unconscious", "dead"], defeated: true, canToggleAction: true },
  ),
  row(
    "opera-dying",
    "Space Opera — dying (HP below 0), next action spent",
    "spaceOpera",
    d20({ health: { value: -3, max: 24 } }),
    { statuses: ["unconscious", "dying"], marker: { nextActionSpent: true } },
  ),
  row(
    "opera-low",
    "Space Opera — badly hurt; the owner's marker button",
    "spaceOpera",
    d20({ health: { value: 4, max: 24 } }),
    { canToggleAction: true, marker: { actionSpent: true } },
  ),
  row(
    "worlds-tied",
    "Star Worlds — Speed 3, tie broken by Daring",
    "starWorlds",
    { kind: "speed", speed: 3, daring: 1, health: { value: 9, max: 13 } },
    { tied: true, initiative: 3, flags: { tieBreak: 2, daringRolls: [8, 11] } },
  ),
  row(
    "worlds-wounded",
    "Star Worlds — Wounded, still acting; the owner's marker button",
    "starWorlds",
    { kind: "speed", speed: 3, daring: 1, health: { value: 2, max: 13 } },
    { initiative: 3, statuses: ["wounded"], canToggleAction: true },
  ),
  row(
    "worlds-dying",
    "Star Worlds — Dying",
    "starWorlds",
    { kind: "speed", speed: 4, daring: 0, health: { value: 0, max: 12 } },
    { initiative: 4, statuses: ["dying"] },
  ),
  {
    id: "card-daring-tie-break",
    title: "Star Worlds — Daring tie-break (rerolled)",
    ruleset: "starWorlds",
    kind: "card",
    templates: [CARD],
    context: daringCardContext([
      {
        speed: 3,
        order: ["kara", "vex", "droid"],
        rolls: new Map([
          ["kara", [9, 11]],
          ["vex", [9, 6]],
          ["droid", [5]],
        ]),
        who: new Map([
          ["kara", { name: "Kara Vell", img: null, daring: 2 }],
          ["vex", { name: "Vex", img: null, daring: 1 }],
          ["droid", { name: "Battle droid A", img: null, daring: 0 }],
        ]),
      },
    ]),
    classes: "holocron chat-message message",
    width: 300,
  },
  {
    id: "card-daring-two-groups",
    title: "Star Worlds — two tied groups",
    ruleset: "starWorlds",
    kind: "card",
    templates: [CARD],
    context: daringCardContext([
      {
        speed: 4,
        order: ["a", "b"],
        rolls: new Map([
          ["a", [10]],
          ["b", [7]],
        ]),
        who: new Map([
          ["a", { name: "Scout", img: null, daring: 1 }],
          ["b", { name: "Pilot", img: null, daring: 0 }],
        ]),
      },
      {
        speed: 2,
        order: ["c", "d"],
        rolls: new Map([
          ["c", [8]],
          ["d", [6]],
        ]),
        who: new Map([
          ["c", { name: "Trooper", img: null, daring: 0 }],
          ["d", { name: "Heavy", img: null, daring: -1 }],
        ]),
      },
    ]),
    classes: "holocron chat-message message",
    width: 300,
  },
];
