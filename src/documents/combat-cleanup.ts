// The end of a combat: effects that last "the rest of the combat" (Battlemind) and prone end,
// since V13 does not expire effects by itself. One batch per actor, on the active GM's client.

export interface EffectLike {
  id: string | null;
  flags: { holocron?: { untilCombatEnd?: boolean } };
  statuses: ReadonlySet<string>;
}

export const ENDS_WITH_COMBAT_STATUSES: readonly string[] = ["prone"];

/** Ids of the effects that end with the combat. */
export function effectsEndingWithCombat(effects: Iterable<EffectLike>): string[] {
  const ids: string[] = [];
  for (const effect of effects) {
    const flagged = effect.flags.holocron?.untilCombatEnd === true;
    const status = ENDS_WITH_COMBAT_STATUSES.some((s) => effect.statuses.has(s));
    if ((flagged || status) && effect.id) ids.push(effect.id);
  }
  return ids;
}

export interface CleanupActor {
  id: string | null;
  uuid: string;
  effects: Iterable<EffectLike>;
  deleteEmbeddedDocuments(name: "ActiveEffect", ids: string[]): Promise<unknown>;
}

/** Deletes those effects from every actor in the combat, one call per actor; returns the count. */
export async function endCombatEffects(
  actors: Iterable<CleanupActor | null | undefined>,
): Promise<number> {
  const seen = new Set<string>();
  let removed = 0;
  for (const actor of actors) {
    if (!actor || seen.has(actor.uuid)) continue;
    seen.add(actor.uuid);
    const ids = effectsEndingWithCombat(actor.effects);
    if (!ids.length) continue;
    await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
    removed += ids.length;
  }
  return removed;
}
