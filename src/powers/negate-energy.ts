// Negate Energy as a reaction: from an energy damage card, a Knight's owner rolls against DC = the
// damage, pays the cost, and on a success that damage is not applied to the Knight. In combat it
// costs an action: this turn's on the Knight's own turn, the next one off-turn (rulings).
import { HolocronActor } from "../documents/actor.js";
import type { CardData } from "../applications/chat/card-data.js";
import { markCard } from "../applications/chat/card-relay.js";
import { cardOf } from "../applications/chat/post-card.js";
import { markActionSpent } from "../documents/combatant-actions.js";
import { combatTurnOf } from "../documents/turn-action.js";
import { actorData } from "../data/typed-system.js";
import { kitOfActor, powerUserOf } from "../rulesets/power-actors.js";
import { isPowerId, type PowerKit } from "../rulesets/power-kit.js";
import { planPower } from "../rulesets/power-plan.js";
import { postPowerCard, readCardState } from "../applications/chat/power-card.js";
import { rollPower } from "../applications/powers/roll-power.js";
import { isInCombat } from "../applications/powers/use-power.js";

type ItemLike = { id: string | null; type: string; system: unknown };

/** The id of the actor's Negate Energy power item, or null. */
export function negatePowerItemId(items: Iterable<ItemLike>, kit: PowerKit): string | null {
  for (const item of items) {
    const power = (item.system as { power?: unknown } | null)?.power;
    if (item.type === kit.itemType && isPowerId(power) && power === "negateEnergy") return item.id;
  }
  return null;
}

/** Whether a power card negated that damage card's damage for that actor. */
export function negatesDamage(flags: unknown, damageMessageId: string, actorUuid: string): boolean {
  const state = readCardState({ flags });
  return (
    state !== null &&
    state.negates?.messageId === damageMessageId &&
    state.negates.actorUuid === actorUuid &&
    state.check?.success === true
  );
}

/** Whether the actor already tried to negate that damage (one attempt per damage card). */
export function negateAttempted(damageMessageId: string, actorUuid: string): boolean {
  for (const message of game.messages) {
    const negates = readCardState(message)?.negates;
    if (negates?.messageId === damageMessageId && negates.actorUuid === actorUuid) return true;
  }
  return false;
}

/** Looked up by the damage card's Apply: true when this damage was negated for this actor. */
export function isNegated(damageMessageId: string, actorUuid: string): boolean {
  for (const message of game.messages) {
    if (negatesDamage(message.flags, damageMessageId, actorUuid)) return true;
  }
  return false;
}

/** Whether the damage card was already applied to the actor (too late to negate it). */
export function negateTooLate(card: CardData | null, actorUuid: string): boolean {
  return card?.type === "damage" && (card.applied ?? []).includes(actorUuid);
}

/** Writes the "negating" mark; false (with a notification) when the card refuses it. */
async function markNegating(
  message: ChatMessage.Implementation,
  actorUuid: string,
  name: string,
): Promise<boolean> {
  if (negateTooLate(cardOf(message), actorUuid)) {
    ui.notifications.warn(game.i18n.format("HOLOCRON.Power.Negate.TooLate", { name }));
    return false;
  }
  const written = await markCard(message, {
    holocronCard: "negating",
    messageId: message.id ?? "",
    actorUuid,
  });
  if (written?.type === "damage" && (written.negating ?? []).includes(actorUuid)) return true;
  const key = negateTooLate(written ?? cardOf(message), actorUuid)
    ? "HOLOCRON.Power.Negate.TooLate"
    : "HOLOCRON.Power.Negate.Done";
  ui.notifications.warn(game.i18n.format(key, { name }));
  return false;
}

/**
 * Rolls Negate Energy for `actor` against `damage` from the damage card `damageMessageId`.
 * Returns whether the damage is negated; every refusal is a notification and changes nothing.
 */
export async function negateEnergy(
  actor: Actor.Implementation,
  a: { damage: number; damageMessageId: string },
): Promise<boolean> {
  const name = actor.name ?? "";
  if (!actor.isOwner) {
    ui.notifications.warn(game.i18n.format("HOLOCRON.Power.Negate.NotYours", { name }));
    return false;
  }
  const kit = kitOfActor(actor);
  const itemId = kit ? negatePowerItemId(actor.items, kit) : null;
  const item = itemId ? actor.items.get(itemId) : undefined;
  if (!kit || !item) {
    ui.notifications.warn(game.i18n.format("HOLOCRON.Power.Negate.NoPower", { name }));
    return false;
  }
  if (negateAttempted(a.damageMessageId, actor.uuid)) {
    ui.notifications.warn(game.i18n.localize("HOLOCRON.Power.Negate.Done"));
    return false;
  }
  const user = powerUserOf(actorData(actor), kit);
  const inCombat = isInCombat(actor);
  const plan = planPower({
    kit,
    powerId: "negateEnergy",
    user,
    targets: [],
    inCombat,
    modifier: 0,
    dc: a.damage,
  });
  if (!plan.ok) {
    ui.notifications.warn(game.i18n.format(`HOLOCRON.Power.Notify.${plan.reason}`, { name }));
    return false;
  }
  // The "negating" mark first (refused once the damage was applied to the Knight, or for a second
  // click): Apply skips the Knight while the roll is pending, and the cost is paid only once.
  const damageMessage = game.messages.get(a.damageMessageId);
  if (!damageMessage) {
    ui.notifications.warn(game.i18n.localize("HOLOCRON.Power.Negate.NoCard"));
    return false;
  }
  if (!(await markNegating(damageMessage, actor.uuid, name))) return false;
  const done = (negated: boolean) =>
    markCard(damageMessage, {
      holocronCard: "negateDone",
      messageId: a.damageMessageId,
      actorUuid: actor.uuid,
      negated,
    });
  if (plan.cost > 0) {
    const paid = actor instanceof HolocronActor ? await actor.applyDamage(plan.cost, {}) : null;
    if (!paid) {
      ui.notifications.warn(game.i18n.format("HOLOCRON.Power.Notify.PayFailed", { name }));
      await done(false);
      return false;
    }
  }
  const { state, rolls } = await rollPower({
    kit,
    plan,
    actor: { uuid: actor.uuid, name },
    item: { name: item.name ?? "", img: item.img ?? "" },
    level: user.level,
    modifier: 0,
    dc: a.damage,
    inCombat,
    targets: [],
    negates: { messageId: a.damageMessageId, actorUuid: actor.uuid },
  });
  await postPowerCard(state, rolls, actor);
  await done(state.check?.success === true);
  const turn = combatTurnOf(actor);
  if (turn) await markActionSpent(turn.combatant, { offTurn: !turn.onTurn });
  const negated = state.check?.success === true;
  const data = { name, damage: String(a.damage), total: String(state.check?.total ?? 0) };
  const key = negated ? "HOLOCRON.Power.Negate.Success" : "HOLOCRON.Power.Negate.Failure";
  ui.notifications.info(game.i18n.format(key, data));
  return negated;
}
