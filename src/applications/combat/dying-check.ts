// A dying check on request, from the sheet or the combat tracker, in combat or out of it: "every
// round the character must succeed on a check of his STR + character level, DC 20 … or die" (seed
// 003 line 3). The same rule and roll as the turn-start check (src/rulesets/space-opera/
// dying-check.ts), without its prompt: the click is the choice. A failure is death: the dead status
// (the combat's defeated mark follows it, src/documents/state-writer.ts). In a started combat the
// round's check is a fact of the combat (src/documents/combat.ts), which only the GM writes:
// a player's click asks the GM, whose client rolls it and records the round.
import { rulesetSubject } from "../../data/typed-system.js";
import { initiativeRulesOf } from "../../documents/combat-facts.js";
import { isHolocronActorType } from "../../config.js";
import { rulesetOf } from "../../rulesets/index.js";
import { foundryDyingRoll, foundryDyingRounds } from "../../documents/combat.js";
import type {
  DyingResult,
  DyingDeps,
  DyingFailure,
} from "../../rulesets/space-opera/dying-check.js";
import { causeOptions } from "../../documents/ledger/play-state.js";
import { dyingCheckCause } from "../../documents/ledger/record.js";
import type { TurnStartCombatant } from "../../rulesets/combat-view.js";
import { notify } from "../../compat/notify.js";
import { authority, payload as is } from "../../authority/index.js";
import { ownActor, requestedActor } from "../../documents/actor-requests.js";

/** The viewer may roll this actor's dying check now: it owns the actor and the actor is dying. */
export function dyingCheckOffered(actor: Actor.Implementation | null | undefined): boolean {
  if (!actor?.isOwner || !isHolocronActorType(actor.type)) return false;
  return rulesetOf(actor).healthView(rulesetSubject(actor)).dyingCheck;
}

function warn(key: string): void {
  notify("warn", key);
}

/**
 * Marks the actor dead: the effect the token HUD would make (an overlay, its id the status's, as
 * Actor#toggleStatusEffect creates it), written with the check as the ledger's cause. A GM's write
 * (the turn start, or the GM's roll a player asked for in combat) is recorded with that cause; an
 * owner's own write out of combat is a `sheet` row: record.ts believes no cause a player claims.
 */
async function killActor(actor: Actor.Implementation, check: DyingFailure): Promise<void> {
  if (actor.statuses.has("dead")) return;
  const made = (await ActiveEffect.implementation.fromStatusEffect("dead")).toObject();
  const data = { ...made, flags: { ...made.flags, core: { ...made.flags.core, overlay: true } } };
  const { kind, label } = dyingCheckCause(check);
  await actor.createEmbeddedDocuments("ActiveEffect", [data], {
    keepId: true,
    ...causeOptions(kind, label),
  });
}

/** The dice and the outcome of a requested check; tests pass their own roll. */
export function requestedDyingDeps(
  actor: Actor.Implementation,
  roll: DyingDeps["roll"] = foundryDyingRoll,
): DyingDeps {
  return {
    mode: () => "auto",
    rounds: foundryDyingRounds,
    roll,
    prompt: async () => true,
    kill: (_combatant, check) => killActor(actor, check),
  };
}

/** The check run by rule; a Refusal (its i18n key) when the actor is not dying or has had its check. */
async function runRequested(actor: Actor.Implementation, deps: DyingDeps): Promise<DyingResult> {
  const rules = initiativeRulesOf(actor);
  const subject: TurnStartCombatant = {
    actor,
    combatView: rules ? rules.view(rulesetSubject(actor)) : null,
  };
  const result = rules?.turnStart ? await rules.turnStart(subject, deps) : "notDying";
  if (result === "notDying") throw new authority.Refusal("HOLOCRON.Sheet.Conditions.NotDying");
  if (result === "alreadyChecked")
    throw new authority.Refusal("HOLOCRON.Combat.Dying.AlreadyChecked");
  return result;
}

/** A dying check asked of the GM by the actor's owner: the GM's client rolls and records it. */
export const actorDyingCheck = authority.registerRequestKind<{ actorUuid: string }, DyingResult>({
  name: "actor.dyingCheck",
  payload: is.request({ actorUuid: is.id }),
  authorize: (p, sender) => ownActor(p.actorUuid, sender),
  async carryOut(p) {
    const actor = await requestedActor(p.actorUuid);
    return runRequested(actor, requestedDyingDeps(actor));
  },
  // With no GM the owner rolls alone; the round is then not recorded (no one may write the combat).
  withoutGm: (p, user) => authority.ownsUuid(p.actorUuid, user),
});

/**
 * Rolls the dying check of `actor` (its owner or the GM); null, with a warning, when they may not
 * or it is not dying. A player's check in a started combat is asked of the GM.
 */
export async function rollDyingCheck(
  actor: Actor.Implementation,
  deps: DyingDeps = requestedDyingDeps(actor),
): Promise<DyingResult | null> {
  if (!actor.isOwner) {
    warn("HOLOCRON.Chat.Error.NotOwner");
    return null;
  }
  if (!game.user.isGM && foundryDyingRounds.now(actor)) {
    return authority.ask(actorDyingCheck, { actorUuid: actor.uuid });
  }
  try {
    return await runRequested(actor, deps);
  } catch (error) {
    if (!(error instanceof authority.Refusal)) throw error;
    warn(error.key);
    return null;
  }
}
