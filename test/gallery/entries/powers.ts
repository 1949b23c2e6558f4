// The gallery's Force and psionics pieces: the power dialog (five battle droids, a DC power,
// Battlemind, a psionic push) and the power cards (resolved and awaiting rows, Battlemind, the
// GM's report, Negate Energy), each from the context code the dialog and cards use.
import { powerCardContext } from "../../../src/applications/chat/power-card-context.js";
import {
  cardTraces,
  type CardRow,
  type PowerCardState,
} from "../../../src/applications/chat/power-card-state.js";
import { powerDialogContext } from "../../../src/applications/dialogs/power-dialog-context.js";
import { powerKit } from "../../../src/rulesets/index.js";
import { negateContext } from "../../../src/applications/powers/negate-context.js";
import { deflectCandidate } from "../../../src/applications/powers/deflect-context.js";
import { d20 } from "../../../src/rules/index.js";
import type { PowerKit } from "../../../src/rulesets/power-kit.js";
import { planPower, type PowerPlan, type PowerTarget } from "../../../src/rulesets/power-plan.js";
import type { PowerId } from "../../../src/rules/powers/types.js";
import type { GalleryEntry } from "../types.js";
import { pushCardState } from "../../applications/powers/card-fixtures.js";
import { KNIGHT_7 } from "../../rulesets/power-fixtures.js";
import {
  POWER_DIALOG_BUTTONS,
  POWER_UNPAID_BUTTONS,
} from "../../../src/applications/dialogs/power-dialog.js";

const DIALOG = "templates/dialog/power-dialog.hbs";
const CARD = "templates/chat/power-card.hbs";
const NEGATE = "templates/chat/power-negate.hbs";
const DEFLECT = "templates/chat/attack-deflect.hbs";

const m20Kit = powerKit("m20") as PowerKit;
const operaKit = powerKit("spaceOpera") as PowerKit;
const user = KNIGHT_7;
/** The Knight's actor name, the one the cards below are posted by. */
const USER_NAME = "Kara Venn";

const droid = (name: string): PowerTarget => ({
  id: `Actor.${name}`,
  name,
  droid: true,
  stats: { physical: 0, power: 0, statBonuses: { str: 0, dex: 1, mnd: 0 } },
});
export const DROIDS = [
  "Battle droid A",
  "Battle droid B",
  "Battle droid C",
  "Battle droid D",
  "Battle droid E",
].map(droid);

export function dialog(
  id: string,
  title: string,
  o: {
    kit?: PowerKit;
    powerId: PowerId;
    name: string;
    targets?: PowerTarget[];
    inCombat?: boolean;
    /** Targets whose defense is the GM's secret for the viewer (a player's view). */
    hidden?: string[];
    /** The Knight's current HP, when not the fixture's. */
    hp?: number;
  },
): GalleryEntry {
  const kit = o.kit ?? m20Kit;
  const inCombat = o.inCombat ?? true;
  const plan = planPower({
    kit,
    powerId: o.powerId,
    user: o.hp === undefined ? user : { ...user, hp: o.hp },
    targets: o.targets ?? [],
    inCombat,
    modifier: 0,
    dc: 15,
  }) as PowerPlan;
  const context = powerDialogContext(plan, {
    powerName: o.name,
    skill: kit.skill,
    inCombat,
    modifier: 0,
    dc: 15,
    dcLocked: false,
    hidden: new Set(o.hidden ?? []),
  });
  return {
    id: `power-dialog-${id}`,
    title,
    // usePower's title: the power, then the actor using it.
    window: { title: "HOLOCRON.Power.Dialog.Title", data: { power: o.name, actor: USER_NAME } },
    ruleset: kit.ruleset,
    kind: "dialog",
    templates: [DIALOG],
    // the footer promptPower builds for these numbers (a refused use: Use disabled)
    buttons: context.refused ? POWER_UNPAID_BUTTONS : POWER_DIALOG_BUTTONS,
    context,
    classes: "holocron application dialog",
    width: 440,
  };
}

// The d20 under each check total: the total less the check bonus (+1 for five targets).
const row = (name: string, over: Partial<CardRow>): CardRow => ({
  targetUuid: `Actor.${name}`,
  name,
  droid: true,
  resistBonus: 1,
  checkTotal: 12,
  natural: (over.checkTotal ?? 12) - 1,
  // A droid resists with Physical 0 + DEX 1 (DROIDS): its d20 is the total less 1.
  resistTrace: DROID_RESIST,
  ...(over.resistTotal === null ? {} : { resistNatural: (over.resistTotal ?? 6) - 1 }),
  resistTotal: 6,
  outcome: "success",
  playerResists: false,
  applied: true,
  ...over,
});

/** KNIGHT_7's plan for a use in combat (the one the cards below were rolled from). */
const planOf = (powerId: PowerId, targets: PowerTarget[] = []) =>
  planPower({
    kit: m20Kit,
    powerId,
    user,
    targets,
    inCombat: true,
    modifier: 0,
    dc: 15,
  }) as PowerPlan;

/** What the card keeps of the plan that made it, as rollPower keeps it. */
const traced = (powerId: PowerId, targets: PowerTarget[] = []) =>
  cardTraces(planOf(powerId, targets));

const DROID_RESIST = planOf("push", DROIDS.slice(0, 1)).rows[0]!.resistTrace;

const base: PowerCardState = { ...pushCardState(), traces: traced("push", DROIDS) };

function card(id: string, title: string, state: PowerCardState): GalleryEntry {
  return {
    id: `power-card-${id}`,
    title,
    ruleset: state.ruleset,
    kind: "card",
    templates: [CARD],
    context: powerCardContext(state, { isGM: true, ownsTarget: () => true }),
    classes: "holocron chat-message message",
    width: 300,
  };
}

export const entries: GalleryEntry[] = [
  dialog("push-five", "Force Push on five battle droids", {
    powerId: "push",
    name: "Force Push",
    targets: DROIDS,
  }),
  dialog("push-effect", "Force Push on two droids: what a success does (7d4 and prone)", {
    powerId: "push",
    name: "Force Push",
    targets: DROIDS.slice(0, 2),
  }),
  dialog("cannot-pay", "Force Push on five droids by a Knight with 6 HP: refused (cost 8)", {
    powerId: "push",
    name: "Force Push",
    targets: DROIDS,
    hp: 6,
  }),
  dialog("push-player", "Force Push as a player sees it: the droids' odds are the GM's secret", {
    powerId: "push",
    name: "Force Push",
    targets: DROIDS.slice(0, 2),
    hidden: DROIDS.slice(0, 2).map((t) => t.id),
  }),
  dialog("stun-mixed", "Stun Droid: a droid and a living target", {
    powerId: "stunDroid",
    name: "Stun Droid",
    targets: [
      droid("R4-P17"),
      {
        id: "Actor.t",
        name: "Trooper",
        droid: false,
        stats: { physical: 2, power: 1, statBonuses: { str: 1, dex: 1, mnd: 0 } },
      },
    ],
  }),
  dialog("machine-stun-robot", "Machine Stun: a robot, and a living target it cannot affect", {
    kit: operaKit,
    powerId: "stunDroid",
    name: "Machine Stun",
    targets: [
      droid("Battle droid"),
      {
        id: "Actor.g",
        name: "Guard",
        droid: false,
        stats: { physical: 2, power: 1, statBonuses: { str: 1, dex: 1, mnd: 0 } },
      },
    ],
  }),
  dialog("surge", "Force Surge against a DC, out of combat", {
    powerId: "surge",
    name: "Force Surge",
    inCombat: false,
  }),
  dialog("battlemind", "Battlemind", { powerId: "battlemind", name: "Battlemind" }),
  dialog("psionic-push", "Kinetic Push (Space Opera psionics)", {
    kit: operaKit,
    powerId: "push",
    name: "Kinetic Push",
    targets: DROIDS.slice(0, 2),
  }),
  card("push-five", "Force Push on five battle droids: resolved and awaiting rows", {
    ...base,
    rows: [
      row("Battle droid A", { checkTotal: 16, resistTotal: 6 }),
      row("Battle droid B", {
        checkTotal: 11,
        resistTotal: 13,
        outcome: "failure",
        applied: false,
      }),
      row("Battle droid C", { checkTotal: 21, resistTotal: 2 }),
      row("Battle droid D", { checkTotal: 3, resistTotal: 20, outcome: "failure", applied: false }),
      row("Jex (player)", {
        checkTotal: 12,
        resistTotal: null,
        outcome: "pending",
        playerResists: true,
        applied: false,
      }),
    ],
  }),
  card("battlemind", "Battlemind: total 20 gives +2", {
    ...base,
    itemName: "Battlemind",
    img: "icons/svg/upgrade.svg",
    powerId: "battlemind",
    traces: traced("battlemind"),
    cost: 4,
    penalty: 0,
    checkBonus: 9,
    check: { total: 20, natural: 11, success: true },
    battlemindBonus: 2,
  }),
  card("surge-report", "Force Surge: the GM's report", {
    ...base,
    itemName: "Force Surge",
    img: "icons/svg/wing.svg",
    powerId: "surge",
    traces: traced("surge"),
    cost: 4,
    penalty: 0,
    checkBonus: 9,
    dc: 20,
    check: { total: 17, natural: 8, success: false },
  }),
  card("negate", "Negate Energy against 14 energy damage", {
    ...base,
    itemName: "Negate Energy",
    img: "icons/svg/shield.svg",
    powerId: "negateEnergy",
    traces: traced("negateEnergy"),
    cost: 4,
    penalty: 0,
    checkBonus: 9,
    dc: 14,
    check: { total: 16, natural: 7, success: true },
    negates: { messageId: "dmg", actorUuid: "Actor.kara" },
  }),
  {
    id: "power-negate-control",
    title: "Negate Energy control under an energy damage card",
    ruleset: "m20",
    kind: "card",
    templates: [NEGATE],
    context: negateContext(
      { damage: 14, knights: [{ uuid: "Actor.kara", name: "Kara Venn", itemId: "n", dc: 14 }] },
      "m20",
    ),
    classes: "holocron chat-message message",
    width: 300,
  },
  {
    id: "card-attack-deflect",
    title: "Deflect controls under an attack card (a Knight and a psion it hit)",
    ruleset: "m20",
    kind: "card",
    templates: [DEFLECT],
    context: {
      total: 15,
      rows: [
        // Force 5 + DEX 1 = +6 (60% to reach 15); Psionics 1 + DEX 1 = +2 (40%).
        deflectCandidate({
          uuid: "Actor.kara",
          name: "Kara Venn",
          kit: m20Kit,
          bonus: d20.deflectBonusTrace({ rank: 5, dexBonus: 1, skill: "force" }),
          attackTotal: 15,
        }),
        deflectCandidate({
          uuid: "Actor.tal",
          name: "Tal Oren",
          kit: operaKit,
          bonus: d20.deflectBonusTrace({ rank: 1, dexBonus: 1, skill: "psionics" }),
          attackTotal: 15,
        }),
      ],
    },
    classes: "holocron chat-message message",
    width: 300,
  },
];
