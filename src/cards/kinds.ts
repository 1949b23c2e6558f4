// The table of card kinds (issue #41): one entry per card type, each the kind's whole behaviour
// (CardKind, kind.ts), and the dispatch through it: each kind's controls, its decoration of a
// rendered card, its trust rule and its ledger cause are found by the card's type here and nowhere
// else. A kind's template and context are also in the views table below it (views.ts), which
// posting reads. A new card kind is its folder and its line in each table. Below the table: the
// active GM's check of a card a player posts, for the kinds whose rule is "checked".
import type {
  CardData,
  CardType,
  AttackCard,
  CardTarget,
  CheckCard,
  DamageCard,
  OpposedCard,
  WorldsCard,
} from "./data.js";
import {
  registerCardAction,
  cardActionHandler,
  type CardActionContext,
  cardOf,
  isTrusted,
  flagDigest,
  recordEntry,
  authorOf,
  VERIFIED,
} from "./card.js";
import { registerCardRenderer } from "./render.js";
import {
  addRegisteredKind,
  readRegisteredCard,
  registeredKindOf,
  type RegisteredCard,
  type RegisteredKind,
} from "./extra.js";
import { SYSTEM_ID } from "../config.js";
import * as is from "../rules/validate.js";
import { nameCardCauses } from "../documents/ledger/record.js";
import type { CardCause } from "../documents/ledger/play-state.js";
import type { CardKind, CardKindTable } from "./kind.js";
import { attackKind, checkKind, worldsKind } from "./roll/index.js";
import { damageKind } from "./damage/index.js";
import { healKind } from "./heal/index.js";
import { opposedKind } from "./opposed/index.js";
import { hazardKind } from "./hazard/index.js";
import { checkRequestKind } from "./check-request/index.js";
import { appliedKind, recoveryKind } from "./applied/index.js";
import { damageRollFormula } from "../dice/rolls.js";
import { isD20Ruleset } from "../rulesets/index.js";
import { attackResult } from "../dice/outcomes.js";
import { dice, trace } from "../rules/index.js";
import { itemApproved } from "../documents/item-provenance.js";
import { EFFECT_MODIFIER_RANGE, ROLL_MODIFIER_RANGE } from "../data/ranges.js";
import { rollBonus } from "../applications/dialogs/roll-dialog-model.js";
import {
  attackPlan,
  checkPlans,
  damagePlan,
  armorClassOf,
} from "../applications/rolls/roll-inputs.js";
import { bonusWithinCeiling } from "../rules/validate.js";
import { resistBonuses } from "../applications/chat/resist-plan.js";

export const CARD_KINDS: CardKindTable = {
  check: checkKind,
  worlds: worldsKind,
  attack: attackKind,
  damage: damageKind,
  heal: healKind,
  applied: appliedKind,
  recovery: recoveryKind,
  opposed: opposedKind,
  hazard: hazardKind,
  checkRequest: checkRequestKind,
};

/** The kind of a card's own type (the table is keyed by type, so the card fits the kind). */
export function kindOf<T extends CardType>(card: CardData & { type: T }): CardKind<T> {
  return CARD_KINDS[card.type] as CardKind<T>;
}

/** Runs the action `name` of the card's kind; on a card of another kind (or none) it does nothing. */
function runAction(name: string, context: CardActionContext): unknown {
  const card = context.card;
  if (!card) return null;
  const kind = kindOf(card);
  const action = Object.hasOwn(kind.actions, name) ? kind.actions[name] : undefined;
  return action ? action({ ...context, card }) : null;
}

/** Runs the decoration of a rendered card's kind (after visibility and breakdowns). */
async function decorate(message: ChatMessage.Implementation, html: HTMLElement, card: CardData) {
  await kindOf(card).decorate?.(message, html, card);
}

let decorating = false;

/**
 * Registers every kind's controls (one handler per action name, which picks the clicked card's
 * kind) and the kinds' decorations (once: renderers add up, unlike actions).
 */
export function registerCardKinds(): void {
  const names = new Set(Object.values(CARD_KINDS).flatMap((kind) => Object.keys(kind.actions)));
  for (const name of names) registerCardAction(name, (context) => runAction(name, context));
  if (decorating) return;
  decorating = true;
  registerCardRenderer(decorate);
}

/**
 * Registers a card kind beside the built-in table (extra.ts): a module's own, or the test-only
 * example kind (test/cards/example-kind.test.ts). Its type and its control names must be new: a
 * built-in kind is never replaced. Each control runs with the card its kind's shape read from the
 * clicked message, and does nothing on another kind's card.
 */
export function registerCardKind<C extends RegisteredCard>(kind: RegisteredKind<C>): void {
  if (Object.hasOwn(CARD_KINDS, kind.type) || registeredKindOf(kind.type)) {
    throw new Error(`Holocron | the card kind "${kind.type}" is taken`);
  }
  const names = Object.keys(kind.actions);
  const taken = names.find((name) => cardActionHandler(name));
  if (taken) throw new Error(`Holocron | the card control "${taken}" is taken`);
  addRegisteredKind(kind);
  for (const [name, action] of Object.entries(kind.actions)) {
    registerCardAction(name, (context) => {
      if (readRegisteredCard(context.message)?.kind.type !== kind.type) return null;
      const read = is.parse(kind.shape, context.message.flags[SYSTEM_ID]?.card);
      return read.ok ? action({ ...context, card: read.value }) : null;
    });
  }
}

/**
 * The ledger's cause of an Apply on a card (an enricher's text), asked of the card's kind. Told
 * only from a card the GM may act on (src/cards/card.ts), and from its checked data.
 */
export const cardLedgerCause: CardCause = (messageId) => {
  const message = game.messages.get(messageId);
  const card = message ? cardOf(message) : null;
  if (!message || !card || !isTrusted(message)) return null;
  return kindOf(card).ledgerCause?.(card) ?? null;
};

/** From init: the ledger's recorder asks the card kinds which cause a card names. */
export function registerCardLedgerCauses(): void {
  nameCardCauses(cardLedgerCause);
}

// The active GM's check of a card a player posts, when it is created (architecture.md, "Trust only
// what the GM made or checked"): the author owns the actor the card speaks for; the card's total is
// its one roll's dice under its formula, each die within its faces; the targets are the author's
// targets (Foundry shares each user's targets with every client); a weapon's damage is the weapon's
// formula on that actor, as a GM approved it (item-provenance.ts); an attack's rows are the outcomes
// against the targets' AC now; no result or mark is there yet. The verdict goes to the card ledger, which only a GM writes.
type Message = ChatMessage.Implementation;
type UserLike = {
  id: string | null;
  isGM: boolean;
  targets?: Iterable<{ actor?: { uuid: string } | null }>;
};

/** Whether a user owns the document of `uuid` (false for anything not loaded). */
function userOwns(user: UserLike, uuid: string): boolean {
  const doc = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as {
    testUserPermission?(u: unknown, p: "OWNER"): boolean;
  } | null;
  return typeof doc?.testUserPermission === "function" && doc.testUserPermission(user, "OWNER");
}

/** Every stored target is one the author had targeted (the targets Foundry shares with the GM). */
function targetsFit(author: UserLike, targets: readonly { uuid: string }[]): boolean {
  const targeted = new Set<string>();
  for (const token of author.targets ?? []) if (token.actor) targeted.add(token.actor.uuid);
  return targets.every((t) => targeted.has(t.uuid));
}

type RollLike = { formula?: unknown; total?: unknown; dice?: unknown };
const squeeze = (formula: string) => formula.replace(/\s+/g, "");

/** The one roll's total, recomputed from its dice under the card's formula, or null. */
function rolledTotal(message: Message, formula: string): number | null {
  const rolls = message.rolls as unknown as RollLike[];
  const roll = rolls.length === 1 ? rolls[0] : undefined;
  if (typeof roll?.formula !== "string" || squeeze(roll.formula) !== squeeze(formula)) return null;
  const groups = Array.isArray(roll.dice) ? (roll.dice as dice.RolledGroup[]) : [];
  const total = dice.totalOfRolled(roll.formula, groups);
  return total !== null && total === roll.total ? total : null;
}

const within = (value: number, range: { min: number; max: number }) =>
  value >= range.min && value <= range.max;

/**
 * What Active Effects add to the actor's attack and damage is within EFFECT_MODIFIER_RANGE, and no
 * effect of the actor's went beyond a field's bounds (the actor holds them there, src/data/ranges.ts).
 */
function effectsInBounds(actor: Actor.Implementation): boolean {
  if (actor.heldEffectKeys.length > 0) return false;
  const system = actor.system as { modifiers?: Partial<Record<"attack" | "damage", unknown>> };
  return [system.modifiers?.attack, system.modifiers?.damage].every(
    (v) => v === undefined || (typeof v === "number" && within(v, EFFECT_MODIFIER_RANGE)),
  );
}

/**
 * An attack's flat bonus is the GM's own sum for the actor and weapon (the sheet's attack line) plus
 * at most the roll dialog's situational modifier: a +10,000 typed anywhere is out of bounds.
 */
function attackBonusFits(card: AttackCard, actor: Actor.Implementation, item: Item.Implementation) {
  let plan;
  try {
    plan = attackPlan(actor, item);
  } catch {
    return false;
  }
  const state = { stat: plan.stat, modifier: 0, dc: null, skilled: plan.skilled, rollMode: "" };
  const expected = rollBonus(plan.config, state);
  const terms = dice.parseFormula(squeeze(card.formula));
  return within(dice.flatSum(terms) - expected, ROLL_MODIFIER_RANGE);
}

/**
 * The highest flat bonus any check on the actor's sheet has, before the roll dialog's modifier
 * (roll-inputs.ts `checkPlans`); null when the actor has no checks the GM can read.
 */
function checkCeiling(actor: Actor.Implementation): number | null {
  let plans;
  try {
    plans = checkPlans(actor);
  } catch {
    return null;
  }
  const bonuses = plans.flatMap(({ config }) =>
    (config.stats.length ? config.stats.map((s) => s.id) : [null]).map((stat) =>
      rollBonus(config, { stat, modifier: 0, dc: null, skilled: false, rollMode: "" }),
    ),
  );
  return bonuses.length ? Math.max(...bonuses) : null;
}

/**
 * A check or opposed card's bonus (its formula's plain numbers, and the bonus it stores for a
 * reroll) is at most the best check on the actor's sheet plus the dialog's modifier, as an
 * attack's is (attackBonusFits); an opposed card's resisters resist with bonuses their own sheets
 * give, never one its author wrote.
 */
function checkProblem(card: CheckCard | WorldsCard | OpposedCard): string | null {
  const actor = fromUuidSync(
    card.actor.uuid as Parameters<typeof fromUuidSync>[0],
  ) as Actor.Implementation | null;
  const ceiling = actor ? checkCeiling(actor) : null;
  if (!actor || ceiling === null) return "HOLOCRON.Authority.Unverified.NoSource";
  if (!effectsInBounds(actor)) return "HOLOCRON.Authority.Unverified.Bonus";
  const flat = dice.flatSum(dice.parseFormula(squeeze(card.formula)));
  const stored = card.type === "check" ? [] : [card.bonus];
  if (![flat, ...stored].every((b) => bonusWithinCeiling(b, ceiling, ROLL_MODIFIER_RANGE))) {
    return "HOLOCRON.Authority.Unverified.Bonus";
  }
  if (card.type !== "opposed") return null;
  const system = isD20Ruleset(card.ruleset) ? "d20" : "worlds";
  for (const resister of card.resisters) {
    const target = fromUuidSync(resister.uuid as Parameters<typeof fromUuidSync>[0]) as {
      system?: unknown;
    } | null;
    if (!resistBonuses(system, target?.system).includes(resister.bonus)) {
      return "HOLOCRON.Authority.Unverified.Bonus";
    }
  }
  return null;
}

/** A damage card's own checks: a weapon of the actor rolled with its formula, hits from a hit. */
function damageProblem(card: DamageCard): string | null {
  const actor = fromUuidSync(
    card.actor.uuid as Parameters<typeof fromUuidSync>[0],
  ) as Actor.Implementation | null;
  const item = card.itemId ? actor?.items?.get(card.itemId) : undefined;
  // Enrichers and power damage name no item the GM can read the formula of.
  if (!actor || !item) return "HOLOCRON.Authority.Unverified.NoSource";
  if (!itemApproved(item)) return "HOLOCRON.Authority.Unverified.ItemEdited";
  if (!effectsInBounds(actor)) return "HOLOCRON.Authority.Unverified.Bonus";
  let plan;
  try {
    plan = damagePlan(actor, item);
  } catch {
    return "HOLOCRON.Authority.Unverified.NoSource";
  }
  const expected = damageRollFormula(plan.formula, {
    critical: card.critical,
    heroDie: card.heroDie,
  });
  if (squeeze(expected) !== squeeze(card.formula) || plan.damageType !== card.damageType) {
    return "HOLOCRON.Authority.Unverified.Formula";
  }
  if (card.heroDie || card.heroDieResult !== null) return "HOLOCRON.Authority.Unverified.Formula";
  if (card.fromHit !== true && !card.critical) return null;
  // A hit's damage and a critical's doubled dice: the attack card they were rolled from is trusted,
  // the same actor's with the same weapon; a critical doubles only a natural 20 (rulings: criticals).
  const attackCard = trustedAttackOf(card);
  if (!attackCard) {
    return card.critical
      ? "HOLOCRON.Authority.Unverified.Critical"
      : "HOLOCRON.Authority.Unverified.NoHit";
  }
  if (card.critical && (!attackCard.critical || attackCard.natural !== 20)) {
    return "HOLOCRON.Authority.Unverified.Critical";
  }
  if (card.fromHit !== true) return null;
  const hit = new Set(
    attackCard.rows
      .filter((r) => r.outcome === "hit" || r.outcome === "critical")
      .map((r) => r.uuid),
  );
  return card.targets.every((t) => hit.has(t.uuid)) ? null : "HOLOCRON.Authority.Unverified.NoHit";
}

/** The trusted attack card a damage card names, of the same actor and weapon, or null. */
function trustedAttackOf(card: DamageCard): AttackCard | null {
  const attack = game.messages.get(card.attackMessageId ?? "");
  const attackCard = attack ? cardOf(attack) : null;
  if (!attack || attackCard?.type !== "attack" || !isTrusted(attack)) return null;
  const same = attackCard.actor.uuid === card.actor.uuid && attackCard.itemId === card.itemId;
  return same ? attackCard : null;
}

/** An attack card's own checks: a weapon of the actor; each row's AC and outcome as the GM sees them. */
function attackProblem(message: Message, card: AttackCard): string | null {
  const actor = fromUuidSync(
    card.actor.uuid as Parameters<typeof fromUuidSync>[0],
  ) as Actor.Implementation | null;
  const item = actor?.items?.get(card.itemId);
  if (!actor || !item) return "HOLOCRON.Authority.Unverified.NoSource";
  if (!itemApproved(item)) return "HOLOCRON.Authority.Unverified.ItemEdited";
  if (!effectsInBounds(actor) || !attackBonusFits(card, actor, item)) {
    return "HOLOCRON.Authority.Unverified.Bonus";
  }
  const roll = (message.rolls as unknown as RollLike[])[0];
  const d20 = (Array.isArray(roll?.dice) ? (roll.dice as dice.RolledGroup[]) : [])[0];
  const natural =
    d20?.faces === 20 ? d20.results.find((r) => r.active !== false)?.result : undefined;
  if (natural !== card.natural || card.critical !== (natural === 20))
    return "HOLOCRON.Authority.Unverified.Dice";
  for (const row of card.rows) {
    const target = fromUuidSync(row.uuid as Parameters<typeof fromUuidSync>[0]) as {
      system?: unknown;
    } | null;
    const ac = armorClassOf(target?.system);
    const outcome =
      ac === null ? null : attackResult(card.ruleset, { natural, total: card.total, ac });
    if (ac !== row.ac || outcome !== row.outcome) return "HOLOCRON.Authority.Unverified.Outcome";
  }
  return null;
}

/**
 * A roll card's bonus terms (its breakdown) add up to its formula's plain numbers (a damage card's
 * base formula, before a critical doubles it): a breakdown cannot claim a bonus the roll lacks.
 */
function termsFit(card: CardData): boolean {
  if (!("bonusTerms" in card) || card.bonusTerms === undefined) return true;
  try {
    const formula = card.type === "damage" ? card.baseFormula : card.formula;
    return trace.termsAddUpTo(card.bonusTerms, trace.splitFormula(formula).flat);
  } catch {
    return false;
  }
}

/** The card's targets, whatever its type calls them. */
function targetsOf(card: CardData): readonly CardTarget[] {
  if (card.type === "damage") return card.fromHit === true ? [] : card.targets;
  if (card.type === "attack") return card.rows;
  if (card.type === "opposed") return card.resisters;
  return [];
}

/** Pure over the world as the GM sees it: "verified", or the i18n key of the first problem. */
export function checkPlayerCard(message: Message, card: CardData): string {
  const author = authorOf(message) as UserLike | null;
  if (!author?.id) return "HOLOCRON.Authority.Unverified.NotChecked";
  // The kinds a GM acts on from a player's card (the rest are never trusted): src/cards/kinds.ts.
  if (CARD_KINDS[card.type].playerCard !== "checked" || !("actor" in card))
    return "HOLOCRON.Authority.Unverified.Kind";
  if (!userOwns(author, card.actor.uuid)) return "HOLOCRON.Authority.Unverified.NotTheirs";
  if (rolledTotal(message, card.formula) !== card.total)
    return "HOLOCRON.Authority.Unverified.Dice";
  // Fresh from the roll: no result, mark or reroll yet (those only the GM writes).
  if (card.type === "damage") {
    const marks = [card.applied, card.evaded, card.negating, card.negated, card.deflected];
    if (marks.some((m) => (m ?? []).length > 0)) return "HOLOCRON.Authority.Unverified.Marked";
  }
  if (card.type === "opposed" && card.resisters.some((r) => r.result !== null)) {
    return "HOLOCRON.Authority.Unverified.Marked";
  }
  if (card.type === "attack" && card.rows.some((r) => r.deflect))
    return "HOLOCRON.Authority.Unverified.Marked";
  if (card.type === "worlds" && (card.previous !== null || (card.rerolls ?? 0) > 0)) {
    return "HOLOCRON.Authority.Unverified.Marked";
  }
  if (!termsFit(card)) return "HOLOCRON.Authority.Unverified.Bonus";
  if (!targetsFit(author, targetsOf(card))) return "HOLOCRON.Authority.Unverified.Targets";
  if (card.type === "attack") return attackProblem(message, card) ?? VERIFIED;
  if (card.type === "damage") return damageProblem(card) ?? VERIFIED;
  return card.type === "check" || card.type === "worlds" || card.type === "opposed"
    ? (checkProblem(card) ?? VERIFIED)
    : VERIFIED;
}

/**
 * The active GM checks a player's new card as it arrives (the author's targets as they are then)
 * and records the verdict; a request about the card, sent after it, finds the verdict there.
 */
export function onCardCreated(message: Message): Promise<unknown> | void {
  if (!game.user.isActiveGM) return;
  const author = authorOf(message);
  const card = cardOf(message);
  if (!card || !author || author.isGM) return;
  const verdict = checkPlayerCard(message, card);
  const entry = { author: author.id ?? "", verdict, digest: flagDigest(message, "card") };
  return recordEntry(message.id ?? "", entry);
}
