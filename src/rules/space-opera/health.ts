// Space Opera hit points: HP may fall to 0 or below, and then the character is dying (a check
// each round, below). Mooks have no HP: every hit that deals damage defeats them.
import { RulesError } from "../rules-error.js";
import { assertBoolean, assertInteger, assertIntegerAtLeast, assertOneOf } from "../validate.js";
import { assertObject } from "../validate.js";
import { checkChance } from "../d20/core.js";
import type { HitPoints } from "../d20/hit-points.js";
import { type Trace, defineRule } from "../trace/trace.js";

const STATUSES = ["ok", "dying", "dead", "defeated"] as const;
export type OperaStatus = (typeof STATUSES)[number];

export type OperaHealth = HitPoints<OperaStatus>;

/** Max HP = 10 + STR score + 2 per level beyond 1st. */
export function maxHp(a: { str: number; level: number }): number {
  return MAX_HP.value(a);
}

/** Max HP as its terms: 10, the STR score, 2 per level beyond the first. */
export const MAX_HP = defineRule("maxHp", (t, a: { str: number; level: number }) => {
  assertIntegerAtLeast(a.str, "STR score", 0);
  assertIntegerAtLeast(a.level, "level", 1);
  t.add("base", 10, "rule");
  t.add("strScore", a.str, "stat", "str");
  if (a.level > 1) t.add("perLevel", 2 * (a.level - 1), "level", a.level);
});

export function maxHpTrace(a: { str: number; level: number }): Trace {
  return MAX_HP.trace(a);
}

/** A new state (a literal, not object spread: spread with overrides is slow in V8). */
function withValues(s: OperaHealth, hp: number, status: OperaStatus): OperaHealth {
  return { hp, maxHp: s.maxHp, mook: s.mook, status };
}

function checkHealth(s: OperaHealth): void {
  assertObject(s, "health");
  assertIntegerAtLeast(s.maxHp, "maxHp", 1);
  assertInteger(s.hp, "hp");
  if (s.hp > s.maxHp)
    throw new RulesError(
      "HOLOCRON.Rules.Error.aboveMax",
      { name: "hp", value: String(s.hp), max: String(s.maxHp) },
      `hp ${s.hp} is above maxHp ${s.maxHp}`,
    );
  assertBoolean(s.mook, "mook");
  assertOneOf(s.status, "status", STATUSES);
}

/**
 * Damage lowers HP with no floor (the seeds set none). At 0 or below the character is dying;
 * further damage while dying only lowers HP: death comes from a failed dying check.
 */
export function applyDamage(s: OperaHealth, amount: number): OperaHealth {
  checkHealth(s);
  assertIntegerAtLeast(amount, "damage", 0);
  if (s.status === "dead" || s.status === "defeated" || amount === 0) {
    return withValues(s, s.hp, s.status);
  }
  if (s.mook) return withValues(s, s.hp, "defeated");
  const hp = s.hp - amount;
  return withValues(s, hp, hp <= 0 ? "dying" : "ok");
}

/** A successful attack: a mook is defeated even by 0 damage; anyone else takes the damage. */
export function applyHit(s: OperaHealth, amount: number): OperaHealth {
  checkHealth(s);
  assertIntegerAtLeast(amount, "damage", 0);
  if (s.mook && s.status !== "dead") return withValues(s, s.hp, "defeated");
  return applyDamage(s, amount);
}

/** Healing up to max HP; a dying character healed above 0 is "ok". The dead and defeated stay so. */
export function heal(s: OperaHealth, points: number): OperaHealth {
  checkHealth(s);
  assertIntegerAtLeast(points, "healing", 0);
  if (s.status === "dead" || s.status === "defeated" || s.mook) {
    return withValues(s, s.hp, s.status);
  }
  const hp = Math.min(s.maxHp, s.hp + points);
  return withValues(s, hp, hp > 0 ? "ok" : "dying");
}

/** Marks a character dead (after a failed dying check). */
export function die(s: OperaHealth): OperaHealth {
  checkHealth(s);
  return withValues(s, s.hp, "dead");
}

// Dying (HP 0 or below): at the start of each of its turns the character makes
// d20 + STR bonus + character level vs DC 20, and a failure is death. It is a check, so no
// natural-20/1 rule applies.

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
