// Unlinked tokens' actors in the ledger. An unlinked token's actor is a synthetic actor: not in
// `game.actors`, sharing its id with every other token of the same NPC, its uuid its own
// (`Scene.<s>.Token.<t>.Actor.<a>`: foundry-v13.md, "Unlinked tokens have synthetic actors";
// https://foundryvtt.com/article/v11-actor-delta). Every compendium NPC and every foe the encounter
// builder places is one, so the ledger keys it by that uuid and names it by its token.

/** The synthetic actors of every unlinked token on every scene. */
export function tokenActors(): Actor.Implementation[] {
  const found: Actor.Implementation[] = [];
  for (const scene of game.scenes ?? [])
    for (const token of scene.tokens) if (!token.actorLink && token.actor) found.push(token.actor);
  return found;
}

/** The name a row gives its actor: a token's actor is called by its token ("Thug (2)"). */
export function ledgerName(actor: Actor.Implementation): string {
  return actor.token?.name ?? actor.name;
}

/**
 * The actor a token's actor started from, when the ledger has not seen it yet (a token placed while
 * it recorded): its world actor, which a token made from it (Actor#getTokenDocument) overrides in
 * nothing; null for a world actor.
 */
export function baseActorOf(actor: Actor.Implementation): Actor.Implementation | null {
  if (!actor.isToken || !actor.id) return null;
  return (game.actors?.get(actor.id) as Actor.Implementation | undefined) ?? null;
}
