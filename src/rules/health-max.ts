// Current health when its maximum changes (every ruleset: m20 and Space Opera HP, Star Worlds
// Vitality). The seeds say how the maximum is made, never what a change of it does to the current
// value; this is the common VTT convention (dnd5e raises current HP with its maximum): a character
// at full health stays at full health, a damaged one keeps the damage it took, never above the max.
import { assertInteger } from "./validate.js";

export interface MaxChange {
  /** Current health before the change (Space Opera's may be below 0). */
  current: number;
  oldMax: number;
  newMax: number;
}

/**
 * At full health (current ≥ old max) → the new max. Damaged: raising the max by N raises current
 * by N; lowering it keeps current, clamped to the new max.
 */
export function healthAfterMaxChange({ current, oldMax, newMax }: MaxChange): number {
  assertInteger(current, "current");
  assertInteger(oldMax, "oldMax");
  assertInteger(newMax, "newMax");
  if (current >= oldMax) return newMax;
  const raised = newMax > oldMax ? current + (newMax - oldMax) : current;
  return Math.min(raised, newMax);
}
