// Star Worlds Vitality: damage less Armor comes off Vitality, which stops at 0 and leaves the
// character Wounded; any damage (after Armor) taken while Wounded makes it Dying.
import { deepFreeze } from "../freeze.js";
import {
  assertBoolean,
  assertIntegerAtLeast,
  assertIntegerInRange,
  assertOneOf,
} from "../validate.js";
import { assertObject } from "../validate.js";

export interface WorldsHealth {
  vitality: number;
  maxVitality: number;
  armor: number;
  wounded: boolean;
  dying: boolean;
}

export const RESTS = deepFreeze(["night", "week", "bacta"] as const);
export type Rest = (typeof RESTS)[number];

/** A new state (a literal, not object spread: spread with overrides is slow in V8). */
function withValues(s: WorldsHealth, vitality: number, wounded: boolean, dying: boolean) {
  return { vitality, maxVitality: s.maxVitality, armor: s.armor, wounded, dying };
}

function checkHealth(s: WorldsHealth): void {
  assertObject(s, "health");
  assertIntegerAtLeast(s.maxVitality, "maxVitality", 0);
  assertIntegerInRange(s.vitality, "vitality", 0, s.maxVitality);
  assertIntegerAtLeast(s.armor, "armor", 0);
  assertBoolean(s.wounded, "wounded");
  assertBoolean(s.dying, "dying");
}

/**
 * The hit that empties Vitality only wounds, whatever its overflow ("when Vitality hits zero …
 * Wounded"); it is the next damage that gets through Armor that makes the character Dying.
 */
export function applyDamage(s: WorldsHealth, amount: number): WorldsHealth {
  checkHealth(s);
  assertIntegerAtLeast(amount, "damage", 0);
  const taken = Math.max(0, amount - s.armor);
  if (taken === 0) return withValues(s, s.vitality, s.wounded, s.dying);
  const vitality = Math.max(0, s.vitality - taken);
  if (s.wounded || s.dying) return withValues(s, vitality, true, true);
  return withValues(s, vitality, vitality === 0, false);
}

/**
 * A meal and a night's rest: Wounded gone and Vitality full, unless Dying (then nothing changes).
 * A week's rest, or a few days in a bacta tank: Dying and Wounded gone, Vitality full.
 */
export function recover(s: WorldsHealth, rest: Rest): WorldsHealth {
  checkHealth(s);
  assertOneOf(rest, "rest", RESTS);
  if (rest === "night" && s.dying) return withValues(s, s.vitality, s.wounded, s.dying);
  return withValues(s, s.maxVitality, false, false);
}

/**
 * Direct healing (a medpac, the GM): a ruling, as the seeds heal only by rest. Vitality rises to at
 * most its max; Wounded and Dying stay: only rest removes them, or the GM (rulings.md).
 */
export function heal(s: WorldsHealth, points: number): WorldsHealth {
  checkHealth(s);
  assertIntegerAtLeast(points, "healing", 0);
  const vitality = Math.min(s.maxVitality, s.vitality + points);
  return withValues(s, vitality, s.wounded, s.dying);
}
