// How long an Active Effect has left, read from the duration Foundry prepares, which the two
// generations shape differently:
// - V13: `duration.type` is "seconds", "turns" or "none"; `remaining` is seconds of world time, or
//   rounds and turns as one decimal number "{rounds}.{turns}"
//   (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types._ActiveEffectDuration.html);
// - V14: `duration.units` (rounds, turns, seconds … years) and `remaining` in those units; a null
//   `value` and `expiry` is indefinite
//   (https://foundryvtt.com/api/interfaces/foundry.documents.types.ActiveEffectDuration.html).
// Both are turned into one shape here: rounds and turns, or seconds; null for no duration.
import { isV14 } from "./generation.js";

/** What is left: rounds and turns of a combat, or seconds of world time. */
export type EffectTimeLeft = { rounds: number; turns: number } | { seconds: number };

/** Seconds in each of V14's time units (a month of 30 days, a year of 365: core's calendar's own). */
const UNIT_SECONDS: Readonly<Record<string, number>> = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86_400,
  months: 30 * 86_400,
  years: 365 * 86_400,
};

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

function v13Left(d: Record<string, unknown>): EffectTimeLeft | null {
  const remaining = num(d.remaining);
  if (remaining === null) return null;
  if (d.type === "seconds") return { seconds: remaining };
  if (d.type !== "turns") return null;
  const rounds = Math.floor(remaining);
  return { rounds, turns: Math.round((remaining - rounds) * 100) };
}

function v14Left(d: Record<string, unknown>): EffectTimeLeft | null {
  const remaining = num(d.remaining);
  if (remaining === null || num(d.value) === null) return null;
  if (d.units === "rounds") return { rounds: remaining, turns: 0 };
  if (d.units === "turns") return { rounds: 0, turns: remaining };
  const size = typeof d.units === "string" ? UNIT_SECONDS[d.units] : undefined;
  return size === undefined ? null : { seconds: remaining * size };
}

/** An effect's time left; null when it has no duration (a permanent or passive effect). */
export function effectTimeLeft(effect: { readonly duration?: unknown }): EffectTimeLeft | null {
  const d = effect.duration;
  if (typeof d !== "object" || d === null) return null;
  const record = d as Record<string, unknown>;
  return isV14() ? v14Left(record) : v13Left(record);
}

/** The units the Add effect form offers a duration in; "none" is permanent. */
export const DURATION_UNITS = ["none", "rounds", "turns", "minutes", "hours"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/**
 * The `duration` of new effect data lasting `count` of `unit`, in this generation's shape (V13's
 * rounds / turns / seconds; V14's value and units). Core fills in when it starts: the world time,
 * and the combat's round and turn when one is running (ActiveEffect.getInitialDuration).
 */
export function durationData(unit: DurationUnit, count: number): Record<string, number | string> {
  if (unit === "none" || !(count > 0)) return {};
  if (isV14()) return { value: count, units: unit };
  if (unit === "rounds" || unit === "turns") return { [unit]: count };
  return { seconds: count * (UNIT_SECONDS[unit] ?? 1) };
}
