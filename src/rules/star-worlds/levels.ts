// Star Worlds levels and the Hero Points that earn them, one module: every 12 Hero Points spent
// earns a level (max 10), taken after a rest.
import { RulesError } from "../rules-error.js";
import { deepFreeze } from "../freeze.js";
import {
  assertInteger,
  assertIntegerAtLeast,
  assertIntegerInRange,
  assertOneOf,
} from "../validate.js";
import { defineRule, type Trace } from "../trace/trace.js";

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

/**
 * "You don't level up on the spot - you must rest for a while" (seed 002 line 51): the levels the
 * Hero Points spent before the character's last rest have earned, not yet taken.
 */
export function levelsReady(a: { level: number; spent: number; spentAtRest: number }): number {
  assertIntegerAtLeast(a.spentAtRest, "Hero Points spent at the last rest", 0);
  return levelsWaiting({ level: a.level, spent: Math.min(a.spent, a.spentAtRest) });
}

// Hero Points: at most 12 held; each spend counts toward levelling; points can be given away.

export const maxHeroPoints = 12;
export const MAX_HERO_POINTS = maxHeroPoints;

/** Reroll an attribute roll and keep the better; evade 1d6 damage; add 1d6 damage; recharge a
 * daily ability; use a career ability you don't have yet. */
export const HERO_SPENDS = deepFreeze([
  "reroll",
  "evade",
  "extraDamage",
  "recharge",
  "borrowAbility",
] as const);
export type HeroSpend = (typeof HERO_SPENDS)[number];

/** The dice a spend rolls ("1d6" to evade or add damage), or null. */
export function heroSpendFormula(spend: HeroSpend): string | null {
  assertOneOf(spend, "Hero Point spend", HERO_SPENDS);
  return spend === "evade" || spend === "extraDamage" ? "1d6" : null;
}

function assertHeld(value: number, name: string): void {
  assertIntegerInRange(value, name, 0, maxHeroPoints);
}

/** One point from the pool; the spent count (toward levelling) goes up by one. */
export function spendHeroPoint(s: { heroPoints: number; spent: number }): {
  heroPoints: number;
  spent: number;
} {
  assertHeld(s.heroPoints, "Hero Points");
  assertIntegerAtLeast(s.spent, "Hero Points spent", 0);
  if (s.heroPoints === 0)
    throw new RulesError("HOLOCRON.Rules.Error.noHeroPoints", {}, "No Hero Points to spend");
  return { heroPoints: s.heroPoints - 1, spent: s.spent + 1 };
}

/**
 * Giving points to another character. Holocron's ruling: a gift is not a spend, so it counts
 * toward neither character's levelling.
 */
export function giveHeroPoints(a: { from: number; to: number; amount: number }): {
  from: number;
  to: number;
} {
  assertHeld(a.from, "giver's Hero Points");
  assertHeld(a.to, "receiver's Hero Points");
  assertIntegerAtLeast(a.amount, "amount given", 1);
  if (a.amount > a.from) {
    throw new RulesError(
      "HOLOCRON.Rules.Error.giveMore",
      { held: String(a.from), amount: String(a.amount) },
      `The giver has ${a.from} Hero Points, cannot give ${a.amount}`,
    );
  }
  if (a.to + a.amount > maxHeroPoints) {
    throw new RulesError(
      "HOLOCRON.Rules.Error.receiveMore",
      { total: String(a.to + a.amount), max: String(maxHeroPoints) },
      `The receiver would hold ${a.to + a.amount} Hero Points (at most ${maxHeroPoints})`,
    );
  }
  return { from: a.from - a.amount, to: a.to + a.amount };
}

/** Points awarded by the GM, capped at 12 held. */
export function gainHeroPoints(held: number, amount: number): number {
  assertHeld(held, "Hero Points");
  assertIntegerAtLeast(amount, "Hero Points gained", 0);
  return Math.min(maxHeroPoints, held + amount);
}

/** Damage left after an evade roll (never below 0). */
export function evadeDamage(damage: number, evadeRoll: number): number {
  assertIntegerAtLeast(damage, "damage", 0);
  assertIntegerAtLeast(evadeRoll, "evade roll", 0);
  return Math.max(0, damage - evadeRoll);
}

/** One character's share of a GM award: held before and after, and whether the cap of 12 bit. */
export interface HeroAward {
  id: string;
  held: number;
  after: number;
  gained: number;
  capped: boolean;
}

/**
 * "the GM will award you with Hero Points" (seed 002 line 41): the same amount to each recipient,
 * each capped at twelve held (line 49). An award is not a spend: "spent" does not move.
 */
export function awardHeroPoints(
  recipients: readonly { id: string; held: number }[],
  amount: number,
): HeroAward[] {
  if (!Array.isArray(recipients))
    throw new RulesError(
      "HOLOCRON.Rules.Error.notList",
      { name: "recipients" },
      "recipients must be an array",
    );
  assertIntegerInRange(amount, "Hero Points awarded", 1, maxHeroPoints);
  return recipients.map(({ id, held }) => {
    const after = gainHeroPoints(held, amount);
    return { id, held, after, gained: after - held, capped: after - held < amount };
  });
}
