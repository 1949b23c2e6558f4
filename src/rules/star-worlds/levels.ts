// Star Worlds levels: every 12 Hero Points spent earns a level (max 10), taken after a rest.
import { assertInteger, assertIntegerAtLeast, assertIntegerInRange } from "../validate.js";
import type { Trace } from "../trace/trace.js";
import { defineRule } from "../trace/rule.js";

export const MAX_LEVEL = 10;
export const HERO_POINTS_PER_LEVEL = 12;
export const BASE_VITALITY = 12;

export interface LevelGains {
  vitality: number;
  attributes: number;
  skills: number;
  abilities: number;
  damageDice: number;
}

const none: LevelGains = { vitality: 0, attributes: 0, skills: 0, abilities: 0, damageDice: 0 };

// The level table. Level 1 lists what is fixed: Vitality 12 (+ Menace, added by maxVitality) and
// the species skill; its attributes (rolled or assigned) and career abilities come from elsewhere.
const TABLE: readonly LevelGains[] = [
  { ...none, vitality: BASE_VITALITY, skills: 1 },
  { ...none, abilities: 1 },
  { ...none, skills: 1 },
  { ...none, vitality: 4, attributes: 1, abilities: 1 },
  { ...none, skills: 1, damageDice: 1 },
  { ...none, abilities: 1 },
  { ...none, vitality: 4, attributes: 1, skills: 1 },
  { ...none, abilities: 1 },
  { ...none, skills: 1 },
  { ...none, vitality: 4, attributes: 1, abilities: 1, damageDice: 1 },
];

/** What reaching `level` adds. */
export function levelGains(level: number): LevelGains {
  assertIntegerInRange(level, "level", 1, MAX_LEVEL);
  return { ...TABLE[level - 1]! };
}

function sumTo(level: number, key: keyof LevelGains, from = 2): number {
  assertIntegerInRange(level, "level", 1, MAX_LEVEL);
  let sum = 0;
  for (let l = from; l <= level; l++) sum += TABLE[l - 1]![key];
  return sum;
}

/** Extra d6 of damage from the level table: +1 at 5, +2 at 10. */
export function damageDiceBonus(level: number): number {
  return DAMAGE_DICE.value(level);
}

/** The extra damage dice as their terms: each level up to `level` whose row of the table adds one. */
export const DAMAGE_DICE = defineRule("damageDice", (t, level: number) => {
  assertIntegerInRange(level, "level", 1, MAX_LEVEL);
  for (let l = 2; l <= level; l++) {
    const dice = TABLE[l - 1]!.damageDice;
    if (dice > 0) t.add("levelDamageDie", dice, "level", l);
  }
});

export function damageDiceTrace(level: number): Trace {
  return DAMAGE_DICE.trace(level);
}

/** The extra damage dice's faces (the table's "+1d6"). */
export const DAMAGE_DIE_FACES = 6;

/** Max Vitality = 12 + Menace, +4 at levels 4, 7 and 10. */
export function maxVitality(a: { menace: number; level: number }): number {
  return MAX_VITALITY.value(a);
}

/** Max Vitality as its terms: 12, Menace, and what the levels after the first added. */
export const MAX_VITALITY = defineRule("vitality", (t, a: { menace: number; level: number }) => {
  assertInteger(a.menace, "Menace");
  const gained = sumTo(a.level, "vitality");
  t.add("base", BASE_VITALITY, "rule");
  t.add("attribute", a.menace, "stat", "menace");
  if (gained !== 0) t.add("levelGains", gained, "level", a.level);
});

export function maxVitalityTrace(a: { menace: number; level: number }): Trace {
  return MAX_VITALITY.trace(a);
}

/** The level a character has earned: 1 + one per 12 Hero Points spent, at most 10. */
export function levelForHeroPointsSpent(spent: number): number {
  assertIntegerAtLeast(spent, "Hero Points spent", 0);
  return Math.min(MAX_LEVEL, 1 + Math.floor(spent / HERO_POINTS_PER_LEVEL));
}

/**
 * Progress toward the next level the Hero Points spent will earn: `value` of `per` spent toward
 * `level` (67 spent: 7 of 12 to level 7); null once the spent points have earned the top level.
 */
export function heroPointProgress(
  spent: number,
): { value: number; per: number; level: number } | null {
  const earned = levelForHeroPointsSpent(spent);
  if (earned >= MAX_LEVEL) return null;
  return { value: spent % HERO_POINTS_PER_LEVEL, per: HERO_POINTS_PER_LEVEL, level: earned + 1 };
}

/** Levels earned but not yet taken (they wait for a rest). */
export function levelsWaiting(a: { level: number; spent: number }): number {
  return LEVELS_WAITING.value(a);
}

/**
 * Levels waiting, as terms: the level the Hero Points spent have earned, less the level taken; a
 * level set above the earned one (the GM's) waits for nothing, so a last term brings it up to 0.
 */
export const LEVELS_WAITING = defineRule(
  "levelsWaiting",
  (t, a: { level: number; spent: number }) => {
    assertIntegerInRange(a.level, "level", 1, MAX_LEVEL);
    const earned = levelForHeroPointsSpent(a.spent);
    t.add("earnedLevel", earned, "rule");
    t.add("levelTaken", -a.level, "level", a.level);
    if (earned < a.level) t.add("aboveEarned", a.level - earned, "rule");
  },
);

export function levelsWaitingTrace(a: { level: number; spent: number }): Trace {
  return LEVELS_WAITING.trace(a);
}
