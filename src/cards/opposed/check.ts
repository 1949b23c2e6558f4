// Opposed checks from a card: the actor has rolled; each resister's owner (or the GM for NPCs)
// rolls from the card. d20: ties go to the resister. Star Worlds: ties are rolled again (both
// sides) until broken. Other areas (resisted Force powers) post these through requestOpposedCheck.
import { d20, starWorlds } from "../../rules/index.js";
import type { RulesetId } from "../../config.js";
import { D20Check, WorldsCheck } from "../../dice/rolls.js";
import { isD20Ruleset } from "../../rulesets/index.js";
import { opposedD20Odds, opposedWorldsOdds } from "../../dice/outcomes.js";
import type { OpposedCard, OpposedOutcome, OpposedResister } from "../data.js";
import type { KindActionContext } from "../kind.js";
import { cardOfKind, requestedCardOfKind } from "../read.js";
import { authority, payload as is } from "../../authority/index.js";
import { postCard, updateCard, actorFromUuid, ownedActorFromUuid } from "../card.js";
import { showRolls } from "../../compat/dice-so-nice.js";

export interface OpposedRequest {
  actor: Actor.Implementation;
  ruleset: RulesetId;
  /** The actor's evaluated check (a D20Check or WorldsCheck). */
  roll: Roll;
  /** The flat bonus of the actor's roll (for Star Worlds tie rerolls). */
  bonus: number;
  /** The actor's total when it is not the roll's own (a Hero Point reroll kept the better one). */
  total?: number;
  /** i18n key and data of the title. */
  title: string;
  titleData?: Record<string, string>;
  resisters: {
    uuid: string;
    name: string;
    bonus: number;
    resistLabel: string;
    resistData?: Record<string, string>;
  }[];
  /** A key the caller recognises in its onOpposedResolved listener (e.g. "power.push"). */
  purpose?: string | null;
  /** Roll at once for resisters no player owns (NPCs); players still roll from the card. */
  autoResistNpcs?: boolean;
}

/** Pure: the winner of a series of rounds (d20: tie → resister; Star Worlds: last round decides). */
export function opposedOutcome(
  ruleset: RulesetId,
  rounds: OpposedOutcome["rounds"],
): OpposedOutcome {
  const last = rounds[rounds.length - 1];
  if (!last) throw new Error("An opposed check needs at least one round");
  if (isD20Ruleset(ruleset)) {
    return { rounds, winner: d20.opposedWinner(last.actor, last.resister) };
  }
  const result = starWorlds.opposedWinner(last.actor, last.resister);
  if (result === "reroll") throw new Error("A Star Worlds opposed check cannot end on a tie");
  return { rounds, winner: result === "a" ? "actor" : "resister" };
}

export const MAX_REROLLS = 100;

/** Called with each resolved resister (the Force developer applies a resisted power's effect). */
export type OpposedListener = (
  message: ChatMessage.Implementation,
  card: OpposedCard,
  index: number,
) => unknown;
const listeners: OpposedListener[] = [];

/** Subscribes to opposed-check results; returns a function that unsubscribes. */
export function onOpposedResolved(listener: OpposedListener): () => void {
  listeners.push(listener);
  return () => void listeners.splice(listeners.indexOf(listener), 1);
}

async function notifyResolved(
  message: ChatMessage.Implementation,
  card: OpposedCard,
  index: number,
) {
  for (const listener of [...listeners]) await listener(message, card, index);
}

/**
 * Rolls a resister's check; in Star Worlds ties roll both sides again until broken (at most
 * MAX_REROLLS times, a bound that is never reached in practice: each tie has chance < 1/6).
 * Every Roll made is added to `rolled`, so the caller shows it as dice.
 */
export async function resist(
  card: OpposedCard,
  resister: OpposedResister,
  rolled: Roll[] = [],
): Promise<OpposedOutcome> {
  const rounds: OpposedOutcome["rounds"] = [];
  if (isD20Ruleset(card.ruleset)) {
    const roll = await D20Check.build(resister.bonus, {
      ruleset: card.ruleset,
      kind: "check",
      target: null,
    }).evaluate();
    rolled.push(roll);
    rounds.push({ actor: card.total, resister: roll.total ?? 0 });
    return opposedOutcome(card.ruleset, rounds);
  }
  let actorTotal = card.total;
  for (let i = 0; i < MAX_REROLLS; i++) {
    const roll = await WorldsCheck.build(resister.bonus, { skilled: false }).evaluate();
    rolled.push(roll);
    rounds.push({ actor: actorTotal, resister: roll.total ?? 0 });
    if (actorTotal !== roll.total) break;
    const again = await WorldsCheck.build(card.bonus, { skilled: false }).evaluate();
    rolled.push(again);
    actorTotal = again.total ?? 0;
  }
  return opposedOutcome(card.ruleset, rounds);
}

function chance(ruleset: RulesetId, actorBonus: number, resisterBonus: number): number {
  return isD20Ruleset(ruleset)
    ? opposedD20Odds(actorBonus, resisterBonus)
    : opposedWorldsOdds(actorBonus, resisterBonus);
}

/** Posts the opposed-check card (the request); NPC resisters may roll at once. */
export async function requestOpposedCheck(
  request: OpposedRequest,
): Promise<ChatMessage.Implementation | null> {
  if (request.roll.total === undefined) await request.roll.evaluate();
  const card: OpposedCard = {
    type: "opposed",
    actor: { uuid: request.actor.uuid, name: request.actor.name, img: request.actor.img ?? "" },
    title: request.title,
    titleData: request.titleData ?? {},
    formula: request.roll.formula,
    total: request.total ?? request.roll.total ?? 0,
    ruleset: request.ruleset,
    bonus: request.bonus,
    purpose: request.purpose ?? null,
    resisters: request.resisters.map((r) => ({
      ...r,
      ac: null,
      chance: chance(request.ruleset, request.bonus, r.bonus),
      result: null,
    })),
  };
  // An NPC's resistance rides on the card's message, so dice modules show both sides.
  const rolls: Roll[] = [request.roll];
  if (request.autoResistNpcs) {
    for (const resister of card.resisters) {
      const actor = await actorFromUuid(resister.uuid, resister.name);
      if (actor && !actor.hasPlayerOwner) resister.result = await resist(card, resister, rolls);
    }
  }
  const message = await postCard(card, { actor: request.actor, rolls });
  if (message) {
    for (const [index, r] of card.resisters.entries()) {
      if (r.result) await notifyResolved(message, card, index);
    }
  }
  return message;
}

const resistPayload = is.request({ messageId: is.id, index: is.int(0, 100) });
export type ResistPayload = is.Infer<typeof resistPayload>;

/** The opposed card and row a Resist names, still waiting for its roll, or a Refusal. */
function resistRow(p: ResistPayload) {
  const { message, card } = requestedCardOfKind(p.messageId, "opposed");
  const row = card.resisters[p.index];
  if (!row) throw new authority.Refusal("HOLOCRON.Authority.Refused.Malformed");
  if (row.result) throw new authority.Refusal("HOLOCRON.Chat.Error.RowResolved");
  return { message, card, row };
}

/**
 * Resist on an opposed card: the resister's owner asks, the GM rolls the resistance itself, works
 * out the winner and writes the row (so a row is resolved once, with dice no client chose).
 */
export const resistOpposed = authority.registerRequestKind<ResistPayload, OpposedOutcome>({
  name: "card.resist",
  payload: resistPayload,
  authorize(p, sender) {
    const { row } = resistRow(p);
    return authority.ownsUuid(row.uuid, sender) ? null : "HOLOCRON.Authority.Refused.NotOwner";
  },
  async carryOut(p) {
    const { message, card, row } = resistRow(p);
    const rolled: Roll[] = [];
    const result = await resist(card, row, rolled);
    const written: OpposedCard = {
      ...card,
      resisters: card.resisters.map((r, i) => (i === p.index ? { ...r, result } : r)),
    };
    await updateCard(message, written);
    await showRolls(rolled, message);
    await notifyResolved(message, written, p.index);
    return result;
  },
  withoutGm: (p, user) => {
    const message = game.messages.get(p.messageId);
    const row = message ? cardOfKind(message, "opposed")?.resisters[p.index] : undefined;
    return !!message?.isOwner && !!row && authority.ownsUuid(row.uuid, user);
  },
});

/** The Resist button: the resister's owner asks the GM, who rolls; the winner is shown. */
export async function onResist(context: KindActionContext<"opposed">): Promise<unknown> {
  const card = context.card;
  const index = card.resisters.findIndex((r) => r.uuid === context.control.dataset.uuid);
  const resister = card.resisters[index];
  if (!resister || resister.result) return null;
  if (!(await ownedActorFromUuid(resister.uuid, resister.name))) return null;
  return authority.ask(resistOpposed, { messageId: context.message.id ?? "", index });
}
