// The gallery's chat cards and roll dialogs: every card type of each ruleset and the roll dialog,
// each context built by the card and dialog context code (card data from the card builders).
import { cardContext, type CardExtras, type I18n } from "../../../src/cards/views.js";
import type { AttackCard, CardData, DamageCard } from "../../../src/cards/data.js";
import { cardBreakdowns, type RollCard } from "../../../src/cards/roll/data.js";
import {
  rollDialogContext,
  ROLL_DIALOG_BUTTONS,
  WORLDS_ROLL_DIALOG_BUTTONS,
} from "../../../src/applications/dialogs/roll-dialog.js";
import { RESIST_BUTTONS, resistDialogContext } from "../../../src/applications/chat/resist-plan.js";
import type {
  RollDialogConfig,
  RollDialogState,
} from "../../../src/applications/dialogs/roll-dialog-model.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { diceBlock } from "../dice-block.js";
import { sampleCards } from "../../applications/chat/fixtures.js";
import {
  m20OverflowPreviewCard,
  worldsPreviewCard,
} from "../../applications/chat/preview-fixtures.js";
import type { GalleryEntry, GalleryWindow } from "../types.js";
import { term } from "../../../src/rules/trace/trace.js";
import { armorClassTrace, statBonusTrace } from "../../../src/rules/d20/core.js";

const env = createTemplateEnv();
const i18n: I18n = {
  localize: env.localize,
  format: (key, data) =>
    Object.entries(data).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, v), env.localize(key)),
};

const RULESET_OF: Record<string, GalleryEntry["ruleset"]> = {
  m20: "m20",
  opera: "spaceOpera",
  worlds: "starWorlds",
};

function cardEntry(id: string, card: CardData, extras: CardExtras = {}): GalleryEntry {
  const posted = cardContext(card, i18n, extras);
  const { template } = posted;
  // A roll card's numbers as the chat log draws them (cards/render.ts, renderBreakdowns: the
  // posted card carries none), with ids of the gallery's own.
  const context =
    "breakdowns" in posted.context
      ? { ...posted.context, breakdowns: cardBreakdowns(card as RollCard) }
      : posted.context;
  return {
    id: `chat-${id}`,
    title: `Chat card: ${id}`,
    ruleset: RULESET_OF[id.split("-")[0]!] ?? "all",
    kind: "card",
    templates: [template.replace("systems/holocron/", "")],
    // Foundry's dice block under the card's result, as Roll#render gives it (cards without a roll: none).
    context: {
      ...context,
      dice: "total" in card ? [diceBlock(env, card, context.breakdowns)] : [],
    },
    classes: "holocron chat-message message",
    width: 300,
  };
}

const modes = [
  { value: "publicroll", label: "Public roll" },
  { value: "gmroll", label: "Private GM roll" },
  { value: "blindroll", label: "Blind GM roll" },
  { value: "selfroll", label: "Self roll" },
];

// Each AC with the trace the droid's derived data gives it (as targets.ts reads it).
const droids = [
  { uuid: "Actor.a", name: "Battle droid A", dex: 2, armor: [] },
  { uuid: "Actor.b", name: "Battle droid B", dex: 1, armor: [{ name: "Droid plating", bonus: 5 }] },
].map(({ dex, armor, ...droid }) => {
  const acTrace = armorClassTrace({ dexBonus: dex, armor, other: [] });
  return { ...droid, ac: acTrace.value, acTrace };
});

/** The roll dialog's title as rollAndPost makes it: the actor's name, then the plan's title. */
const rollTitle = (title: string, name: string): GalleryWindow => ({
  title: `HOLOCRON.Roll.Title.${title}`,
  data: { name },
  prefix: "Kara Venn",
});

function dialogEntry(
  id: string,
  title: string,
  config: RollDialogConfig,
  state: Partial<RollDialogState>,
  window: GalleryWindow,
): GalleryEntry {
  const full: RollDialogState = {
    stat: config.stats[0]?.id ?? null,
    modifier: 0,
    dc: null,
    skilled: false,
    rollMode: "publicroll",
    ...state,
  };
  return {
    id: `roll-dialog-${id}`,
    title,
    window,
    ruleset: config.ruleset,
    kind: "dialog",
    templates: ["templates/dialog/roll-dialog.hbs"],
    // As promptRoll picks them: Star Worlds' Roll shows its 2d6.
    buttons: config.ruleset === "starWorlds" ? WORLDS_ROLL_DIALOG_BUTTONS : ROLL_DIALOG_BUTTONS,
    context: rollDialogContext(config, full, modes),
    classes: "holocron application dialog holocron-roll-dialog",
    width: 400,
  };
}

// Each bonus with the trace the actor's derived data gives it (as roll-inputs.ts reads it).
const d20Stats = (
  [
    ["str", 14],
    ["dex", 12],
    ["mnd", 16],
  ] as const
).map(([id, score]) => {
  const t = statBonusTrace({ stat: id, score });
  return { id, label: `HOLOCRON.Sheet.Stat.${id}`, bonus: t.value, trace: t };
});
const attributes = ["menace", "daring", "guile", "acuity", "presence", "spirit"].map((id, i) => ({
  id,
  label: `HOLOCRON.Sheet.Attribute.${id}`,
  bonus: (i % 4) - 1,
}));

function resistEntry(id: string, title: string, context: Record<string, unknown>): GalleryEntry {
  return {
    id: `resist-dialog-${id}`,
    title,
    window: { title: "HOLOCRON.Chat.Resist.Title" },
    ruleset: id === "worlds" ? "starWorlds" : "m20",
    kind: "dialog",
    templates: ["templates/dialog/resist-dialog.hbs"],
    buttons: RESIST_BUTTONS,
    context,
    classes: "holocron application dialog holocron-resist-dialog",
    width: 360,
  };
}

/** The cards issue-named ids show: an attack that missed everyone, and per-target damage rows. */
function namedCards(): GalleryEntry[] {
  const cards = sampleCards();
  const attack = cards["m20-attack"] as AttackCard;
  const allMiss: AttackCard = {
    ...attack,
    natural: 4,
    total: 10,
    critical: false,
    titleData: { name: "Blaster pistol" },
    rows: attack.rows.map((row) => ({ ...row, outcome: "miss" })),
  };
  const damage = cards["m20-damage"] as DamageCard;
  const perTarget: DamageCard = {
    ...damage,
    critical: false,
    title: "HOLOCRON.Roll.Title.Damage",
    total: 11,
    targets: [
      ...damage.targets,
      { uuid: "Actor.commander", name: "Separatist tactical droid commander", ac: 17 },
    ],
    applied: ["Actor.droidA"],
  };
  // What each row will lose, as the GM's render hook fills it in (recipient-preview.ts).
  const worlds = worldsPreviewCard(i18n);
  const overflow = m20OverflowPreviewCard(i18n);
  return [
    { ...cardEntry("m20-attack-all-miss", allMiss), id: "card-attack-all-miss" },
    { ...cardEntry("m20-damage-per-target", perTarget), id: "card-damage-per-target" },
    {
      ...cardEntry("worlds-damage-preview", worlds.card, worlds),
      id: "card-damage-preview-worlds",
      title: "Chat card: Star Worlds damage, each row's preview (Armor, Wounded, Dying)",
    },
    {
      ...cardEntry("m20-damage-preview-overflow", overflow.card, overflow),
      id: "card-damage-preview-m20-overflow",
      title: "Chat card: m20 damage preview (overflow to STR, a mook's one hit)",
    },
  ].map((e) => ({ ...e, title: e.title.replace("Chat card: m20-", "Chat card: ") }));
}

/** A critical hit's card with its total's breakdown open: the d20's face, then each bonus term. */
function openCardTotal(): GalleryEntry {
  const entry = cardEntry("m20-attack", sampleCards()["m20-attack"]!);
  const views = entry.context.breakdowns as Record<string, Record<string, unknown>>;
  return {
    ...entry,
    id: "breakdown-card-attack-total",
    title: "Breakdown: an attack card's total (the d20, the level, Battlemind, STR)",
    context: { ...entry.context, breakdowns: { ...views, total: { ...views.total, open: true } } },
  };
}

export const entries: GalleryEntry[] = [
  ...Object.entries(sampleCards()).map(([id, card]) => cardEntry(id, card)),
  ...namedCards(),
  openCardTotal(),
  dialogEntry(
    "m20-skill",
    "Roll dialog: m20 Physical check vs DC 15",
    {
      ruleset: "m20",
      kind: "check",
      parts: [
        {
          label: "HOLOCRON.Roll.Part.Rank",
          value: 3,
          terms: [term("rank", 3, "rank", "physical")],
        },
      ],
      stats: d20Stats,
      targets: [],
      asksDc: true,
    },
    { stat: "str", dc: 15 },
    rollTitle("Skill", "HOLOCRON.Sheet.Skill.physical"),
  ),
  dialogEntry(
    "m20-attack",
    "Roll dialog: m20 attack against two targets",
    {
      ruleset: "m20",
      kind: "attack",
      // The sheet's attack line but the stat: the level and Battlemind.
      parts: [
        {
          label: "HOLOCRON.Roll.Part.Attack",
          value: 3,
          terms: [
            term("levelAttack", 2, "level"),
            term("modifier", 1, "effect", "Battlemind", "Kara Venn's card"),
          ],
        },
      ],
      stats: [d20Stats[0]!],
      targets: droids,
      asksDc: false,
    },
    {},
    rollTitle("Attack", "Blaster pistol"),
  ),
  dialogEntry(
    "opera-attack",
    "Roll dialog: Space Opera attack (natural 1 misses)",
    {
      ruleset: "spaceOpera",
      kind: "attack",
      // The sheet's attack line but the stat: a level 2 character's attack bonus.
      parts: [
        { label: "HOLOCRON.Roll.Part.Attack", value: 2, terms: [term("levelAttack", 2, "level")] },
      ],
      stats: [d20Stats[1]!],
      targets: droids,
      asksDc: false,
    },
    { modifier: 1 },
    rollTitle("Attack", "Blaster pistol"),
  ),
  dialogEntry(
    "opera-no-dc",
    "Roll dialog: Space Opera check without a DC",
    {
      ruleset: "spaceOpera",
      kind: "check",
      parts: [],
      stats: [d20Stats[2]!],
      targets: [],
      asksDc: true,
    },
    {},
    rollTitle("Stat", "HOLOCRON.Sheet.Stat.mnd"),
  ),
  dialogEntry(
    "worlds-skill",
    "Roll dialog: Star Worlds skill (a skill applies)",
    {
      ruleset: "starWorlds",
      kind: "worlds",
      parts: [],
      stats: attributes,
      targets: [],
      asksDc: false,
    },
    { stat: "guile", skilled: true },
    // A Star Worlds skill is a tag its player wrote (skillPlan's title data).
    rollTitle("Skill", "Fast talk"),
  ),
  resistEntry(
    "m20",
    "Ask targets to resist: d20 skill + stat",
    resistDialogContext("d20", [{ skills: { physical: 2, subterfuge: 1 } }]),
  ),
  resistEntry(
    "worlds",
    "Ask targets to resist: Star Worlds attribute",
    resistDialogContext("worlds", []),
  ),
];
