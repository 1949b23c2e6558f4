// Star Worlds rest by world time (rulings.md, "Time and healing"; seed 002's Recovery): a night's rest
// is 8 hours, a week 7 days, a bacta tank 3 days. The rest time is carried per character until it
// makes a rest: a night for anyone not Dying; for the Dying, a week (or 3 days in a bacta tank).
import { assertBoolean, assertIntegerAtLeast } from "../validate.js";
import type { Rest } from "./health.js";

export const NIGHT_SECONDS = 8 * 3600;
export const WEEK_SECONDS = 7 * 24 * 3600;
export const BACTA_SECONDS = 3 * 24 * 3600;

export interface RestSpan {
  /** World time that passed outside combat, in seconds. */
  seconds: number;
  /** Rest seconds carried from earlier spans. */
  carried: number;
  dying: boolean;
  /** In a bacta tank (a mark the GM sets). */
  bacta: boolean;
}

export interface RestTime {
  /** The rest the span completes, or null. */
  rest: Rest | null;
  /** Rest seconds carried to the next span. */
  carried: number;
}

/**
 * The rest a span completes. Not Dying: a night for every 8 hours (one night's recovery, the rest
 * carried). Dying: the time is carried until the week (or the bacta tank's 3 days) is full; the time
 * beyond it counts toward the next night.
 */
export function restOfSpan(span: RestSpan): RestTime {
  assertIntegerAtLeast(span.seconds, "seconds", 0);
  assertIntegerAtLeast(span.carried, "carried", 0);
  assertBoolean(span.dying, "dying");
  assertBoolean(span.bacta, "bacta");
  const total = span.seconds + span.carried;
  if (span.dying) {
    const need = span.bacta ? BACTA_SECONDS : WEEK_SECONDS;
    if (total < need) return { rest: null, carried: total };
    return { rest: span.bacta ? "bacta" : "week", carried: (total - need) % NIGHT_SECONDS };
  }
  if (total < NIGHT_SECONDS) return { rest: null, carried: total };
  return { rest: "night", carried: total % NIGHT_SECONDS };
}
