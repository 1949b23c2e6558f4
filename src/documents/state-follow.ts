// What follows an edit of an actor, whoever made it: inside the write (the Actor's `_preUpdate`),
// the hit dice of a level gained and the current health its new maximum implies; after it (the
// actor's lifecycle on every client), the statuses a typed value implies and the combatants' marks.
//
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
import { actorData, rulesetSubject } from "../data/typed-system.js";
import { isHolocronActorType } from "../config.js";
import { rulesetOf } from "../rulesets/index.js";
import { healthAfterMaxChange } from "../rules/index.js";
import { currentMessageMode, toMessageOptions } from "../compat/generation.js";
import { runQueued } from "../authority/index.js";
import { isActorOut } from "./combat-facts.js";
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

// ---- current health follows its maximum --------------------------------------------------------
// Current health follows its maximum (src/rules/health-max.ts) when the actor's own data moves the
// maximum: hit dice rolled or typed, STR or Menace changed, attributes generated, a level gained, a
// Star Worlds NPC's max typed. It runs inside the write that moves the maximum (the Actor's
// `_preUpdate`), so the new current value is part of that same update: no second write, and no
// listener elsewhere keeps the two in step (architecture.md, "One writer for actor state").

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
 * `vitality` that the migration steps move there (src/migrations/migrate-source.ts).
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

// ---- hit dice rolled for a level gained --------------------------------------------------------
// m20 hit dice rolled (rulings: "each level's roll stored and editable; a new character or a level
// gained rolls the missing dice, or the player types them"): the roll shown in chat in the user's
// roll mode. A level gained rolls inside the write that raises it (HolocronActor#_preUpdate), so
// the level, its die and the health that follows are one update.

/** The stored dice and how many levels lack one; null for an actor whose max HP has no hit dice. */
export function hitDiceOf(
  actor: Actor.Implementation,
): { stored: number[]; missing: number } | null {
  const data = actorData(actor);
  if (!data || !("hitDice" in data.system)) return null;
  return { stored: [...data.system.hitDice], missing: data.system.hitDiceMissing };
}

/** Rolls `count` d6 for the levels after `stored`, posts the roll, and gives the new list. */
export async function rollHitDice(
  actor: Actor.Implementation,
  stored: readonly number[],
  count: number,
): Promise<number[]> {
  const roll = await new Roll(`${count}d6`).evaluate();
  const rolled = roll.dice.flatMap((die) =>
    die.results.filter((r) => r.active).map((r) => r.result),
  );
  const first = stored.length + 1;
  const last = first + rolled.length - 1;
  await roll.toMessage(
    {
      speaker: ChatMessage.getSpeaker({ actor }),
      flavor: game.i18n.format("HOLOCRON.Sheet.HitDice.Flavor", {
        name: foundry.utils.escapeHTML(actor.name),
        levels: first === last ? String(first) : `${first}–${last}`,
      }),
    },
    toMessageOptions(currentMessageMode()),
  );
  return [...stored, ...rolled];
}

/**
 * A level raised by `changes` (Foundry's candidate changes in `_preUpdate`) without dice typed for
 * it: the missing dice are rolled and added to the same changes.
 */
export async function rollDiceForLevel(
  actor: Actor.Implementation,
  changes: Actor.UpdateData,
): Promise<void> {
  const system = (changes as { system?: Record<string, unknown> }).system;
  const level = system?.level;
  if (!system || typeof level !== "number" || system.hitDice !== undefined) return;
  const dice = hitDiceOf(actor);
  if (!dice) return;
  const missing = Math.max(0, Math.trunc(level) - dice.stored.length);
  if (missing > 0) system.hitDice = await rollHitDice(actor, dice.stored, missing);
}
