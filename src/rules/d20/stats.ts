// Stats, skills and armor class of the shared d20 core (m20 and Space Opera).
import { deepFreeze } from "../freeze.js";
import { assertInteger, assertIntegerAtLeast } from "../validate.js";

export type Stat = "str" | "dex" | "mnd";
export const STATS: readonly Stat[] = deepFreeze(["str", "dex", "mnd"]);

/** floor((score − 10) / 2): 9 → −1, 3 → −4, 18 → +4. */
export function statBonus(score: number): number {
  assertIntegerAtLeast(score, "stat score", 0);
  return Math.floor((score - 10) / 2);
}

/**
 * The stat a skill uses unless the roll picks another (rulings: Skills). Force is m20's power
 * skill, Psionics Space Opera's; Agility is piloting, used in vehicle chases.
 */
export const DEFAULT_SKILL_STAT: Record<string, Stat> = deepFreeze({
  physical: "str",
  subterfuge: "dex",
  knowledge: "mnd",
  communication: "mnd",
  force: "mnd",
  psionics: "mnd",
  agility: "dex",
});

/** Skill check bonus: rank + the chosen stat's bonus + other modifiers. */
export function skillTotal(a: { rank: number; statBonus: number; other?: number }): number {
  assertIntegerAtLeast(a.rank, "skill rank", 0);
  assertInteger(a.statBonus, "stat bonus");
  const other = a.other ?? 0;
  assertInteger(other, "other modifier");
  return a.rank + a.statBonus + other;
}

/** AC = 10 + DEX bonus + worn armor bonus + other (Microlite20 convention). */
export function armorClass(a: { dexBonus: number; armorBonus: number; other?: number }): number {
  assertInteger(a.dexBonus, "DEX bonus");
  assertIntegerAtLeast(a.armorBonus, "armor bonus", 0);
  const other = a.other ?? 0;
  assertInteger(other, "other modifier");
  return 10 + a.dexBonus + a.armorBonus + other;
}
