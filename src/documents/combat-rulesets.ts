// Which combat rules an actor plays by: its own ruleset's (the Ruleset adapter's `initiative`
// member), whatever the world's setting.
import { isHolocronActorType, type RulesetId } from "../config.js";
import { rulesetSubject } from "../data/typed-system.js";
import { rulesetById, rulesetOf } from "../rulesets/index.js";
import type { InitiativeRules } from "../rulesets/combat-rules.js";

export function initiativeRulesById(id: RulesetId): InitiativeRules {
  return rulesetById(id).initiative;
}

/** The rules of an actor's own ruleset; null for an actor of a type Holocron does not know. */
export function initiativeRulesOf(
  actor: { type: string } | null | undefined,
): InitiativeRules | null {
  if (!actor || !isHolocronActorType(actor.type)) return null;
  return rulesetOf(actor).initiative;
}

/** Out of the fight, by the actor's ruleset (the ruleset's `readHealth` decides). */
export function isActorOut(actor: Actor.Implementation | null | undefined): boolean {
  if (!actor || !isHolocronActorType(actor.type)) return false;
  return rulesetOf(actor).readHealth(rulesetSubject(actor)).out;
}
