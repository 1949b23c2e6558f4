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

/** A round of one combat: the rules compare rounds, they never read the combat itself. */
export interface CombatRound {
  combat: string;
  round: number;
}

/**
 * One dying check per round (rulings: Space Opera, dying): in combat a check already rolled this
 * round — by hand from the sheet or tracker, or at the turn's start — is that round's check, so no
 * second one is made. Out of combat (`now` null) the GM calls for each check.
 */
export function dyingCheckDue(a: {
  now: CombatRound | null;
  checked: CombatRound | null;
}): boolean {
  if (a.now === null) return true;
  assertIntegerAtLeast(a.now.round, "round", 0);
  if (a.checked === null) return true;
  assertIntegerAtLeast(a.checked.round, "checked round", 0);
  return a.checked.combat !== a.now.combat || a.checked.round !== a.now.round;
}
