// Negate Energy as a reaction: from an energy damage card, a Knight's owner rolls against DC = the
// damage, pays the cost, and on a success that damage is not applied to the Knight. In combat it
// costs an action: this turn's on the Knight's own turn, the next one off-turn (rulings). The GM
// authority carries it out.
import { actorData } from "../../data/typed-system.js";
import { authority, payload as is } from "../../authority/index.js";
import { applySkips, type CardData, type DamageCard } from "../../cards/data.js";
import { APPLY_SCALES, type ApplyScale } from "../chat/apply-requests.js";
import { recipientStep } from "../../cards/apply.js";
import { negateAttemptOf } from "../chat/negate-attempt.js";
import type { HazardCard } from "../../cards/hazard/view.js";
import type { HolocronActor } from "../../documents/actor.js";
import { updateCard, trustedCard, asKind } from "../../cards/card.js";
import { requestedActor } from "../../documents/actor-requests.js";
import { spendReactionAction } from "../../documents/turn-action.js";
import { mayReact } from "./reaction.js";
import { kitOfActor, powerUserOf } from "../../rulesets/power-actors.js";
import { isPowerId, refusalKey, type PowerKit } from "../../rulesets/power-kit.js";
import { planPower } from "../../rulesets/power-plan.js";
import { postPowerCard, readCardState } from "../chat/power-card.js";
import { rollPower } from "./roll-power.js";
import { payPowerCost } from "./pay-cost.js";
import { isInCombat } from "./in-combat.js";
import { notify } from "../../compat/notify.js";

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
  return negateAttemptOf(damageMessageId, actorUuid) !== null;
}

/** Looked up by the damage card's Apply: true when this damage was negated for this actor. */
export function isNegated(damageMessageId: string, actorUuid: string): boolean {
  return negateAttemptOf(damageMessageId, actorUuid)?.check?.success === true;
}

/** Whether the damage card was already applied to the actor (too late to negate it). */
export function negateTooLate(card: CardData | null, actorUuid: string): boolean {
  return (asKind(card, "damage")?.applied ?? []).includes(actorUuid);
}

export interface NegatePayload {
  damageMessageId: string;
  actorUuid: string;
  /** The GM's multiplier on the Knight's row of a damage card (×1 when absent; a player's is ×1). */
  scale?: ApplyScale | undefined;
}

/**
 * Pure: the DC of Negate Energy against a damage card, the damage the Knight would take (seed 000
 * line 34, "DC equal amount of damage taken"): the card's total through the GM's multiplier on the
 * Knight's row, as Apply would write it (×½ rounded up); null when the Knight would take none.
 */
export function negateDc(card: DamageCard, actorUuid: string, scale: ApplyScale): number | null {
  const step = recipientStep(card, actorUuid, "damage", scale);
  return step.op === "damage" && step.amount > 0 ? step.amount : null;
}

/**
 * The energy damage the Knight would take from a GM hazard card's row (seed 000 line 34: "DC equal
 * amount of damage taken"; "walk through fire" is the GM's hazard tool), or a Refusal.
 */
function hazardRowToNegate(card: HazardCard, actorUuid: string, name: string) {
  const row = card.rows.find((r) => r.uuid === actorUuid);
  if (!row) throw new authority.Refusal("HOLOCRON.Authority.Refused.NotTarget");
  if (row.applied) throw new authority.Refusal("HOLOCRON.Power.Negate.TooLate", { name });
  if (row.negated || row.amount <= 0) throw new authority.Refusal("HOLOCRON.Power.Negate.Done");
  return row;
}

/** The energy damage card (an attack's, or a GM hazard card's), the Knight and its power, or a Refusal. */
async function negateSetup(p: NegatePayload) {
  const message = game.messages.get(p.damageMessageId);
  // Only a card the GM posted or checked (src/cards/card.ts): a hazard card is always the GM's own.
  const trusted = message ? trustedCard(message) : null;
  const found = asKind(trusted, "hazard");
  if (found && found.damageType === "energy" && found.hazard !== "heal" && message) {
    const actor = await requestedActor(p.actorUuid);
    const { kit, item } = negatePowerOf(actor);
    const row = hazardRowToNegate(found, actor.uuid, actor.name);
    if (negateAttempted(message.id ?? "", actor.uuid))
      throw new authority.Refusal("HOLOCRON.Power.Negate.Done");
    const markNegated = () =>
      updateCard(message, {
        ...found,
        rows: found.rows.map((r) =>
          r.uuid === actor.uuid ? { ...r, amount: 0, negated: true } : r,
        ),
      });
    return { message, actor, kit, item, dc: row.amount, markNegated };
  }
  const card = asKind(trusted, "damage");
  if (!message || card?.damageType !== "energy") {
    throw new authority.Refusal("HOLOCRON.Power.Negate.NoCard");
  }
  const actor = await requestedActor(p.actorUuid);
  const name = actor.name;
  const { kit, item } = negatePowerOf(actor);
  if (!card.targets.some((t) => t.uuid === actor.uuid)) {
    throw new authority.Refusal("HOLOCRON.Authority.Refused.NotTarget");
  }
  if (negateTooLate(card, actor.uuid))
    throw new authority.Refusal("HOLOCRON.Power.Negate.TooLate", { name });
  if (applySkips(card).includes(actor.uuid) || negateAttempted(message.id ?? "", actor.uuid)) {
    throw new authority.Refusal("HOLOCRON.Power.Negate.Done");
  }
  const dc = negateDc(card, actor.uuid, p.scale ?? "full");
  if (dc === null) throw new authority.Refusal("HOLOCRON.Power.Negate.NothingTaken", { name });
  const markNegated = () =>
    updateCard(message, { ...card, negated: [...(card.negated ?? []), actor.uuid] });
  return { message, actor, kit, item, dc, markNegated };
}

/** The actor's power kit and Negate Energy item, or a Refusal. */
function negatePowerOf(actor: HolocronActor) {
  const kit = kitOfActor(actor);
  const itemId = kit ? negatePowerItemId(actor.items, kit) : null;
  const item = itemId ? actor.items.get(itemId) : undefined;
  if (!kit || !item)
    throw new authority.Refusal("HOLOCRON.Power.Negate.NoPower", { name: actor.name });
  return { kit, item };
}

/**
 * Negate Energy against a damage card: the Knight's owner asks; the GM takes the DC from the stored
 * card, pays the cost, rolls, posts the power card and marks the damage card, in one request, so
 * an interrupted negate leaves no mark behind and the Knight is never left unhurt by mistake.
 */
export interface NegateResult {
  negated: boolean;
  /** The check's total and the DC it was rolled against (the card's damage). */
  total: number;
  damage: number;
}

export const powerNegate = authority.registerRequestKind<NegatePayload, NegateResult>({
  name: "power.negate",
  payload: is.request({
    damageMessageId: is.id,
    actorUuid: is.id,
    scale: is.optional(is.oneOf(APPLY_SCALES)),
  }),
  async authorize(p, sender) {
    // A multiplier is the GM's call, as on Apply (apply-requests.ts modeProblem): a player's DC is
    // the damage as rolled.
    if (p.scale !== undefined && p.scale !== "full" && !sender.isGM) {
      return "HOLOCRON.Authority.Refused.ModeGmOnly";
    }
    return authority.unlessOwnedBy((await negateSetup(p)).actor, sender);
  },
  async carryOut(p, sender) {
    const { message, actor, kit, item, dc, markNegated } = await negateSetup(p);
    const name = actor.name;
    const user = powerUserOf(actorData(actor), kit);
    const inCombat = isInCombat(actor);
    const plan = planPower({
      kit,
      powerId: "negateEnergy",
      user,
      targets: [],
      inCombat,
      modifier: 0,
      dc,
    });
    if (!plan.ok)
      throw new authority.Refusal(`HOLOCRON.Power.Notify.${refusalKey(kit, plan.reason)}`, {
        name,
      });
    await payPowerCost(actor, plan, item.name ?? "");
    const { state, rolls } = await rollPower({
      kit,
      plan,
      actor: { uuid: actor.uuid, name },
      item: { name: item.name ?? "", img: item.img ?? "" },
      level: user.level,
      modifier: 0,
      dc,
      inCombat,
      targets: [],
      negates: { messageId: message.id ?? "", actorUuid: actor.uuid },
    });
    await postPowerCard(state, rolls, actor, sender.id);
    const negated = state.check?.success === true;
    if (negated) await markNegated();
    await spendReactionAction(actor);
    return { negated, total: state.check?.total ?? 0, damage: dc };
  },
});

/**
 * Rolls Negate Energy for `actor` against the damage of the card `damageMessageId`, through the GM
 * authority. Returns whether the damage is negated; every refusal is a notification.
 */
export async function negateEnergy(
  actor: Actor.Implementation,
  a: { damageMessageId: string; scale?: ApplyScale | undefined },
): Promise<boolean> {
  if (!mayReact(actor, "HOLOCRON.Power.Negate.NotYours")) return false;
  const name = actor.name ?? "";
  const result = await authority.ask(powerNegate, {
    damageMessageId: a.damageMessageId,
    actorUuid: actor.uuid,
    ...(a.scale === undefined ? {} : { scale: a.scale }),
  });
  if (result === null) return false;
  const key = result.negated ? "HOLOCRON.Power.Negate.Success" : "HOLOCRON.Power.Negate.Failure";
  const data = { name, damage: String(result.damage), total: String(result.total) };
  notify("info", key, data);
  return result.negated;
}
