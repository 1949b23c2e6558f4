// The roll cards (check, Star Worlds check, attack, and the damage a weapon rolls) as they are made
// and pressed. What the sheets call when a player clicks a stat, skill or weapon: gather the actor's
// numbers, ask the roll dialog (unless shift-click), roll, and post the card. Errors become a
// notification and a null result, never a throw. Then the cards' own buttons, below.
import { promptRoll } from "../../applications/dialogs/roll-dialog.js";
import {
  type RollDialogState,
  rollBonusTrace,
} from "../../applications/dialogs/roll-dialog-model.js";
import type { CardActor, CardTarget, TextAuthor } from "../data.js";
import { postCard, updateCard, actorFromUuid } from "../card.js";
import {
  checkCard,
  attackCard,
  starWorldsCard,
  damageCard,
  healCard,
  rerolledWorldsCard,
} from "./data.js";
import { D20Check, DamageRoll, WorldsCheck } from "../../dice/rolls.js";
import { isD20Ruleset } from "../../rulesets/index.js";
import type { trace } from "../../rules/index.js";
import {
  RollInputsError,
  rulesetOfActor,
  attackPlan,
  damagePlan,
  skillPlan,
  statPlan,
  type RollPlan,
  currentTargets,
} from "../../applications/rolls/roll-inputs.js";
import { allowedByHooks, announceHook, HOLOCRON_HOOKS } from "../../documents/extension-hooks.js";
import { spendTurnAction } from "../../documents/turn-action.js";
import { currentMessageMode } from "../../compat/generation.js";
import type { DialogOpener } from "../../compat/dialog-window.js";
import { notify } from "../../compat/notify.js";
import { isBandsKind } from "../../config.js";
import type { KindActionContext } from "../kind.js";
import { spendHeroPoint, postSpendRoll } from "../hero-points.js";

export interface RollOptions {
  /** Shift-click: skip the dialog and roll with the defaults. */
  fast?: boolean;
  /** The dialog's starting choices, when the caller knows them (a journal's `[[/check … dc=15]]`). */
  dc?: number | null;
  stat?: string | null;
  skilled?: boolean;
  /** The sheet the roll was asked from: its dialog opens in that sheet's browser window (V14). */
  opener?: DialogOpener | null;
}

export interface DamageOptions extends RollOptions {
  critical?: boolean;
  /** The targets to store on the card; by default the user's current targets. */
  targets?: CardTarget[];
  /** Rolled from an attack's hit (a mook it is applied to is defeated even by 0 damage). */
  fromHit?: boolean;
  /** The attack card's message (a deflect rolled there later reaches the damage card). */
  attackMessageId?: string;
}

type Message = ChatMessage.Implementation;

/** Tells the user what went wrong; a rules Error (bad formula) reads as a bad-formula message. */
export function notifyRollError(error: unknown): null {
  const key = error instanceof RollInputsError ? error.message : "HOLOCRON.Roll.Error.badFormula";
  notify("warn", key);
  if (!(error instanceof RollInputsError) && !(error instanceof Error)) console.error(error);
  return null;
}

/**
 * Who a card is of: the actor's uuid, and its name, an unlinked token's actor's its token's (two
 * tokens of one NPC are two foes, "Thug (2)": Actor#token).
 */
export function cardActor(actor: Actor.Implementation): CardActor {
  return { uuid: actor.uuid, name: actor.token?.name ?? actor.name, img: actor.img ?? "" };
}

function defaults(plan: RollPlan, options: RollOptions): RollDialogState {
  return {
    stat: options.stat ?? plan.stat,
    modifier: 0,
    dc: options.dc ?? null,
    skilled: options.skilled ?? plan.skilled,
    rollMode: currentMessageMode(),
  };
}

/** Runs a plan: dialog (or defaults), roll, card. */
async function perform(
  actor: Actor.Implementation,
  plan: RollPlan,
  options: RollOptions,
  extra: { itemId?: string } = {},
): Promise<Message | null> {
  if (!allowedByHooks(HOLOCRON_HOOKS.preRoll, actor, plan)) return null;
  const message = await rollAndPost(actor, plan, options, extra);
  if (message) announceHook(HOLOCRON_HOOKS.roll, actor, message);
  return message;
}

async function rollAndPost(
  actor: Actor.Implementation,
  plan: RollPlan,
  options: RollOptions,
  extra: { itemId?: string },
): Promise<Message | null> {
  const titleData = Object.fromEntries(
    Object.entries(plan.titleData).map(([k, v]) => [
      k,
      v.startsWith("HOLOCRON.") ? game.i18n.localize(v) : v,
    ]),
  );
  const title = `${actor.name}: ${game.i18n.format(plan.title, titleData)}`;
  const state = options.fast
    ? defaults(plan, options)
    : await promptRoll(title, plan.config, defaults(plan, options), options.opener);
  if (!state) return null;
  // The bonus and its terms, one computation: the card keeps the terms for its breakdown.
  const bonusTrace = rollBonusTrace(plan.config, state);
  const bonus = bonusTrace.value;
  const terms = bonusTrace.terms;
  const who = cardActor(actor);
  const head = { actor: who, title: plan.title, titleData: plan.titleData };
  const { ruleset, kind } = plan.config;
  if (!isD20Ruleset(ruleset) || isBandsKind(kind)) {
    const roll = await WorldsCheck.build(bonus, { skilled: state.skilled }).evaluate();
    const card = starWorldsCard(head, roll, bonus, extra.itemId ?? null, terms);
    return postCard(card, { actor, rolls: [roll], rollMode: state.rollMode });
  }
  if (kind === "attack") {
    const targets = plan.config.targets;
    const target = targets.length === 1 ? (targets[0]?.ac ?? null) : null;
    const roll = await D20Check.build(bonus, { ruleset, kind, target }).evaluate();
    const card = attackCard(head, roll, ruleset, extra.itemId ?? "", targets, bonus, terms);
    return postCard(card, { actor, rolls: [roll], rollMode: state.rollMode });
  }
  const roll = await D20Check.build(bonus, { ruleset, kind, target: state.dc }).evaluate();
  const card = checkCard(head, roll, ruleset, bonus, terms);
  return postCard(card, { actor, rolls: [roll], rollMode: state.rollMode });
}

/** Runs a roll; an error becomes a notification and a null result, never a throw. */
async function notifying(roll: () => Promise<Message | null>): Promise<Message | null> {
  try {
    return await roll();
  } catch (error) {
    return notifyRollError(error);
  }
}

export async function rollStat(
  actor: Actor.Implementation,
  stat: string,
  options: RollOptions = {},
): Promise<Message | null> {
  return notifying(() => perform(actor, statPlan(actor, stat), options));
}

export async function rollSkill(
  actor: Actor.Implementation,
  skill: string,
  options: RollOptions = {},
): Promise<Message | null> {
  return notifying(async () => {
    const message = await perform(actor, skillPlan(actor, skill), options);
    // Using a skill is the round's move-equivalent action, as an attack is (rulings: a round).
    if (message) await spendTurnAction(actor);
    return message;
  });
}

/**
 * Runs a roll with one of the actor's items (a missing item is reported and nothing is rolled);
 * an error becomes a notification and a null result.
 */
async function withOwnedItem(
  actor: Actor.Implementation,
  itemId: string,
  roll: (item: Item.Implementation) => Promise<Message | null>,
): Promise<Message | null> {
  const item = actor.items.get(itemId);
  if (!item) {
    notify("warn", "HOLOCRON.Roll.Error.missingItem");
    return null;
  }
  return notifying(() => roll(item));
}

export async function rollAttack(
  actor: Actor.Implementation,
  itemId: string,
  options: RollOptions = {},
): Promise<Message | null> {
  return withOwnedItem(actor, itemId, async (item) => {
    const plan = attackPlan(actor, item);
    plan.config.targets = currentTargets();
    const message = await perform(actor, plan, options, { itemId });
    // An attack made on the actor's own turn spends its action (the tracker's marker).
    if (message) await spendTurnAction(actor);
    return message;
  });
}

/**
 * Posts any damage roll as a damage card with Apply / Apply half / Heal (weapon damage, power
 * damage…). `title` is an i18n key, formatted with `titleData`.
 */
export async function postDamage(
  actor: Actor.Implementation,
  roll: DamageRoll,
  o: {
    title: string;
    titleData?: Record<string, string>;
    targets: CardTarget[];
    itemId?: string | null;
    fromHit?: boolean;
    attackMessageId?: string;
    /** The plain numbers of the damage formula as their terms (the weapon line's trace). */
    terms?: readonly trace.TraceTerm[];
    /** Who wrote the text the card is made from, when not a GM (../apply.ts). */
    textAuthor?: TextAuthor;
  },
): Promise<Message | null> {
  if (roll.total === undefined) await roll.evaluate();
  const card = damageCard(
    { actor: cardActor(actor), title: o.title, titleData: o.titleData ?? {} },
    roll,
    o.targets,
    o.itemId ?? null,
    rulesetOfActor(actor),
    o.fromHit ?? false,
    o.terms,
  );
  if (o.attackMessageId) card.attackMessageId = o.attackMessageId;
  if (o.textAuthor) card.textAuthor = { ...o.textAuthor };
  return postCard(card, { actor, rolls: [roll] });
}

/**
 * Posts a healing roll as a heal card (the heal enricher: its own kind, ../data.ts), naming the
 * text's author when a GM did not write it (../apply.ts).
 */
export async function postHeal(
  actor: Actor.Implementation,
  roll: Roll,
  o: { title: string; titleData: Record<string, string>; targets: CardTarget[] },
  textAuthor?: TextAuthor,
): Promise<Message | null> {
  if (roll.total === undefined) await roll.evaluate();
  const head = { actor: cardActor(actor), title: o.title, titleData: o.titleData };
  const card = healCard(head, roll, o.targets, rulesetOfActor(actor), textAuthor);
  return postCard(card, { actor, rolls: [roll] });
}

/** Weapon damage (no dialog: `fast` is accepted for symmetry with the other rolls). */
export async function rollDamage(
  actor: Actor.Implementation,
  itemId: string,
  options: DamageOptions = {},
): Promise<Message | null> {
  return withOwnedItem(actor, itemId, async (item) => {
    const plan = damagePlan(actor, item);
    const critical = options.critical ?? false;
    // The hook's documented payload (configuration.d.ts, README): the bonus terms stay the card's.
    const asked = { formula: plan.formula, damageType: plan.damageType, critical };
    if (!allowedByHooks(HOLOCRON_HOOKS.preRollDamage, actor, item, asked)) {
      return null;
    }
    const roll = DamageRoll.build(plan.formula, { damageType: plan.damageType, critical });
    await roll.evaluate();
    const message = await postDamage(actor, roll, {
      title: options.critical ? "HOLOCRON.Roll.Title.CriticalDamage" : "HOLOCRON.Roll.Title.Damage",
      titleData: { name: item.name },
      targets: options.targets ?? currentTargets(),
      itemId,
      fromHit: options.fromHit ?? false,
      ...(options.attackMessageId ? { attackMessageId: options.attackMessageId } : {}),
      ...(plan.terms ? { terms: plan.terms } : {}),
    });
    if (message) announceHook(HOLOCRON_HOOKS.rollDamage, actor, item, message);
    return message;
  });
}

// Buttons of the check, Star Worlds and attack cards: Roll Damage (critical doubled by rolling the
// formula twice) and the Star Worlds Hero Point reroll (keep the better).
export async function onRollDamage(
  context: KindActionContext<"attack" | "worlds">,
): Promise<unknown> {
  const card = context.card;
  if (!card.itemId) return null;
  const actor = await actorFromUuid(card.actor.uuid, card.actor.name);
  if (!actor) return null;
  if (card.type === "attack") {
    const hit = card.rows.filter((r) => r.outcome !== "miss");
    return rollDamage(actor, card.itemId, {
      critical: card.critical,
      fromHit: hit.length > 0,
      ...(context.message.id ? { attackMessageId: context.message.id } : {}),
      targets: (card.rows.length ? hit : card.rows).map(({ uuid, name, ac }) => ({
        uuid,
        name,
        ac,
      })),
    });
  }
  return rollDamage(actor, card.itemId, {});
}

/** Only the card's author or a GM can change it: check before any point is spent. */
function canEdit(message: ChatMessage.Implementation): boolean {
  if (message.isOwner) return true;
  notify("warn", "HOLOCRON.Chat.Error.NotOwner");
  return false;
}

export async function onHeroReroll(context: KindActionContext<"worlds">): Promise<unknown> {
  const card = context.card;
  if (!canEdit(context.message)) return null;
  const actor = await actorFromUuid(card.actor.uuid, card.actor.name);
  if (!actor || !(await spendHeroPoint(actor))) return null;
  const reroll = await WorldsCheck.build(card.bonus, { skilled: card.skilled }).evaluate();
  const next = rerolledWorldsCard(card, reroll);
  await updateCard(context.message, next);
  await postSpendRoll(reroll, context.message, actor, "HOLOCRON.Chat.Spend.Reroll");
  return next;
}
