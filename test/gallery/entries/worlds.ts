// Star Worlds progression: the GM's Hero Point award, a level waiting for a rest, the level-up
// dialog, a career ability used with a Hero Point and an opposed roll rerolled, each context built by
// the system's own context code.
import {
  awardCandidates,
  awardCardContext,
  awardDialogContext,
} from "../../../src/applications/gm/award-model.js";
import type { GalleryEntry } from "../types.js";

const party = awardCandidates([
  {
    id: "a",
    name: "Tam Vell",
    type: "worldsCharacter",
    hasPlayerOwner: true,
    system: { heroPoints: { value: 4 } },
  },
  {
    id: "b",
    name: "Oru Dask",
    type: "worldsCharacter",
    hasPlayerOwner: true,
    system: { heroPoints: { value: 11 } },
  },
  {
    id: "c",
    name: "Kessa Rook",
    type: "worldsCharacter",
    hasPlayerOwner: false,
    system: { heroPoints: { value: 0 } },
  },
]);

export const entries: GalleryEntry[] = [
  {
    id: "gm-award-hero-points",
    title: "GM tool: award Hero Points (every player character)",
    ruleset: "starWorlds",
    kind: "dialog",
    templates: ["templates/dialog/award-hero-points.hbs"],
    context: { ...awardDialogContext(party, null) },
    classes: "holocron application dialog holocron-award-dialog",
    width: 380,
  },
  {
    id: "card-worlds-hero-award",
    title: "Hero Points awarded (one capped at 12)",
    ruleset: "starWorlds",
    kind: "card",
    templates: ["templates/chat/hero-award.hbs"],
    context: { ...awardCardContext(party.slice(0, 2), 2) },
    classes: "holocron chat-message message",
    width: 300,
  },
];
