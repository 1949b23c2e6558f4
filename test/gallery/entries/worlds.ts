// Star Worlds progression: the GM's Hero Point award, a level waiting for a rest, the level-up
// dialog, a career ability used with a Hero Point and an opposed roll rerolled, each context built by
// the system's own context code.
import {
  awardCandidates,
  awardCardContext,
  awardDialogContext,
} from "../../../src/applications/gm/award-model.js";
import { buildActorContext } from "../../../src/applications/sheets/context/actor-context.js";
import {
  ACTOR_PART_TEMPLATES,
  ACTOR_PARTS,
  SHEET_SIZE,
} from "../../../src/applications/sheets/context/parts.js";
import {
  careerRequestContext,
  levelUpDialogContext,
} from "../../../src/applications/sheets/level-up-model.js";
import { catalogOf } from "../../../src/applications/sheets/career-catalog.js";
import { careerAbilityCardContext } from "../../../src/applications/sheets/career-ability.js";
import { sampleActor } from "../../templates/fixtures.js";
import { cardContext, type I18n } from "../../../src/cards/views.js";
import type { OpposedCard } from "../../../src/cards/data.js";
import { speedRaceCardContext } from "../../../src/rulesets/star-worlds/speed-race.js";
import { daringCardContext } from "../../../src/rulesets/star-worlds/daring-card.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import type { GalleryEntry } from "../types.js";
import type { SheetView } from "../../../src/applications/sheets/context/types.js";
import { LEVEL_UP_BUTTONS } from "../../../src/applications/sheets/level-up.js";
import { AWARD_BUTTONS } from "../../../src/applications/gm/award-hero-points.js";

const env = createTemplateEnv();
const i18n: I18n = {
  localize: env.localize,
  format: (key, data) =>
    Object.entries(data).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, v), env.localize(key)),
};

/** Kara's Presence against two rivals' Guile: one reroll paid by Kara, one tie rolled again. */
const opposedRerolled: OpposedCard = {
  type: "opposed",
  actor: { uuid: "Actor.kara", name: "Kara Venn", img: "icons/svg/mystery-man.svg" },
  title: "HOLOCRON.Roll.Title.Stat",
  titleData: { name: "HOLOCRON.Sheet.Attribute.presence" },
  formula: "2d6 + 1",
  total: 8,
  ruleset: "starWorlds",
  bonus: 1,
  purpose: null,
  resisters: [
    {
      uuid: "Actor.rival",
      name: "Dask Oru",
      ac: null,
      bonus: 1,
      resistLabel: "HOLOCRON.Sheet.Attribute.guile",
      chance: 0.46,
      result: {
        rounds: [
          { actor: 8, resister: 10 },
          { actor: 10, resister: 10 },
          { actor: 11, resister: 6 },
        ],
        winner: "actor",
        heroRerolls: [{ side: "actor", total: 10, round: 1 }],
      },
    },
    {
      uuid: "Actor.thug",
      name: "Dock Thug",
      ac: null,
      bonus: 0,
      resistLabel: "HOLOCRON.Sheet.Attribute.guile",
      chance: 0.6,
      result: { rounds: [{ actor: 8, resister: 5 }], winner: "actor" },
    },
  ],
};

/** A new level 1 character with one career and no ability yet: its starting ability to take. */
function rookieActor() {
  const actor = sampleActor("worldsCharacter", { items: 14 });
  if (actor.type !== "worldsCharacter") throw new Error("a Star Worlds character");
  const all = [...actor.items];
  const items = all.filter((i) => i.type !== "ability" && i.type !== "career");
  const career = all.find((i) => i.name === "Smuggler 3")!;
  const heroPoints = { ...actor.system.heroPoints, value: 2, spent: 0, spentAtRest: 0 };
  const system = { ...actor.system, level: 1, heroPoints, levelsWaiting: 0, levelsReady: 0 };
  return { ...actor, items: [...items, career], system };
}

/** A level 4 character with two levels earned since its last rest: "rest to take your level". */
function waitingActor() {
  const actor = sampleActor("worldsCharacter", { items: 3 });
  if (actor.type !== "worldsCharacter") throw new Error("a Star Worlds character");
  const heroPoints = { ...actor.system.heroPoints, spentAtRest: 40 };
  return { ...actor, system: { ...actor.system, heroPoints, levelsReady: 0 } };
}

/** The compendium's shape: abilities name their career by id. */
const catalog = catalogOf([
  [
    { uuid: "c1", id: "c1", name: "Smuggler", type: "career", career: null },
    { uuid: "c4", id: "c4", name: "Smuggler 3", type: "career", career: null },
    { uuid: "a4", id: "a4", name: "Quick Draw", type: "ability", career: "c4" },
    { uuid: "a5", id: "a5", name: "Fast Talker", type: "ability", career: "c4" },
    { uuid: "c2", id: "c2", name: "Pilot", type: "career", career: null },
    { uuid: "c3", id: "c3", name: "Soldier", type: "career", career: null },
    { uuid: "a1", id: "a1", name: "Fast Talker", type: "ability", career: "c1" },
    { uuid: "a2", id: "a2", name: "Hidden Compartment", type: "ability", career: "c1" },
    { uuid: "a3", id: "a3", name: "Punch It", type: "ability", career: "c2" },
  ],
]);

/** A player's view of the careers tab, with the world's catalog. */
const careersTab: SheetView = {
  editable: true,
  editMode: false,
  enriched: "",
  activeTab: "traits",
  careerCatalog: catalog,
};

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

const sheetTemplates = ACTOR_PARTS.worldsCharacter.map(
  (part) => `templates/${ACTOR_PART_TEMPLATES[part].split("/templates/")[1]}`,
);

const opposed = cardContext(opposedRerolled, i18n);
const runners = [
  { id: "a", name: "Kara Venn", img: null, speed: 3, daring: 2 },
  { id: "b", name: "Tam Vell", img: null, speed: 4, daring: 0 },
  { id: "c", name: "Dock Thug", img: null, speed: 3, daring: 1 },
];
const race = {
  order: ["b", "a", "c"],
  ties: [
    {
      speed: 3,
      order: ["a", "c"],
      rolls: new Map([
        ["a", [9, 11]],
        ["c", [9, 7]],
      ]),
      who: new Map(runners.map((r) => [r.id, r])),
    },
  ],
};

/** A Speed tie in combat, after Kara paid a Hero Point to reroll her Daring. */
const daringRerolled = daringCardContext([
  {
    speed: 3,
    order: ["a", "c"],
    rolls: new Map([
      ["a", [11]],
      ["c", [9]],
    ]),
    heroRerolls: new Map([["a", [11]]]),
    who: new Map([
      ["a", { name: "Kara Venn", img: null, daring: 2, payer: "Actor.kara" }],
      ["c", { name: "Dock Thug", img: null, daring: 1, payer: null }],
    ]),
  },
]);

export const entries: GalleryEntry[] = [
  {
    id: "card-worlds-daring-reroll",
    title: "Daring tie-break: a Hero Point reroll, offered again to the character",
    ruleset: "starWorlds",
    kind: "card",
    templates: ["templates/combat/daring-tie-break.hbs"],
    context: { ...daringRerolled },
    classes: "holocron chat-message message",
    width: 300,
  },
  {
    id: "card-worlds-opposed-reroll",
    title: "Opposed roll: a Hero Point reroll that tied and was rolled again",
    ruleset: "starWorlds",
    kind: "card",
    templates: [opposed.template.replace("systems/holocron/", "")],
    context: { ...opposed.context, dice: [] },
    classes: "holocron chat-message message",
    width: 300,
  },
  {
    id: "card-worlds-speed-race",
    title: "Who runs fastest: Speed, then Daring for a tie",
    ruleset: "starWorlds",
    kind: "card",
    templates: ["templates/chat/speed-race.hbs"],
    context: { ...speedRaceCardContext(runners, race) },
    classes: "holocron chat-message message",
    width: 300,
  },
  {
    id: "sheet-worldsCharacter-career-abilities",
    title: "worldsCharacter — careers tab: abilities to use for a Hero Point",
    ruleset: "starWorlds",
    kind: "sheet",
    templates: sheetTemplates,
    context: {
      ...buildActorContext(sampleActor("worldsCharacter", { items: 14 }), careersTab),
    },
    classes: "application holocron sheet actor worldsCharacter",
    width: SHEET_SIZE.character.width,
  },
  {
    id: "card-worlds-career-ability",
    title: "A career ability used for a Hero Point",
    ruleset: "starWorlds",
    kind: "card",
    templates: ["templates/chat/career-ability.hbs"],
    context: {
      ...careerAbilityCardContext({
        actor: { name: "Kara Venn", img: "icons/svg/mystery-man.svg" },
        ability: "Fast Talker",
        career: "Smuggler",
        description:
          "<p>Once per scene, roll Guile to talk your way past a guard, a clerk or a customs droid; on a Problem they let you through but remember your face.</p>",
        heroPoints: { value: 3, spent: 14 },
      }),
    },
    classes: "holocron chat-message message",
    width: 300,
  },
  {
    id: "sheet-worldsCharacter-starting-ability",
    title: "worldsCharacter — level 1: take the career's starting ability (seed 002 line 67)",
    ruleset: "starWorlds",
    kind: "sheet",
    templates: sheetTemplates,
    context: {
      ...buildActorContext(rookieActor(), careersTab),
    },
    classes: "application holocron sheet actor worldsCharacter",
    width: SHEET_SIZE.character.width,
  },
  {
    id: "sheet-worldsCharacter-level-waiting",
    title: "worldsCharacter — levels earned, waiting for a rest (player's view)",
    ruleset: "starWorlds",
    kind: "sheet",
    templates: sheetTemplates,
    context: {
      ...buildActorContext(waitingActor(), { editable: true, editMode: false, enriched: "" }),
    },
    classes: "application holocron sheet actor worldsCharacter",
    width: SHEET_SIZE.character.width,
  },
  {
    id: "dialog-worlds-level-up",
    title: "Take a level: level 7 (+1 attribute, a skill or a new career, +4 Vitality)",
    // The dialog's own title and icon (level-up.ts), which fit its 420 px window.
    window: {
      title: "HOLOCRON.LevelUp.WindowTitle",
      data: { name: "Tam Vell", level: "7" },
      icon: "fa-solid fa-arrow-up",
    },
    ruleset: "starWorlds",
    kind: "dialog",
    templates: ["templates/dialog/level-up.hbs"],
    buttons: LEVEL_UP_BUTTONS,
    context: {
      ...levelUpDialogContext(
        {
          name: "Tam Vell",
          level: 6,
          attributes: { menace: 1, daring: 3, guile: 0, acuity: -1, presence: 1, spirit: 2 },
          skills: ["Pilot", "Blasters"],
          careers: ["Smuggler"],
          abilities: ["Hidden Compartment"],
          vitality: 13,
        },
        catalog,
      ),
    },
    classes: "holocron application dialog holocron-level-up-dialog",
    width: 420,
  },
  {
    id: "card-worlds-career-request",
    title: "A new career waiting for the GM's approval (the GM's view)",
    ruleset: "starWorlds",
    kind: "card",
    templates: ["templates/chat/career-request.hbs"],
    context: {
      ...careerRequestContext(
        "Tam Vell",
        {
          level: 5,
          status: "pending",
          choice: { career: "Pilot", skill: null, attribute: null, ability: null },
        },
        ["New career: Pilot"],
        true,
      ),
    },
    classes: "holocron chat-message message",
    width: 300,
  },
  {
    id: "gm-award-hero-points",
    title: "GM tool: award Hero Points (every player character)",
    window: { title: "HOLOCRON.Award.Title", icon: "fa-solid fa-star" },
    ruleset: "starWorlds",
    kind: "dialog",
    templates: ["templates/dialog/award-hero-points.hbs"],
    buttons: AWARD_BUTTONS,
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
