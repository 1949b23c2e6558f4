// Current health follows its maximum (src/rules/health-max.ts) when the actor's own data moves the
// maximum: hit dice rolled or typed, STR or Menace changed, attributes generated, a level gained, a
// Star Worlds NPC's max typed. It runs inside the write that moves the maximum (the Actor's
// `_preUpdate`), so the new current value is part of that same update: no second write, and no
// listener elsewhere keeps the two in step (architecture.md, "One writer for actor state").
import { healthAfterMaxChange } from "../rules/index.js";
import { actorData } from "../data/typed-system.js";
import { rulesetOf } from "../rulesets/index.js";

type Health = { value: number; max: number };

function healthOf(actor: Actor.Implementation): Health | null {
  const data = actorData(actor);
  return data ? { value: data.system.health.value, max: data.system.health.max } : null;
}

/**
 * The maximum this update would give: the actor cloned with the changes merged over its source
 * (Document#clone, https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#clone),
 * so every rule that makes the maximum, items and effects included, is the one the sheet shows.
 * Null when the changes do not build a valid actor: the update's own validation refuses them.
 */
function maxAfter(actor: Actor.Implementation, changes: Actor.UpdateData): number | null {
  try {
    const next = actor.clone(changes as Actor.CreateData);
    return next ? (healthOf(next)?.max ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * Adds the new current health to `changes` (Foundry's expanded candidate changes, which
 * `_preUpdate` may modify) when they move the maximum. A current value typed in the same update
 * is the user's and is kept.
 */
export function healthFollowsMax(actor: Actor.Implementation, changes: Actor.UpdateData): void {
  const system = (changes as { system?: unknown }).system;
  if (typeof system !== "object" || system === null) return;
  // An actor without health (the party, which has no ruleset) has no maximum to follow.
  const now = healthOf(actor);
  if (!now) return;
  // A damage, healing or rest write touches only health fields, which make no maximum: no clone on
  // the writes a fight makes most.
  const healthFields = Object.keys(rulesetOf(actor).healthFieldLabels);
  const paths = Object.keys(foundry.utils.flattenObject(system));
  if (paths.every((path) => healthFields.includes(path))) return;
  const typed = foundry.utils.getProperty(system, "health.value");
  if (typed !== undefined && typed !== now.value) return;
  const max = maxAfter(actor, changes);
  if (max === null || max === now.max) return;
  const value = healthAfterMaxChange({ current: now.value, oldMax: now.max, newMax: max });
  if (value !== now.value) foundry.utils.setProperty(system, "health.value", value);
}

/**
 * Where creation data may carry a current health: today's `health.value`, or the older `hp` and
 * `vitality` that the migration steps move there (src/migrations/steps.ts).
 */
function givesHealth(data: unknown): boolean {
  const system = (data as { system?: Record<string, unknown> } | null)?.system;
  if (typeof system !== "object" || system === null) return false;
  const health = system.health as { value?: unknown } | undefined;
  return health?.value !== undefined || "hp" in system || "vitality" in system;
}

/** A new actor given no current health starts at its maximum. */
export function startsAtFullHealth(actor: Actor.Implementation, data: unknown): void {
  const now = healthOf(actor);
  if (givesHealth(data) || !now || now.value === now.max) return;
  actor.updateSource({ system: { health: { value: now.max } } } as Actor.UpdateData);
}
