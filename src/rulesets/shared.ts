// Small helpers the adapters share: reading typed system data and building health states.
import type { HealthStatusId, StatusId } from "./status-effects.js";
import { d20Shape } from "./actor-shapes.js";
import type { HealthSubject, HealthView } from "./ruleset.js";

/** A health state is made beside the plan that writes it (state-plan.ts). */
export { state } from "./state-plan.js";

/** Clamps a stored number into what the rules accept (stored data may predate a changed max). */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Damage and healing amounts reach the rules as whole non-negative numbers. */
export function wholeAmount(amount: number): number {
  if (!Number.isFinite(amount)) throw new Error(`Amount must be a finite number, got ${amount}`);
  return Math.max(0, Math.trunc(amount));
}

/**
 * The sheet's chips: `ids` always, `optional` only while active (so it can be cleared), with the
 * ruleset's own word where it has one (Space Opera's Battle Trance).
 */
export function statesView(
  subject: HealthSubject,
  ids: readonly StatusId[],
  o: { optional?: readonly StatusId[]; labels?: Partial<Record<StatusId, string>> } = {},
): HealthView["states"] {
  const shown = [...ids, ...(o.optional ?? []).filter((id) => subject.statuses.has(id))];
  return shown.map((id) => ({
    id,
    label: o.labels?.[id] ?? `HOLOCRON.Status.${id}`,
    active: subject.statuses.has(id),
  }));
}

/**
 * A state set by hand (token HUD, sheet chip) means what the rules' state means, and damage that
 * leaves the numbers above it does not lift it: only healing or rest does (rulings.md, "a state set
 * by hand means exactly what the rules' state means").
 */
export function keepHandSet<S extends { status: string }>(before: S, after: S, held: string): S {
  return before.status === held && after.status === "ok" ? { ...after, status: held } : after;
}

/** Whether any of `ids` is among the subject's active statuses. */
export function anyActive(subject: HealthSubject, ids: readonly HealthStatusId[]): boolean {
  return ids.some((id) => subject.statuses.has(id));
}

/** A recovery the ruleset does not offer, or one not allowed now: the message is an i18n key. */
export class RecoveryRefused extends Error {
  constructor(public readonly key: string) {
    super(key);
    this.name = "RecoveryRefused";
  }
}

/** What a mook can still be, though it has no hit points: knocked down by a Force Push. */
const MOOK_STATES: readonly StatusId[] = ["prone"];

/**
 * The health view of a d20 actor (m20, Space Opera): HP, or for a mook only "defeated". Each
 * ruleset gives the statuses that put the actor down, the states shown, and its extra numbers.
 */
export function d20HealthView(
  a: HealthSubject,
  o: {
    down: readonly HealthStatusId[];
    states: readonly StatusId[];
    optional?: readonly StatusId[];
    labels?: Partial<Record<StatusId, string>>;
    extra: HealthView["extra"];
    dyingCheck?: boolean;
  },
): HealthView {
  const s = d20Shape(a);
  const mook = s.mook ?? false;
  return {
    label: "HOLOCRON.Health.HP",
    value: s.health.value,
    field: "health.value",
    max: mook ? null : s.health.max,
    maxField: null,
    mook,
    out: anyActive(a, o.down),
    injured: false,
    extra: mook ? [] : o.extra,
    states: mook ? statesView(a, ["defeated", ...MOOK_STATES], o) : statesView(a, o.states, o),
    dyingCheck: !mook && (o.dyingCheck ?? false),
  };
}
