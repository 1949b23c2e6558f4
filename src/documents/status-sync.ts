// One state however it is set. A status toggled from the token HUD (or a sheet chip) creates or
// deletes an ActiveEffect; a health value typed on the sheet is a plain update. Both run the same
// rules as damage does: the writer's client brings the other side in step (Star Worlds' stored
// Wounded/Dying flags follow their statuses; a typed HP 0 makes an m20 actor unconscious).
// Foundry fires these hooks on every client with the id of the user who wrote
// (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html); only that user acts,
// as it has the right to write the actor.
import { rulesetSubject } from "../data/typed-system.js";
import { isHolocronActorType } from "../config.js";
import { rulesetOf } from "../rulesets/index.js";
import { OVERLAY_STATUSES } from "../rulesets/status-effects.js";

/**
 * Actors whose health is being written by this client with its statuses kept in step by the writer
 * itself (a damage, heal or rest, or a flag mirrored here). Foundry runs the update hooks before the
 * update's promise resolves, so the typed-value hook can tell those writes from a value typed on the
 * sheet. (An update option would say the same, but the types do not know custom options.)
 */
const healthWrites = new WeakSet<object>();

/** Runs `write` as a health write of `actor` (see healthWrites). */
export async function asHealthWrite<T>(actor: object, write: () => Promise<T>): Promise<T> {
  healthWrites.add(actor);
  try {
    return await write();
  } finally {
    healthWrites.delete(actor);
  }
}

type Changes = { system?: Record<string, unknown> };

/** A Holocron actor (an effect's parent may also be an Item, or another system's actor type). */
function holocronActor(doc: unknown): Actor.Implementation | null {
  const d = doc as { documentName?: unknown; type?: unknown } | null;
  if (d?.documentName !== "Actor" || typeof d.type !== "string") return null;
  return isHolocronActorType(d.type) ? (doc as Actor.Implementation) : null;
}

/** Whether an update's changes touch one of the `system` paths (`health.value`…). */
export function touches(changes: Changes, paths: readonly string[]): boolean {
  const system = changes.system;
  if (!system) return false;
  return paths.some((path) => foundry.utils.getProperty(system, path) !== undefined);
}

/**
 * A status effect created or deleted by this user: the stored flag that mirrors it (Star Worlds'
 * `wounded`, `dying`) takes its value. Returns the fields written.
 */
export async function mirrorStatusFlags(
  effect: { parent: unknown; statuses: ReadonlySet<string> },
  userId: string,
): Promise<Record<string, boolean>> {
  const actor = holocronActor(effect.parent);
  if (!actor || userId !== game.user.id) return {};
  const ruleset = rulesetOf(actor);
  const system = actor.system as unknown as Record<string, unknown>;
  const fields: Record<string, boolean> = {};
  // Read from the effects themselves: the collection is up to date when the hooks run, whatever the
  // order in which the actor's derived `statuses` is prepared again.
  const effects = [...actor.effects];
  for (const status of effect.statuses) {
    const field = ruleset.conditionField(status);
    const active = effects.some((e) => e.active && e.statuses.has(status));
    if (field && system[field] !== active) fields[`system.${field}`] = active;
  }
  // A health write: the flag follows the status, the status is not read back from the flag.
  if (Object.keys(fields).length) {
    await asHealthWrite(actor, () => actor.update(fields as Actor.UpdateData));
  }
  return fields;
}

/**
 * Health numbers typed by this user (not a health change, which keeps its statuses itself): the
 * statuses those numbers imply are turned on or off. Returns the statuses toggled.
 */
export async function statusesFromTypedHealth(
  doc: unknown,
  changes: Changes,
  userId: string,
): Promise<string[]> {
  const actor = holocronActor(doc);
  if (!actor || userId !== game.user.id || healthWrites.has(actor)) return [];
  const ruleset = rulesetOf(actor);
  if (!touches(changes, Object.keys(ruleset.healthFieldLabels))) return [];
  const { on, off } = ruleset.impliedStatuses(rulesetSubject(actor));
  const toggled: string[] = [];
  for (const [ids, active] of [
    [on, true],
    [off, false],
  ] as const) {
    for (const id of ids) {
      if (actor.statuses.has(id) === active) continue;
      await actor.toggleStatusEffect(id, { active, overlay: OVERLAY_STATUSES.has(id) });
      toggled.push(id);
    }
  }
  return toggled;
}
