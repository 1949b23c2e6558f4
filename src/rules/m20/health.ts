// m20 hit points and STR damage: HP down to 0 (unconscious), then the overflow and every later
// hit come off STR; effective STR 0 is death. Mooks have no HP: every hit that deals damage defeats them.
import { RulesError } from "../rules-error.js";
import {
  assertBoolean,
  assertIntegerAtLeast,
  assertIntegerInRange,
  assertOneOf,
} from "../validate.js";
import { assertObject } from "../validate.js";
import type { HitPoints } from "../d20/hit-points.js";
import { type Trace, defineRule } from "../trace/trace.js";

const STATUSES = ["ok", "unconscious", "dead", "defeated"] as const;
export type M20Status = (typeof STATUSES)[number];

/** Hit points, and the STR lost to damage past 0 HP. */
export interface M20Health extends HitPoints<M20Status> {
  str: number;
  strDamage: number;
}

/** What max HP is computed from; `level` absent counts every die given (rules-api.md, m20.maxHp). */
export interface MaxHpInput {
  str: number;
  hitDice: number[];
  level?: number | undefined;
}

/**
 * Max HP = STR score + the hit die of each level the character has (seed 000 line 5: "1d6 per
 * level"). Dice kept past the level (the level was lowered) do not count; they are kept so raising
 * the level again finds them. Without a level, every die given is a level's (the documented call
 * `maxHp({ str, hitDice })`).
 */
export function maxHp(a: MaxHpInput): number {
  return MAX_HP.value(a);
}

/** Max HP as its terms: the STR score, then each counted level's hit die. */
export const MAX_HP = defineRule("maxHp", (t, a: Readonly<MaxHpInput>) => {
  assertIntegerAtLeast(a.str, "STR score", 0);
  if (!Array.isArray(a.hitDice))
    throw new RulesError(
      "HOLOCRON.Rules.Error.notList",
      { name: "hitDice" },
      "hitDice must be an array of d6 rolls",
    );
  const level = a.level === undefined ? a.hitDice.length : a.level;
  assertIntegerAtLeast(level, "level", 0);
  t.add("strScore", a.str, "stat", "str");
  // A loop, not forEach, and the label only for the error: this runs for every actor's max HP on
  // every preparation.
  const dice = a.hitDice;
  for (let i = 0; i < dice.length; i++) {
    const roll = dice[i] as number;
    if (!(Number.isInteger(roll) && roll >= 1 && roll <= 6))
      assertIntegerInRange(roll, `hitDice[${i}]`, 1, 6);
    if (i < level) t.add("hitDie", roll, "level", i + 1);
  }
});

export function maxHpTrace(a: MaxHpInput): Trace {
  return MAX_HP.trace(a);
}

/**
 * The hit dice as rolled, added up: each level's die, and any kept past the level (the box shows
 * them all; maxHpTrace counts only the level's).
 */
export const HIT_DICE_TOTAL = defineRule("hitDice", (t, hitDice: readonly number[]) => {
  hitDice.forEach((roll, i) => {
    assertIntegerInRange(roll, `hitDice[${i}]`, 1, 6);
    t.add("hitDie", roll, "level", i + 1);
  });
});

export function hitDiceTotalTrace(hitDice: readonly number[]): Trace {
  return HIT_DICE_TOTAL.trace(hitDice);
}

/** STR score less STR damage; the STR bonus follows this. */
export function effectiveStr(a: { str: number; strDamage: number }): number {
  assertIntegerAtLeast(a.str, "STR score", 0);
  assertIntegerInRange(a.strDamage, "STR damage", 0, a.str);
  return a.str - a.strDamage;
}

function checkHealth(s: M20Health): void {
  assertObject(s, "health");
  assertIntegerAtLeast(s.maxHp, "maxHp", 0);
  assertIntegerInRange(s.hp, "hp", 0, s.maxHp);
  effectiveStr(s);
  assertBoolean(s.mook, "mook");
  assertOneOf(s.status, "status", STATUSES);
}

/**
 * A new state with the changed numbers. Built as a literal rather than with object spread: spread
 * with overrides is several times slower in V8, and applyDamage runs in tight loops.
 */
function withValues(s: M20Health, hp: number, strDamage: number, status: M20Status): M20Health {
  return { hp, maxHp: s.maxHp, str: s.str, strDamage, mook: s.mook, status };
}

/** Status from the numbers: effective STR 0 is dead, 0 HP unconscious. */
function statusOf(hp: number, str: number, strDamage: number): M20Status {
  if (str - strDamage <= 0) return "dead";
  return hp === 0 ? "unconscious" : "ok";
}

export function applyDamage(s: M20Health, amount: number): M20Health {
  checkHealth(s);
  assertIntegerAtLeast(amount, "damage", 0);
  if (s.status === "dead" || s.status === "defeated" || amount === 0) {
    return withValues(s, s.hp, s.strDamage, s.status);
  }
  if (s.mook) return withValues(s, s.hp, s.strDamage, "defeated");
  const overflow = Math.max(0, amount - s.hp);
  const hp = Math.max(0, s.hp - amount);
  const strDamage = Math.min(s.str, s.strDamage + overflow);
  return withValues(s, hp, strDamage, statusOf(hp, s.str, strDamage));
}

/** A successful attack: a mook is defeated even by 0 damage; anyone else takes the damage. */
export function applyHit(s: M20Health, amount: number): M20Health {
  checkHealth(s);
  assertIntegerAtLeast(amount, "damage", 0);
  if (s.mook && s.status !== "dead") return withValues(s, s.hp, s.strDamage, "defeated");
  return applyDamage(s, amount);
}

/** Healing restores STR damage first, then HP up to max. The dead and the defeated stay so. */
export function heal(s: M20Health, points: number): M20Health {
  checkHealth(s);
  assertIntegerAtLeast(points, "healing", 0);
  if (s.status === "dead" || s.status === "defeated" || s.mook) {
    return withValues(s, s.hp, s.strDamage, s.status);
  }
  const toStr = Math.min(points, s.strDamage);
  const strDamage = s.strDamage - toStr;
  const hp = Math.min(s.maxHp, s.hp + points - toStr);
  return withValues(s, hp, strDamage, statusOf(hp, s.str, strDamage));
}

/**
 * Healing that restores HP only, leaving STR damage as it is: the second wind (rulings: "to HP only";
 * hourly healing is what restores STR). The dead and the defeated stay so.
 */
export function healHp(s: M20Health, points: number): M20Health {
  checkHealth(s);
  assertIntegerAtLeast(points, "healing", 0);
  if (s.status === "dead" || s.status === "defeated" || s.mook) {
    return withValues(s, s.hp, s.strDamage, s.status);
  }
  const hp = Math.min(s.maxHp, s.hp + points);
  return withValues(s, hp, s.strDamage, statusOf(hp, s.str, s.strDamage));
}

/** Second wind, once per game session: half of max HP, rounded down. */
export function secondWind(maxHpValue: number): number {
  assertIntegerAtLeast(maxHpValue, "maxHp", 0);
  return Math.floor(maxHpValue / 2);
}

/** The default level cap (the GM may go beyond). */
export const LEVEL_CAP = 10;
