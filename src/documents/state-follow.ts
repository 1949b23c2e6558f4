// A hand edit follows the same rules as damage (one state however it is set): a health value typed on
// the sheet or the token bar, or a status set from the token HUD or a sheet chip. Called from the
// actor's own lifecycle (HolocronActor#_onUpdate, #_on…DescendantDocuments), which Foundry runs on
// every client with the id of the user who wrote
// (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#_onupdate):
// - the user who edited brings the rest of the state in step (the statuses a typed HP implies, the
//   Star Worlds flag a status mirrors), as they have the right to write the actor;
// - the active GM keeps the combatants' defeated marks in step with any user's edit; a player's
//   edit of their own actor may mark a combatant defeated but never revive one (the mark is the
//   GM's state: state-writer.ts `syncDefeatedNow`).
// Holocron's own writes (STATE_WRITE) are already whole and are left alone on the writer's client.
import { rulesetSubject } from "../data/typed-system.js";
import { isHolocronActorType } from "../config.js";
import { rulesetOf } from "../rulesets/index.js";
import { runQueued } from "../authority/index.js";
import { isActorOut } from "./combat-rulesets.js";
import type { DefeatedChange } from "../rulesets/state-plan.js";
import {
  isStateWrite,
  planFor,
  STATE_WRITE,
  syncDefeatedNow,
  systemUpdate,
  writeState,
} from "./state-writer.js";

type Changes = { system?: Record<string, unknown> };

/** Whether an update's changes touch one of the `system` paths (`health.value`…). */
export function touches(changes: Changes, paths: readonly string[]): boolean {
  const system = changes.system;
  if (!system) return false;
  return paths.some((path) => foundry.utils.getProperty(system, path) !== undefined);
}

/** The combatants in step with their actor, in the actor's queue (after any write running now). */
export function syncDefeated(actor: Actor.Implementation): Promise<DefeatedChange[]> {
  return runQueued(actor.uuid, () => syncDefeatedNow(actor));
}

/**
 * Runs a follow-up in the actor's queue, on every client but the author's of one of Holocron's own
 * writes (already whole); `mine` says whether this client's user made the edit.
 */
function followUp(
  actor: Actor.Implementation,
  options: unknown,
  userId: string,
  step: (mine: boolean, byPlayer: string | null) => Promise<void>,
): Promise<void> {
  const mine = userId === game.user.id;
  if (!isHolocronActorType(actor.type) || (mine && isStateWrite(options))) {
    return Promise.resolve();
  }
  // Only the author (the statuses its edit implies) or the active GM (the combatants) has work:
  // every other client would queue a step that writes nothing.
  if (!mine && !game.user.isActiveGM) return Promise.resolve();
  const byPlayer = game.users.get(userId)?.isGM === true ? null : userId;
  return runQueued(actor.uuid, () => step(mine, byPlayer));
}

/** After an update of the actor: the edit's implied statuses (its author), the combatants (the GM). */
export function followUpdate(
  actor: Actor.Implementation,
  changes: Changes,
  options: unknown,
  userId: string,
): Promise<void> {
  return followUp(actor, options, userId, async (mine, byPlayer) => {
    const ruleset = rulesetOf(actor);
    if (mine && touches(changes, Object.keys(ruleset.healthFieldLabels))) {
      const { on, off } = ruleset.impliedStatuses(rulesetSubject(actor));
      await writeState(actor, planFor(actor, { next: {}, on, off, out: isActorOut(actor) }));
      return;
    }
    await syncDefeatedNow(actor, byPlayer);
  });
}

/**
 * After status effects were created or deleted on the actor: the stored flag that mirrors a status
 * (Star Worlds' `wounded`, `dying`) takes its value, then the combatants follow.
 */
export function followEffects(
  actor: Actor.Implementation,
  effects: readonly { statuses: ReadonlySet<string> }[],
  options: unknown,
  userId: string,
): Promise<void> {
  return followUp(actor, options, userId, async (mine, byPlayer) => {
    if (mine) {
      const fields = mirroredFlags(actor, effects);
      if (Object.keys(fields).length) await actor.update(systemUpdate(fields), STATE_WRITE);
    }
    await syncDefeatedNow(actor, byPlayer);
  });
}

/** The flags that mirror the given effects' statuses and differ from what is stored. */
export function mirroredFlags(
  actor: Actor.Implementation,
  effects: readonly { statuses: ReadonlySet<string> }[],
): Record<string, boolean> {
  const ruleset = rulesetOf(actor);
  const fields: Record<string, boolean> = {};
  // Read from the effects themselves: the collection is up to date when the lifecycle runs, whatever
  // the order in which the actor's derived `statuses` is prepared again.
  const all = [...actor.effects];
  for (const effect of effects) {
    for (const status of effect.statuses) {
      const field = ruleset.conditionField(status);
      const active = all.some((e) => e.active && e.statuses.has(status));
      if (field && foundry.utils.getProperty(actor.system, field) !== active)
        fields[field] = active;
    }
  }
  return fields;
}
