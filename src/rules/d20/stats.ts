// Stats, skills and armor class of the shared d20 core (m20 and Space Opera).
import { deepFreeze } from "../freeze.js";
import { assertInteger, assertIntegerAtLeast } from "../validate.js";
import { term, type Trace, type TraceTerm, defineRule, type Addends } from "../trace/trace.js";

export const STATS = deepFreeze(["str", "dex", "mnd"] as const);
export type Stat = (typeof STATS)[number];

/** floor((score − 10) / 2): 9 → −1, 3 → −4, 18 → +4. */
export function statBonus(score: number): number {
  // The call only for the error (the same check): every preparation asks this six times per actor.
  if (!(Number.isInteger(score) && score >= 0)) assertIntegerAtLeast(score, "stat score", 0);
  return Math.floor((score - 10) / 2);
}

/**
 * A stat's bonus as a trace: the score's bonus, and (m20's STR damage) what the lowered score takes
 * off it, so the terms add up to statBonus(effective). The score itself is a note.
 */
export const STAT_BONUS = defineRule(
  "statBonus",
  (t, a: { stat: Stat; score: number; effective?: number }) => {
    const full = statBonus(a.score);
    const effective = a.effective ?? a.score;
    const lowered = statBonus(effective) - full;
    t.add("scoreBonus", full, "stat", a.stat);
    if (effective !== a.score) t.add("strDamage", lowered, "stat", a.stat);
    t.note("score", a.score, "stat", a.stat);
  },
);

export function statBonusTrace(a: { stat: Stat; score: number; effective?: number }): Trace {
  return STAT_BONUS.trace(a);
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
  const other = a.other ?? 0;
  assertInteger(other, "other modifier");
  const extra = other === 0 ? [] : [term("modifier", other, "effect")];
  return SKILL_TOTAL.value({
    skill: "",
    stat: "mnd",
    rank: a.rank,
    statBonus: a.statBonus,
    other: extra,
  });
}

/** What a skill or power check adds first: the skill's rank and the stat's bonus, checked. */
export interface RankAndStat {
  skill: string;
  stat: Stat;
  rank: number;
  statBonus: number;
  other: Addends;
}

/** The rank and stat-bonus terms of a check (`rankLabel` names the rank in the error). */
export function rankAndStatTerms(a: RankAndStat, rankLabel: string): TraceTerm[] {
  assertIntegerAtLeast(a.rank, rankLabel, 0);
  assertInteger(a.statBonus, "stat bonus");
  return [term("rank", a.rank, "rank", a.skill), term("statBonus", a.statBonus, "stat", a.stat)];
}

/** The skill check bonus as its terms: the rank, the stat's bonus, then each other modifier. */
export const SKILL_TOTAL = defineRule("skillCheck", (t, a: RankAndStat) => {
  assertIntegerAtLeast(a.rank, "skill rank", 0);
  assertInteger(a.statBonus, "stat bonus");
  t.add("rank", a.rank, "rank", a.skill);
  t.add("statBonus", a.statBonus, "stat", a.stat);
  t.addAll(a.other);
});

export function skillTotalTrace(a: RankAndStat): Trace {
  return SKILL_TOTAL.trace(a);
}

/** AC = 10 + DEX bonus + worn armor bonus + other (Microlite20 convention). */
export function armorClass(a: { dexBonus: number; armorBonus: number; other?: number }): number {
  assertIntegerAtLeast(a.armorBonus, "armor bonus", 0);
  const other = a.other ?? 0;
  assertInteger(other, "other modifier");
  return ARMOR_CLASS.value({
    dexBonus: a.dexBonus,
    armor: [{ name: "", bonus: a.armorBonus }],
    other: other === 0 ? [] : [term("modifier", other, "effect")],
  });
}

/** AC as its terms: 10, the DEX bonus, each worn armor's bonus, each other modifier. */
export const ARMOR_CLASS = defineRule(
  "armorClass",
  (
    t,
    a: { dexBonus: number; armor: readonly { name: string; bonus: number }[]; other: Addends },
  ) => {
    assertInteger(a.dexBonus, "DEX bonus");
    t.add("base", 10, "rule");
    t.add("statBonus", a.dexBonus, "stat", "dex");
    // A loop, not forEach, and the label only for the error: this runs for every actor's AC on
    // every preparation.
    const armor = a.armor;
    for (let i = 0; i < armor.length; i++) {
      const piece = armor[i] as { name: string; bonus: number };
      if (!(Number.isInteger(piece.bonus) && piece.bonus >= 0))
        assertIntegerAtLeast(piece.bonus, `armor[${i}] bonus`, 0);
      if (piece.bonus !== 0 || piece.name !== "") t.add("armor", piece.bonus, "item", piece.name);
    }
    t.addAll(a.other);
  },
);

export function armorClassTrace(a: {
  dexBonus: number;
  armor: readonly { name: string; bonus: number }[];
  other: Addends;
}): Trace {
  return ARMOR_CLASS.trace(a);
}
