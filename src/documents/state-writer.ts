// The one writer of actor state (architecture.md, "One writer for actor state"): a plan from
// src/rulesets/state-plan.ts carried out as one actor update, one creation and one deletion of status
// effects, and one Combatant update per combat for a whole batch of actors. Every write carries
// STATE_WRITE, so the actor's own lifecycle (HolocronActor#_onUpdate…) knows it is already whole.
import { rulesetSubject } from "../data/typed-system.js";
import { rulesetOf } from "../rulesets/index.js";
import { isHolocronActorType } from "../config.js";
import {
  healthStatusTurns,
  isEmptyPlan,
  OVERLAY_STATUSES,
  planState,
  type CombatantMark,
  type CombatantWrite,
  type DefeatedChange,
  type StatePlan,
  type StatePlanInput,
} from "../rulesets/state-plan.js";
import type { HolocronCombatant } from "./combatant.js";
import { isActorOut, writeFacts, type CombatantFacts, type FactsCombat } from "./combat-facts.js";
import { logRefusal } from "../authority/refusal.js";
import { runQueued } from "../authority/index.js";
import type { HealthState } from "../rulesets/ruleset.js";
import type { StatusId } from "../rulesets/status-effects.js";

/**
 * The operation option that marks Holocron's own state writes. Foundry hands an operation's options to
 * `_onUpdate` / `_on…DescendantDocuments` and the document hooks on every client (dnd5e's rests pass
 * `isRest` the same way). `render` is Foundry's own default, named so the typed options accept it.
 */
export const STATE_WRITE = { render: true, holocronStateWrite: true } as const;

/** Whether an operation's options mark one of Holocron's own state writes. */
export function isStateWrite(options: unknown): boolean {
  return (options as { holocronStateWrite?: unknown } | null)?.holocronStateWrite === true;
}

/**
 * One of Holocron's own writes on the client that made it: already whole, so nothing follows from
 * it there (the actor's lifecycle skips state-follow.ts, which would leave it alone too).
 */
export function wholeOnThisClient(options: unknown, userId: string): boolean {
  return userId === game.user.id && isStateWrite(options);
}

interface CombatWithCombatants extends FactsCombat {
  getCombatantsByActor(actor: Actor.Implementation): HolocronCombatant[];
  updateEmbeddedDocuments(
    name: "Combatant",
    updates: Record<string, unknown>[],
    options?: object,
  ): Promise<unknown>;
}

function combats(): CombatWithCombatants[] {
  return [...((game.combats ?? []) as Iterable<CombatWithCombatants>)];
}

/** The actor's combatants as a plan reads them: only the active GM keeps combatants in step. */
export function combatantMarks(actor: Actor.Implementation): CombatantMark[] {
  if (!game.user.isActiveGM) return [];
  return combats().flatMap((combat) =>
    combat.getCombatantsByActor(actor).map((c) => ({
      combatId: combat.id ?? "",
      id: c.id ?? "",
      defeated: c.isDefeated === true || c.defeated === true,
      autoDefeated: c.holocronFlags.autoDefeated === true,
    })),
  );
}

/** The status the combat tracker's defeated mark goes with. */
export function defeatedStatusId(): string {
  return CONFIG.specialStatusEffects.DEFEATED;
}

/**
 * The plan of a change to `next` with `on`/`off` statuses, from the actor as it is now; `combatants`
 * is whose defeated marks follow (none: the caller syncs them once the change is written).
 */
export function planFor(
  actor: Actor.Implementation,
  change: Pick<StatePlanInput, "next" | "on" | "off" | "out">,
  combatants: readonly CombatantMark[] = combatantMarks(actor),
): StatePlan {
  const { fields } = rulesetOf(actor).readHealth(rulesetSubject(actor));
  return planState({
    fields,
    statuses: actor.statuses,
    defeatedStatus: defeatedStatusId(),
    combatants,
    ...change,
  });
}

/**
 * Whether an update writes no `system` field but health ones (damage, healing, a rest: the writes
 * a fight makes most): it raises no level and moves no maximum, so nothing follows in the write
 * (HolocronActor#_preUpdate).
 */
export function writesOnlyHealth(actor: Actor.Implementation, changes: Actor.UpdateData): boolean {
  const system = (changes as { system?: unknown }).system;
  if (typeof system !== "object" || system === null || !isHolocronActorType(actor.type)) {
    return true;
  }
  const healthFields = Object.keys(rulesetOf(actor).healthFieldLabels);
  const paths = Object.keys(foundry.utils.flattenObject(system));
  return paths.every((path) => healthFields.includes(path));
}

/** `{ "health.value": 4 }` → `{ system: { health: { value: 4 } } }`. */
export function systemUpdate(fields: Record<string, unknown>): Actor.UpdateData {
  const system: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(fields))
    foundry.utils.setProperty(system, path, value);
  return { system } as Actor.UpdateData;
}

/**
 * The effect data of each status to add, as Actor#toggleStatusEffect would create it; `origin` is
 * the uuid of what put it there (ActiveEffect#origin: a power's item), for the breakdowns' sources.
 */
function statusEffectData(ids: readonly string[], origin?: string) {
  return Promise.all(
    ids.map(async (id) => {
      const made = (await ActiveEffect.implementation.fromStatusEffect(id)).toObject();
      const data = origin ? { ...made, origin } : made;
      if (!OVERLAY_STATUSES.has(id)) return data;
      return { ...data, flags: { ...data.flags, core: { ...data.flags.core, overlay: true } } };
    }),
  );
}

/** The ids of the effects that are only `id` (the ones toggleStatusEffect would delete). */
function effectIdsOf(actor: Actor.Implementation, ids: readonly string[]): string[] {
  return [...actor.effects]
    .filter((e) => e.statuses.size === 1 && ids.some((id) => e.statuses.has(id)))
    .map((e) => e.id ?? "");
}

/**
 * One batch of state writes (one GM request): each actor is written at once, in at most three
 * operations (its fields, the statuses added, the statuses removed); the combatants of every actor in
 * the batch wait for `finish`, which writes one update per combat.
 */
export class StateBatch {
  readonly #combatants = new Map<string, Record<string, unknown>[]>();
  /** Whether Holocron set each defeated status, by combat then combatant: a fact of the combat. */
  readonly #facts = new Map<string, Map<string, CombatantFacts>>();

  /**
   * Writes one actor's plan now (its combatants at `finish`); extra fields ride in the same update;
   * the statuses added carry `origin` when given.
   */
  async write(
    actor: Actor.Implementation,
    plan: StatePlan,
    extra: Record<string, unknown> = {},
    origin?: string,
  ): Promise<void> {
    const fields = { ...plan.fields, ...extra };
    if (Object.keys(fields).length) await actor.update(systemUpdate(fields), STATE_WRITE);
    if (plan.statuses.remove.length) {
      const ids = effectIdsOf(actor, plan.statuses.remove);
      if (ids.length) await actor.deleteEmbeddedDocuments("ActiveEffect", ids, STATE_WRITE);
    }
    if (plan.statuses.add.length) {
      const data = await statusEffectData(plan.statuses.add, origin);
      await actor.createEmbeddedDocuments("ActiveEffect", data, {
        keepId: true,
        ...STATE_WRITE,
      });
    }
    for (const write of plan.combatants) this.#queue(write);
  }

  #queue({ combatId, update }: CombatantWrite): void {
    const { autoDefeated, ...rest } = update;
    if (autoDefeated !== undefined) {
      const facts = this.#facts.get(combatId) ?? new Map<string, CombatantFacts>();
      facts.set(rest._id, { autoDefeated });
      this.#facts.set(combatId, facts);
    }
    const list = this.#combatants.get(combatId) ?? [];
    list.push(rest);
    this.#combatants.set(combatId, list);
  }

  /**
   * The combatants' marks: one update per combat, and the combat's facts (whether Holocron set the
   * defeated status) in one combat update. Returns how many combatants were written.
   */
  async finish(): Promise<number> {
    let count = 0;
    for (const combat of combats()) {
      const updates = this.#combatants.get(combat.id ?? "");
      if (!updates?.length) continue;
      await combat.updateEmbeddedDocuments("Combatant", updates, STATE_WRITE);
      await writeFacts(combat, this.#facts.get(combat.id ?? "") ?? new Map());
      count += updates.length;
    }
    this.#combatants.clear();
    this.#facts.clear();
    return count;
  }
}

/** Writes one actor's plan whole, combatants included; the statuses added carry `origin`. */
export async function writeState(
  actor: Actor.Implementation,
  plan: StatePlan,
  origin?: string,
): Promise<void> {
  if (isEmptyPlan(plan)) return;
  const batch = new StateBatch();
  await batch.write(actor, plan, {}, origin);
  await batch.finish();
}

/**
 * The active GM: every combatant of the actor in step with the actor as it now is (its ruleset says
 * whether it is out). Returns, per combatant, what was done. Run inside the actor's queue
 * (state-follow.ts `syncDefeated` queues it).
 *
 * `byPlayer`: the id of the player whose own edit of the actor this follows. The GM's defeated mark
 * is the GM's state, not the actor's owner's: a player's edit may mark a combatant defeated but
 * never revive one (what a revival needs, a heal or a rest, is carried out by the GM). The withheld
 * revival is logged as a refusal, naming the player, and the defeated status stays.
 */
export async function syncDefeatedNow(
  actor: Actor.Implementation,
  byPlayer: string | null = null,
): Promise<DefeatedChange[]> {
  const marks = combatantMarks(actor);
  if (!marks.length) return [];
  const planned = planFor(actor, { next: {}, on: [], off: [], out: isActorOut(actor) }, marks);
  const withheld = byPlayer !== null && planned.combatants.some((c) => c.change === "revive");
  const plan = withheld ? planFor(actor, { next: {}, on: [], off: [], out: true }, marks) : planned;
  if (withheld) logRefusal("combat.defeated", byPlayer, "HOLOCRON.Authority.Refused.DefeatedByGm");
  await writeState(actor, plan);
  return marks.map((m) => plan.combatants.find((c) => c.update._id === m.id)?.change ?? null);
}

// ---- an actor's health change, planned and written whole -------------------------------------

/** The health fields and statuses at one moment: what an Undo restores exactly. */
export interface HealthSnapshot extends HealthState {
  actorUuid: string;
}

/** What a health change did, for chat cards ("HP 12 → 4") and Undo. */
export interface HealthChange {
  actorUuid: string;
  actorName: string;
  before: HealthSnapshot;
  after: HealthSnapshot;
  /** One row per changed field, with its i18n label. */
  rows: { field: string; label: string; before: number | boolean; after: number | boolean }[];
  statuses: { added: string[]; removed: string[] };
}

/** Health fields and the ruleset's statuses as they are now (HolocronActor#healthSnapshot). */
export function healthSnapshotOf(actor: Actor.Implementation): HealthSnapshot {
  const ruleset = rulesetOf(actor);
  const { fields, out } = ruleset.readHealth(rulesetSubject(actor));
  const statuses = ruleset.healthStatuses.filter((s) => actor.statuses.has(s));
  return { actorUuid: actor.uuid, fields, statuses, out };
}

/**
 * Plans a new health state and writes it whole, in the actor's queue: fields that change (and
 * `extra` fields of the same change) in one update, the statuses that follow, the combatants'
 * marks. Given a batch (one GM request for several actors), the marks wait for its `finish`.
 */
export function writeHealthChange(
  actor: Actor.Implementation,
  plan: () => HealthState,
  batch?: StateBatch,
  extra: Record<string, unknown> = {},
): Promise<HealthChange> {
  return runQueued(actor.uuid, async () => {
    const ruleset = rulesetOf(actor);
    const before = healthSnapshotOf(actor);
    const target = plan();
    const turns = healthStatusTurns(ruleset.healthStatuses, target.statuses, target.out);
    const planned = planFor(actor, { next: target.fields, ...turns, out: target.out });
    const writer = batch ?? new StateBatch();
    await writer.write(actor, planned, extra);
    if (!batch) await writer.finish();
    const after = { ...healthSnapshotOf(actor), out: target.out };
    const changed = planned.fields;
    return {
      actorUuid: actor.uuid,
      actorName: actor.name,
      before,
      after,
      rows: Object.keys(changed).map((field) => ({
        field,
        label: ruleset.healthFieldLabels[field] ?? field,
        before: before.fields[field] as number | boolean,
        after: changed[field] as number | boolean,
      })),
      // The health statuses this change turned on or off (a defeated mark's status is the tracker's).
      statuses: {
        added: planned.statuses.add.filter((id) => turns.on.includes(id)),
        removed: planned.statuses.remove.filter((id) => turns.off.includes(id)),
      },
    };
  });
}

/** The status and the flag that mirrors it in one write; the combatants follow what it means. */
export function writeCondition(
  actor: Actor.Implementation,
  id: StatusId,
  active: boolean,
  origin?: string,
): Promise<boolean> {
  return runQueued(actor.uuid, async () => {
    const field = rulesetOf(actor).conditionField(id);
    const turn = { next: field ? { [field]: active } : {}, on: active ? [id] : [], off: [id] };
    // Whether the actor is out follows from the status itself: its marks once it is written.
    await writeState(actor, planFor(actor, { ...turn, out: false }, []), origin);
    await syncDefeatedNow(actor);
    return active;
  });
}
