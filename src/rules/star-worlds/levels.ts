// Star Worlds levels: every 12 Hero Points spent earns a level (max 10), taken after a rest.
import { assertInteger, assertIntegerAtLeast, assertIntegerInRange } from "../validate.js";
import { ruleTerm, sumTrace, term, type Trace } from "../trace/trace.js";

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
  return damageDiceTrace(level).value;
}

/** The extra damage dice as their terms: each level up to `level` whose row of the table adds one. */
export function damageDiceTrace(level: number): Trace {
  assertIntegerInRange(level, "level", 1, MAX_LEVEL);
  const terms = [];
  for (let l = 2; l <= level; l++) {
    const dice = TABLE[l - 1]!.damageDice;
    if (dice > 0) terms.push(term("levelDamageDie", dice, "level", String(l)));
  }
  return sumTrace("damageDice", terms);
}

/** The extra damage dice's faces (the table's "+1d6"). */
export const DAMAGE_DIE_FACES = 6;

/** Max Vitality = 12 + Menace, +4 at levels 4, 7 and 10. */
export function maxVitality(a: { menace: number; level: number }): number {
  return maxVitalityTrace(a).value;
}

/** Max Vitality as its terms: 12, Menace, and what the levels after the first added. */
export function maxVitalityTrace(a: { menace: number; level: number }): Trace {
  assertInteger(a.menace, "Menace");
  const gained = sumTo(a.level, "vitality");
  const terms = [ruleTerm("base", BASE_VITALITY), term("attribute", a.menace, "stat", "menace")];
  if (gained !== 0) terms.push(term("levelGains", gained, "level", String(a.level)));
  return sumTrace("vitality", terms);
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
  return levelsWaitingTrace(a).value;
}

/**
 * Levels waiting, as terms: the level the Hero Points spent have earned, less the level taken; a
 * level set above the earned one (the GM's) waits for nothing, so a last term brings it up to 0.
 */
export function levelsWaitingTrace(a: { level: number; spent: number }): Trace {
  assertIntegerInRange(a.level, "level", 1, MAX_LEVEL);
  const earned = levelForHeroPointsSpent(a.spent);
  const terms = [
    term("earnedLevel", earned, "rule"),
    term("levelTaken", -a.level, "level", String(a.level)),
  ];
  if (earned < a.level) terms.push(ruleTerm("aboveEarned", a.level - earned));
  return sumTrace("levelsWaiting", terms);
}
