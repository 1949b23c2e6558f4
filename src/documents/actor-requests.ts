// The actor's own requests to the GM authority: health changes, recovery and statuses, each asked
// by the actor's owner (a GM owns every actor). Damage to someone else comes from a card
// (src/applications/chat/apply-requests.ts), never from here.
import {
  ownedBy,
  unlessOwnedBy,
  ownsUuid,
  payload as is,
  Refusal,
  registerRequestKind,
  type Sender,
} from "../authority/index.js";
import { DAMAGE_TYPES } from "../config.js";
import { RECOVERY_KINDS, type DamageOptions, type RecoveryKind } from "../rulesets/ruleset.js";

/** Holocron's actor class as Foundry's configuration declares it (no import of actor.ts: it
 * imports this file to ask these requests). */
type HolocronActor = Actor.Implementation;
type HealthChange = NonNullable<Awaited<ReturnType<HolocronActor["carryOutDamage"]>>>;
import { STATUS_IDS, type StatusId } from "../rulesets/status-effects.js";

/** Statuses only rest or the GM clears (rulings: dying, a lost limb). */
const RULED_STATUSES: readonly StatusId[] = ["dying", "lostLimb"];

/** Whether the actor fights in a combat that has begun. */
function inActiveCombat(actor: HolocronActor): boolean {
  const combat = game.combat;
  return !!combat?.started && combat.getCombatantsByActor(actor).length > 0;
}

/**
 * The actor of a uuid stored or sent as a plain string (a card's, a request's), or null: fromUuid
 * returns null for anything it does not know, and a document of another kind is no actor. The one
 * resolver the others build on (requestedActor here, actor-by-uuid.ts `actorByUuid`).
 */
export async function actorOfUuid(uuid: string): Promise<Actor.Implementation | null> {
  const doc = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
  return doc?.documentName === "Actor" ? (doc as Actor.Implementation) : null;
}

/** The actor a request names, or a Refusal (deleted, or not a Holocron actor). */
export async function requestedActor(uuid: string): Promise<HolocronActor> {
  const actor = await actorOfUuid(uuid);
  if (!actor || typeof (actor as Partial<HolocronActor>).carryOutDamage !== "function") {
    throw new Refusal("HOLOCRON.Authority.Refused.NoActor");
  }
  return actor;
}

/** Refuses unless the sender owns the actor of `uuid`. */
export async function ownActor(uuid: string, sender: Sender): Promise<string | null> {
  return unlessOwnedBy(await requestedActor(uuid), sender);
}

/** With no GM, the owner writes alone. */
const ownerAlone = (p: { actorUuid: string }, user: Sender): boolean => ownsUuid(p.actorUuid, user);

const damageOptions: is.Shape<DamageOptions> = is.request({
  type: is.optional(is.oneOf(DAMAGE_TYPES)),
  ignoreArmor: is.optional(is.boolean),
  hit: is.optional(is.boolean),
});

const actorHealthPayload = is.request({
  actorUuid: is.id,
  op: is.oneOf(["damage", "heal"]),
  amount: is.amount,
  options: is.orElse(damageOptions, () => ({})),
});
export type ActorHealthPayload = is.Infer<typeof actorHealthPayload>;

/** Damage or healing to an actor its sender owns (paying a power's cost, a sheet's own button). */
export const actorHealth = registerRequestKind<ActorHealthPayload, HealthChange | null>({
  name: "actor.health",
  payload: actorHealthPayload,
  async authorize(p, sender) {
    // A player's healing comes from what the GM works out (a card, a rest, Heroism), never from a
    // number the client chose; damage to one's own actor (a power's cost) harms no one else.
    if (p.op === "heal" && !sender.isGM) return "HOLOCRON.Authority.Refused.HealFromSource";
    return ownActor(p.actorUuid, sender);
  },
  async carryOut(p) {
    const actor = await requestedActor(p.actorUuid);
    return p.op === "heal"
      ? actor.carryOutHeal(p.amount)
      : actor.carryOutDamage(p.amount, p.options);
  },
  withoutGm: ownerAlone,
});

const actorRecoveryPayload = is.request({ actorUuid: is.id, kind: is.oneOf(RECOVERY_KINDS) });
export type ActorRecoveryPayload = is.Infer<typeof actorRecoveryPayload>;

/** Rolls a recovery's dice on the client that carries it out and shows them in chat. */
async function rolledPoints(actor: HolocronActor, kind: RecoveryKind): Promise<number | undefined> {
  const formula = actor.ruleset.recoveryFormulas[kind];
  if (!formula) return undefined;
  // Refused before anything is rolled (no Heroism Point left): the same check the write makes.
  actor.ruleset.recover(actor.subject, kind, { points: 0 });
  const roll = await new foundry.dice.Roll(formula).evaluate();
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    flavor: game.i18n.format("HOLOCRON.Sheet.Recovery.Rolled", {
      name: foundry.utils.escapeHTML(actor.name),
      kind: game.i18n.localize(`HOLOCRON.Sheet.Recovery.Kind.${kind}`),
    }),
  });
  return roll.total ?? 0;
}

/** Rest, second wind, Heroism: the owner asks; the points are rolled here, never sent. */
export const actorRecovery = registerRequestKind<ActorRecoveryPayload, HealthChange | null>({
  name: "actor.recover",
  payload: actorRecoveryPayload,
  async authorize(p, sender) {
    const actor = await requestedActor(p.actorUuid);
    if (!ownedBy(actor, sender)) return "HOLOCRON.Authority.Refused.NotOwner";
    if (!actor.ruleset.recoveryKinds.includes(p.kind)) return "HOLOCRON.Health.RecoveryNotOffered";
    // A week of rest is no action in a fight (rulings: rest; the GM may still grant it).
    if (p.kind === "week" && !sender.isGM && inActiveCombat(actor)) {
      return "HOLOCRON.Authority.Refused.RestInCombat";
    }
    return null;
  },
  async carryOut(p) {
    const actor = await requestedActor(p.actorUuid);
    let points: number | undefined;
    try {
      points = await rolledPoints(actor, p.kind);
    } catch (error) {
      const key = (error as { key?: unknown }).key;
      throw typeof key === "string" ? new Refusal(key) : error;
    }
    return actor.carryOutRecovery(p.kind, points === undefined ? {} : { points });
  },
  withoutGm: ownerAlone,
});

const actorConditionPayload = is.request({
  actorUuid: is.id,
  status: is.oneOf(STATUS_IDS),
  active: is.boolean,
});
export type ActorConditionPayload = is.Infer<typeof actorConditionPayload>;

/** A status set by the actor's owner (the token HUD's meaning); others come from resolved cards. */
export const actorCondition = registerRequestKind<ActorConditionPayload, boolean>({
  name: "actor.condition",
  payload: actorConditionPayload,
  authorize(p, sender) {
    // Dying and a lost limb end with rest or by the GM's word (rulings), not by their owner's click.
    if (!p.active && !sender.isGM && RULED_STATUSES.includes(p.status)) {
      return "HOLOCRON.Authority.Refused.RestOrGm";
    }
    return ownActor(p.actorUuid, sender);
  },
  async carryOut(p) {
    return (await requestedActor(p.actorUuid)).carryOutCondition(p.status, p.active);
  },
  withoutGm: ownerAlone,
});

/** An amount of damage or healing an owner asks for: a finite number, not below 0 (else throws). */
export function assertAmount(amount: number): void {
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0) {
    throw new Error(game.i18n.format("HOLOCRON.Health.BadAmount", { amount: String(amount) }));
  }
}
