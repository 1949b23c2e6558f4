// Dying (HP 0 or below): at the start of each of its turns the character makes
// d20 + STR bonus + character level vs DC 20, and a failure is death. It is a check, so no
// natural-20/1 rule applies.
import { checkChance } from "../d20/checks.js";
import { assertInteger, assertIntegerAtLeast } from "../validate.js";

export const DYING_DC = 20;

export function dyingCheckBonus(a: { strBonus: number; level: number }): number {
  assertInteger(a.strBonus, "STR bonus");
  assertIntegerAtLeast(a.level, "level", 1);
  return a.strBonus + a.level;
}

export function dyingCheck(a: { total: number }): "survives" | "dies" {
  assertInteger(a.total, "dying check total");
  return a.total >= DYING_DC ? "survives" : "dies";
}

/** Exact chance of surviving one round's dying check. */
export function dyingSurvivalChance(a: { strBonus: number; level: number }): number {
  return checkChance({ bonus: dyingCheckBonus(a), dc: DYING_DC });
}
