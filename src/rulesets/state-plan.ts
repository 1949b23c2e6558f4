// One actor's next state, planned once (architecture.md, "One writer for actor state"): the health
// fields that change, the statuses that follow, and each combatant's defeated mark. Pure: the writer
// (src/documents/state-writer.ts) only carries a plan out, in one update per document.
import type { HealthStatusId } from "./status-effects.js";
import type { HealthState } from "./ruleset.js";

/**
 * A ruleset's health state: the fields it writes, the statuses that follow, and whether one of them
 * puts the combatant out of the fight (`outStatuses`).
 */
export function state(
  fields: HealthState["fields"],
  statuses: HealthStatusId[],
  outStatuses: readonly HealthStatusId[],
): HealthState {
  return { fields, statuses, out: statuses.some((s) => outStatuses.includes(s)) };
}

/**
 * The planned statuses drawn as a large overlay on the token, as the writer adds them: those that
 * put the actor out of the fight.
 */
export const OVERLAY_STATUSES: ReadonlySet<string> = new Set(["dead", "defeated"]);

/** Which way a combatant's defeated mark goes. */
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

/** A combatant of the actor as the plan reads it. */
export interface CombatantMark {
  combatId: string;
  id: string;
  defeated: boolean;
  /** Holocron set the defeated status itself (so it may take it away again on revival). */
  autoDefeated: boolean;
}

/** One combatant's write: its defeated mark, and whether Holocron set the status that goes with it. */
export interface CombatantWrite {
  combatId: string;
  change: Exclude<DefeatedChange, null>;
  update: { _id: string; defeated: boolean; autoDefeated?: boolean };
}

export interface StatePlanInput {
  /** The health fields as stored now. */
  fields: Readonly<Record<string, number | boolean>>;
  /** The actor's statuses now. */
  statuses: ReadonlySet<string>;
  /** The health fields the change writes (only those that differ are kept). */
  next: Readonly<Record<string, number | boolean>>;
  /** Statuses the new state turns on, and those it turns off. */
  on: readonly string[];
  off: readonly string[];
  /** Out of the fight after the change. */
  out: boolean;
  /** The status the combat tracker's defeated mark goes with (CONFIG.specialStatusEffects.DEFEATED). */
  defeatedStatus: string;
  /** The actor's combatants, when this client keeps them in step (the active GM); else none. */
  combatants: readonly CombatantMark[];
}

export interface StatePlan {
  fields: Record<string, number | boolean>;
  statuses: { add: string[]; remove: string[] };
  combatants: CombatantWrite[];
}

/** Whether the plan writes nothing at all. */
export function isEmptyPlan(plan: StatePlan): boolean {
  return (
    Object.keys(plan.fields).length === 0 &&
    plan.statuses.add.length === 0 &&
    plan.statuses.remove.length === 0 &&
    plan.combatants.length === 0
  );
}

/**
 * The whole change: fields that differ, statuses to add and remove (each once), and the combatants'
 * marks. A combatant marked defeated brings the defeated status if the actor lacks it (noted as
 * Holocron's own); a revived one loses it only when Holocron had set it.
 */
export function planState(input: StatePlanInput): StatePlan {
  const fields: Record<string, number | boolean> = {};
  for (const [path, value] of Object.entries(input.next)) {
    if (input.fields[path] !== value) fields[path] = value;
  }
  const after = new Set(input.statuses);
  for (const id of input.on) after.add(id);
  for (const id of input.off) if (!input.on.includes(id)) after.delete(id);
  const combatants: CombatantWrite[] = [];
  const hadDefeated = after.has(input.defeatedStatus);
  for (const c of input.combatants) {
    const change = defeatedChange({
      out: input.out,
      defeated: c.defeated,
      autoDefeated: c.autoDefeated,
      hasDefeatedStatus: hadDefeated,
    });
    if (change === "mark") {
      const addStatus = !after.has(input.defeatedStatus);
      if (addStatus) after.add(input.defeatedStatus);
      const update = { _id: c.id, defeated: true, ...(addStatus ? { autoDefeated: true } : {}) };
      if (!c.defeated || addStatus) combatants.push({ combatId: c.combatId, change, update });
    } else if (change === "revive") {
      if (c.autoDefeated) after.delete(input.defeatedStatus);
      const update = { _id: c.id, defeated: false, autoDefeated: false };
      combatants.push({ combatId: c.combatId, change, update });
    }
  }
  return {
    fields,
    statuses: {
      add: [...after].filter((id) => !input.statuses.has(id)),
      remove: [...input.statuses].filter((id) => !after.has(id)),
    },
    combatants,
  };
}

/**
 * The statuses a health change turns on and off: the ruleset's health statuses as the new state
 * wants them, except that an actor still out keeps the defeated mark the tracker gave it.
 */
export function healthStatusTurns(
  healthStatuses: readonly string[],
  wanted: readonly string[],
  out: boolean,
): { on: string[]; off: string[] } {
  const on = healthStatuses.filter((id) => wanted.includes(id));
  const off = healthStatuses.filter((id) => !wanted.includes(id) && !(id === "defeated" && out));
  return { on, off };
}
