// Defeated follows the actor: anyone taken out (mook hit, m20 dead, Space Opera dead, Star Worlds
// Dying) is marked defeated with the defeated status, and reviving clears it. This is the one place
// that keeps combatants in step with their actor's statuses (HolocronActor's health methods set them).
import { SYSTEM_ID } from "../config.js";
import type { HolocronCombatant } from "./combatant.js";
import { isActorOut } from "./combat-rulesets.js";
import { runQueued } from "../authority/index.js";

export type DefeatedChange = "mark" | "revive" | null;

/**
 * What to do for one combatant. Only our own marks are undone, or marks whose defeated status the
 * GM has removed, so a GM who marks someone defeated by hand is never overruled.
 */
export function defeatedChange(s: {
  out: boolean;
  defeated: boolean;
  autoDefeated: boolean;
  hasDefeatedStatus: boolean;
}): DefeatedChange {
  if (s.out) return s.defeated && s.hasDefeatedStatus ? null : "mark";
  if (s.defeated && (s.autoDefeated || !s.hasDefeatedStatus)) return "revive";
  return null;
}

export function defeatedStatusId(): string {
  return CONFIG.specialStatusEffects.DEFEATED;
}

/** Out of the fight by its actor's ruleset. */
export function isOut(combatant: HolocronCombatant): boolean {
  return isActorOut(combatant.actor);
}

/**
 * Marks the combatant defeated and gives its actor the defeated status (overlay). When Holocron adds
 * the status it notes so (autoDefeated), and removes it again on revival.
 */
export async function markDefeated(combatant: HolocronCombatant): Promise<void> {
  const actor = combatant.actor;
  const status = defeatedStatusId();
  const addStatus = !!actor && !actor.statuses.has(status);
  if (!combatant.defeated || addStatus) {
    await combatant.update({
      defeated: true,
      ...(addStatus ? { flags: { [SYSTEM_ID]: { autoDefeated: true } } } : {}),
    });
  }
  if (actor && addStatus) await actor.toggleStatusEffect(status, { active: true, overlay: true });
}

async function revive(combatant: HolocronCombatant): Promise<void> {
  const actor = combatant.actor;
  const status = defeatedStatusId();
  const auto = combatant.holocronFlags.autoDefeated === true;
  await combatant.update({ defeated: false, flags: { [SYSTEM_ID]: { autoDefeated: false } } });
  if (auto && actor?.statuses.has(status))
    await actor.toggleStatusEffect(status, { active: false });
}

/** Brings one combatant in step with its actor; returns what was done. */
export async function syncCombatantDefeated(combatant: HolocronCombatant): Promise<DefeatedChange> {
  const change = defeatedChange({
    out: isOut(combatant),
    defeated: combatant.isDefeated === true || combatant.defeated === true,
    autoDefeated: combatant.holocronFlags.autoDefeated === true,
    hasDefeatedStatus: combatant.actor?.statuses.has(defeatedStatusId()) ?? false,
  });
  if (change === "mark") await markDefeated(combatant);
  else if (change === "revive") await revive(combatant);
  return change;
}

/**
 * The queue key of an actor's defeated marks. Every path that adds or removes them (the hooks, a
 * health change, a failed dying check) runs in this queue, so two of them never both see "no
 * defeated status yet" and create it twice. It is not the actor's own key: health changes, which
 * run in that queue, wait for this one.
 */
export function defeatedQueueKey(actor: { uuid: string }): string {
  return `${actor.uuid}#defeated`;
}

/** markDefeated in the actor's defeated queue. */
export function markDefeatedQueued(combatant: HolocronCombatant): Promise<void> {
  const actor = combatant.actor;
  if (!actor) return markDefeated(combatant);
  return runQueued(defeatedQueueKey(actor), () => markDefeated(combatant));
}

/** Actors whose sync waits for the end of a batch (one GM request), or null outside one. */
let deferred: Set<Actor.Implementation> | null = null;

/**
 * Runs `task` with every defeated sync it causes held back, then brings all those actors'
 * combatants in step at once: one batched Combatant update per combat (Apply to five targets makes
 * one combatant write, not five). Batches do not nest; the GM authority runs one at a time.
 */
export async function batchDefeated<T>(task: () => Promise<T>): Promise<T> {
  if (deferred) return task();
  const actors = new Set<Actor.Implementation>();
  deferred = actors;
  try {
    return await task();
  } finally {
    deferred = null;
    if (actors.size) await syncActorsDefeated([...actors]);
  }
}

interface BatchCombat {
  getCombatantsByActor(actor: Actor.Implementation): HolocronCombatant[];
  updateEmbeddedDocuments(name: "Combatant", updates: Record<string, unknown>[]): Promise<unknown>;
}

/** The combatant fields a change writes, and whether the actor's defeated status must flip. */
function changeData(combatant: HolocronCombatant, change: DefeatedChange) {
  const actor = combatant.actor;
  const status = defeatedStatusId();
  if (change === "mark") {
    const addStatus = !!actor && !actor.statuses.has(status);
    return {
      update: {
        _id: combatant.id,
        defeated: true,
        ...(addStatus ? { flags: { [SYSTEM_ID]: { autoDefeated: true } } } : {}),
      },
      status: addStatus ? true : null,
    };
  }
  const auto = combatant.holocronFlags.autoDefeated === true;
  return {
    update: { _id: combatant.id, defeated: false, flags: { [SYSTEM_ID]: { autoDefeated: false } } },
    status: auto && actor?.statuses.has(status) ? false : null,
  };
}

/** Several actors' combatants in step: one batched update per combat, then the statuses. */
export function syncActorsDefeated(actors: Actor.Implementation[]): Promise<void> {
  if (!game.user.isActiveGM) return Promise.resolve();
  return runQueued("defeated", async () => {
    const statuses = new Map<Actor.Implementation, boolean>();
    for (const combat of (game.combats ?? []) as Iterable<BatchCombat>) {
      const updates: Record<string, unknown>[] = [];
      for (const actor of actors) {
        for (const combatant of combat.getCombatantsByActor(actor)) {
          const change = defeatedChange({
            out: isOut(combatant),
            defeated: combatant.isDefeated === true || combatant.defeated === true,
            autoDefeated: combatant.holocronFlags.autoDefeated === true,
            hasDefeatedStatus: actor.statuses.has(defeatedStatusId()),
          });
          if (!change) continue;
          const { update, status } = changeData(combatant, change);
          updates.push(update);
          if (status !== null) statuses.set(actor, status);
        }
      }
      if (updates.length) await combat.updateEmbeddedDocuments("Combatant", updates);
    }
    for (const [actor, active] of statuses) {
      await actor.toggleStatusEffect(
        defeatedStatusId(),
        active ? { active, overlay: true } : { active },
      );
    }
  });
}

/** Every combatant of this actor in every combat (active GM only; the hooks call this). */
export function syncActorDefeated(actor: Actor.Implementation): Promise<DefeatedChange[]> {
  if (!game.user.isActiveGM) return Promise.resolve([]);
  if (deferred) {
    deferred.add(actor);
    return Promise.resolve([]);
  }
  return runQueued(defeatedQueueKey(actor), async () => {
    const changes: DefeatedChange[] = [];
    for (const combat of game.combats ?? []) {
      for (const combatant of combat.getCombatantsByActor(actor)) {
        changes.push(await syncCombatantDefeated(combatant));
      }
    }
    return changes;
  });
}
