// A dying check on request, from the sheet or the combat tracker, in combat or out of it: "every
// round the character must succeed on a check of his STR + character level, DC 20 … or die" (seed
// 003 line 3). The same rule and roll as the turn-start check (src/rulesets/space-opera/
// dying-check.ts), without its prompt: the click is the choice. A failure is death: the dead status
// (the combat's defeated mark follows it, src/documents/state-writer.ts).
import { rulesetSubject } from "../../data/typed-system.js";
import { initiativeRulesOf } from "../../documents/combat-rulesets.js";
import { isHolocronActorType } from "../../config.js";
import { rulesetOf } from "../../rulesets/index.js";
import { foundryDyingRoll } from "../../documents/combat-turn-start.js";
import { foundryDyingRounds } from "../../documents/dying-rounds.js";
import type { DyingResult } from "../../rulesets/space-opera/dying-check.js";
import type { DyingDeps, DyingFailure } from "../../rulesets/space-opera/dying-check.js";
import { causeOptions, dyingCheckCause } from "../../documents/ledger/record.js";
import type { TurnStartCombatant } from "../../rulesets/combat-view.js";
import { notify } from "../../compat/notify.js";

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
 * Actor#toggleStatusEffect creates it), written with the check as the ledger's cause. The owner's
 * client writes it, so the options carry the cause to the GM's recorder (record.ts believes a
 * player's "dyingCheck" for the player's own write only, as it does "sheet").
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

/**
 * Rolls the dying check of `actor` (its owner or the GM); null, with a warning, when they may not
 * or it is not dying.
 */
export async function rollDyingCheck(
  actor: Actor.Implementation,
  deps: DyingDeps = requestedDyingDeps(actor),
): Promise<DyingResult | null> {
  if (!actor.isOwner) {
    warn("HOLOCRON.Chat.Error.NotOwner");
    return null;
  }
  const rules = initiativeRulesOf(actor);
  const subject: TurnStartCombatant = {
    actor,
    combatView: rules ? rules.view(rulesetSubject(actor)) : null,
  };
  const result = rules?.turnStart ? await rules.turnStart(subject, deps) : "notDying";
  if (result === "notDying") {
    warn("HOLOCRON.Sheet.Conditions.NotDying");
    return null;
  }
  if (result === "alreadyChecked") {
    warn("HOLOCRON.Combat.Dying.AlreadyChecked");
    return null;
  }
  return result;
}
