// Natural healing by world time, shared by m20 and Space Opera (rulings.md, "Time and healing"):
// level HP per full hour of rest (seed 000 line 22, seed 003 line 20), twice with medical care; the
// seconds short of an hour are carried to the next span, and a dead or dying character heals nothing.
import { assertBoolean, assertIntegerAtLeast, assertIntegerInRange } from "../validate.js";
import { healPerHour } from "./healing.js";

/** Seconds in an hour of world time. */
export const HOUR_SECONDS = 3600;

export interface HourlySpan {
  /** World time that passed outside combat, in seconds. */
  seconds: number;
  /** Seconds carried from earlier spans (less than an hour). */
  carried: number;
  level: number;
  /** Under medical care (a mark the GM sets). */
  medical: boolean;
  /** Dead or dying: no natural healing. */
  down: boolean;
}

export interface HourlyHealing {
  /** Full hours of rest in the span and the carry. */
  hours: number;
  /** HP to heal (m20 restores STR damage first: its `heal` rule). */
  points: number;
  /** Seconds carried to the next span. */
  carried: number;
}

/**
 * The healing of a span. A character down rests no hour: its carry is dropped, as medical care
 * requires resting the whole hour (rulings.md) and time spent dying is not rest.
 */
export function hourlyHealing(span: HourlySpan): HourlyHealing {
  assertIntegerAtLeast(span.seconds, "seconds", 0);
  assertIntegerInRange(span.carried, "carried", 0, HOUR_SECONDS - 1);
  assertBoolean(span.down, "down");
  const perHour = healPerHour(span.level, span.medical);
  if (span.down) return { hours: 0, points: 0, carried: 0 };
  const total = span.seconds + span.carried;
  const hours = Math.floor(total / HOUR_SECONDS);
  return { hours, points: hours * perHour, carried: total % HOUR_SECONDS };
}

/**
 * How many whole intervals of `interval` seconds a span completes with what was carried, and the
 * seconds carried on: heat and cold checks come due every 10 minutes (seed 000 line 19).
 */
export function intervalsPassed(
  seconds: number,
  carried: number,
  interval: number,
): { count: number; carried: number } {
  assertIntegerAtLeast(interval, "interval", 1);
  assertIntegerAtLeast(seconds, "seconds", 0);
  assertIntegerInRange(carried, "carried", 0, interval - 1);
  const total = seconds + carried;
  return { count: Math.floor(total / interval), carried: total % interval };
}
