// Hero Points: at most 12 held; each spend counts toward levelling; points can be given away.
import { RulesError } from "../rules-error.js";
import { deepFreeze } from "../freeze.js";
import { assertIntegerAtLeast, assertIntegerInRange, assertOneOf } from "../validate.js";

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
