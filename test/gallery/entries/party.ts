// The party sheet (one ruleset, another, and a mixed party), each context built by the sheet's own
// context code.
import {
  memberSource,
  partyContext,
} from "../../../src/applications/sheets/context/party-context.js";
import type { HolocronActorType } from "../../../src/config.js";
import type { HolocronActorData } from "../../../src/data/typed-system.js";
import { sampleActor } from "../../templates/fixtures.js";
import type { GalleryEntry } from "../types.js";

type Member = { type: HolocronActorType; name: string; health?: number; statuses?: string[] };

function source(m: Member, i: number) {
  const actor = sampleActor(m.type, {
    ...(m.health === undefined ? {} : { health: m.health }),
    ...(m.statuses ? { statuses: m.statuses } : {}),
  });
  // sampleActor pairs `type` and `system` by construction (test/templates/fixtures.ts).
  const data = { type: actor.type, system: actor.system } as HolocronActorData;
  return memberSource(`Actor.member${i}`, {
    name: m.name,
    img: actor.img ?? null,
    data,
    statuses: actor.statuses,
  });
}

function sheet(
  id: string,
  title: string,
  ruleset: GalleryEntry["ruleset"],
  members: (Member | null)[],
): GalleryEntry {
  const sources = members.map((m, i) =>
    m ? source(m, i) : { uuid: `Actor.gone${i}`, member: null },
  );
  return {
    id,
    title,
    ruleset,
    kind: "sheet",
    templates: ["templates/actor/party.hbs"],
    context: {
      document: { name: "The Crew" },
      party: partyContext(sources, { gm: true, editable: true, awardable: ruleset !== "m20" }),
    },
    classes: "holocron sheet actor party",
    width: 640,
  };
}

export const entries: GalleryEntry[] = [
  sheet("sheet-party-m20", "Party sheet (m20): four members, one hurt and prone", "m20", [
    { type: "m20Character", name: "Kara Venn" },
    { type: "m20Character", name: "Jax Orin", health: 4, statuses: ["prone"] },
    { type: "m20Character", name: "Tal Brenn" },
    { type: "m20Npc", name: "R5 (droid)" },
  ]),
  sheet("sheet-party-worlds", "Party sheet (Star Worlds): Hero Points at a glance", "starWorlds", [
    { type: "worldsCharacter", name: "Ace" },
    { type: "worldsCharacter", name: "Zed", statuses: ["wounded"] },
    { type: "worldsCharacter", name: "Nim" },
  ]),
  sheet(
    "sheet-party-mixed",
    "Party sheet (mixed rulesets): each member by its own ruleset, one member deleted",
    "all",
    [
      { type: "m20Character", name: "Kara Venn" },
      { type: "operaCharacter", name: "Vex" },
      { type: "worldsCharacter", name: "Ace" },
      null,
    ],
  ),
];
