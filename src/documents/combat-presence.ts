// Derived data that depends on being in a combat (m20's `force.costNow`, Space Opera's
// `psionics.costNow`: rulings, a power is free out of combat) is computed in prepareDerivedData
// from `Actor#inCombat`. Foundry prepares an actor when the actor changes, not when a combat that
// holds it is created, started, ended or gains or loses it; so each of those re-prepares the
// combat's actors and re-renders their open sheets. The hooks fire on every client
// (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html), and each client
// refreshes its own copies: nothing is written.

type CombatLike = { combatants: Iterable<{ actor: Actor.Implementation | null }> };

/** The distinct actors of `combatants` (a token's synthetic actor counts as itself). */
function actorsOf(combatants: Iterable<{ actor: Actor.Implementation | null }>) {
  const actors = new Set<Actor.Implementation>();
  for (const combatant of combatants) if (combatant.actor) actors.add(combatant.actor);
  return actors;
}

/** Re-prepares each actor and re-renders its open sheet; returns how many were refreshed. */
export function refreshActors(
  combatants: Iterable<{ actor: Actor.Implementation | null }>,
): number {
  const actors = actorsOf(combatants);
  for (const actor of actors) {
    actor.reset();
    if (actor.sheet?.rendered) void actor.sheet.render();
  }
  return actors.size;
}

/** Combat fields whose change can turn `inCombat` on or off (a start sets round 1). */
const PRESENCE_FIELDS = ["active", "round", "scene"] as const;

export function changesPresence(changes: object): boolean {
  return PRESENCE_FIELDS.some((field) => field in changes);
}

/** A combat made, ended or moved: every combatant's actor is drawn again. */
export function refreshCombat(combat: CombatLike): number {
  return refreshActors(combat.combatants);
}
