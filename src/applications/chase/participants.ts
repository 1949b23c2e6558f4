// Turning tokens into chase participants, and reading a participant's actor and check back.
import type { chase } from "../../rules/index.js";
import { holdsHeroPoints, rulesetOf } from "../../rulesets/index.js";
import { rulesetSubject } from "../../data/typed-system.js";
import type { ChaseProfile, ChaseRules } from "../../rulesets/chase.js";
import { heroPointSpend } from "../../cards/hero-points.js";

type Token = TokenDocument.Implementation;

/** The tokens the user has selected on the canvas. */
export function selectedTokens(): Token[] {
  return (canvas?.tokens?.controlled ?? []).map((t) => t.document);
}

/** The tokens of the combat the tracker shows. */
export function combatTokens(): Token[] {
  const combat = game.combat;
  if (!combat) return [];
  return combat.combatants.contents.flatMap((c) => (c.token ? [c.token] : []));
}

/** The adapter's chase rules of a token's actor, or null when Holocron has no ruleset for it. */
export function chaseRulesOf(actor: Actor.Implementation | null): ChaseRules | null {
  if (!actor) return null;
  try {
    return rulesetOf(actor).chase;
  } catch {
    return null;
  }
}

/** A new participant for a token: player characters chase, the others flee (one click flips it). */
export function participantOf(token: Token, side?: chase.Side): chase.NewParticipant | null {
  const actor = token.actor;
  if (!actor) return null;
  return {
    id: foundry.utils.randomID(),
    actorUuid: actor.uuid,
    tokenUuid: token.uuid,
    name: token.name ?? actor.name,
    img: token.texture?.src ?? actor.img ?? "",
    side: side ?? (actor.hasPlayerOwner ? "pursuer" : "quarry"),
    vehicle: null,
  };
}

/** A participant's actor (the token's own for an unlinked token), or null when it is gone. */
export function actorOf(p: chase.Participant): Actor.Implementation | null {
  const doc = fromUuidSync(p.actorUuid as Parameters<typeof fromUuidSync>[0]);
  // By document name, not instanceof: a module's Actor subclass is the same document either way.
  return doc?.documentName === "Actor" ? (doc as Actor.Implementation) : null;
}

export function profileOf(p: chase.Participant): ChaseProfile | null {
  const actor = actorOf(p);
  const rules = chaseRulesOf(actor);
  return actor && rules ? rules.profile(rulesetSubject(actor), p.vehicle) : null;
}

/** Every participant's profile, for the tracker. */
export function profilesOf(c: chase.Chase): Record<string, ChaseProfile | null> {
  return Object.fromEntries(c.participants.map((p) => [p.id, profileOf(p)]));
}

/** Runners whose actor is a Star Worlds character with a Hero Point left to spend on a reroll. */
export function heroPayersOf(c: chase.Chase): Set<string> {
  return new Set(
    c.participants
      .filter((p) => {
        const actor = actorOf(p);
        return holdsHeroPoints(actor) && heroPointSpend(actor.system) !== null;
      })
      .map((p) => p.id),
  );
}
