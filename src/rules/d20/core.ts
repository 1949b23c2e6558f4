// The d20 core's numbers, one module: stat bonuses, skill totals and AC, checks against a DC, and
// attacks against AC (m20 and Space Opera differ only in the natural-1 rule, taken as a flag).
import { deepFreeze } from "../freeze.js";
import { addModifier } from "../dice/formula.js";
import {
  assertInteger,
  assertIntegerAtLeast,
  assertIntegerInRange,
  assertOneOf,
} from "../validate.js";
import {
  defineRule,
  term,
  type Addends,
  type SummedTerms,
  type Trace,
  type TraceTerm,
} from "../trace/trace.js";

// Stats, skills and armor class of the shared d20 core (m20 and Space Opera).

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

// Skill checks and opposed checks of the shared d20 core: no natural-20/1 rule on checks.

/** Exact chance that d20 + bonus ≥ dc. */
export function checkChance(a: { bonus: number; dc: number }): number {
  assertInteger(a.bonus, "check bonus");
  assertInteger(a.dc, "DC");
  const needed = a.dc - a.bonus; // the lowest natural that succeeds
  const successes = Math.min(20, Math.max(0, 21 - needed));
  return successes / 20;
}

/** A check against a static DC succeeds when its total reaches the DC (no natural-20/1 rule). */
export function meetsDc(total: number, dc: number): boolean {
  assertInteger(total, "check total");
  assertInteger(dc, "DC");
  return total >= dc;
}

/** Higher total wins; a tie goes to the resister (the defender). */
export function opposedWinner(actorTotal: number, resisterTotal: number): "actor" | "resister" {
  assertInteger(actorTotal, "actor total");
  assertInteger(resisterTotal, "resister total");
  return actorTotal > resisterTotal ? "actor" : "resister";
}

/** Exact chance that d20 + actorBonus beats d20 + resisterBonus, ties to the resister (/400). */
export function opposedCheckChance(a: { actorBonus: number; resisterBonus: number }): number {
  assertInteger(a.actorBonus, "actor bonus");
  assertInteger(a.resisterBonus, "resister bonus");
  let wins = 0;
  for (let actor = 1; actor <= 20; actor++) {
    // resister naturals r with r + resisterBonus < actor + actorBonus
    const below = actor + a.actorBonus - a.resisterBonus - 1;
    wins += Math.min(20, Math.max(0, below));
  }
  return wins / 400;
}

// Attacks of the shared d20 core. The two rulesets differ only in whether a natural 1 misses,
// so the outcome and hit chance take that as a rule flag and each ruleset fixes it.

export const ATTACK_KINDS = deepFreeze(["melee", "ranged", "thrown"] as const);
export type AttackKind = (typeof ATTACK_KINDS)[number];

export interface AttackRules {
  /** Space Opera: a natural 1 always misses. m20: no such rule. */
  naturalOneMisses: boolean;
}

/** The stat an attack adds: STR for melee, DEX for ranged and thrown. */
export function attackStat(kind: AttackKind): Stat {
  assertOneOf(kind, "attack kind", ATTACK_KINDS);
  return kind === "melee" ? "str" : "dex";
}

/** What both attack sums take: the kind, the STR bonus and any other modifier. */
interface AttackInputs {
  kind: AttackKind;
  strBonus: number;
  other?: number;
}

/** Checks the shared inputs; returns the other modifier (0 when absent). */
function checkedOther(a: AttackInputs): number {
  assertOneOf(a.kind, "attack kind", ATTACK_KINDS);
  assertInteger(a.strBonus, "STR bonus");
  const other = a.other ?? 0;
  assertInteger(other, "other modifier");
  return other;
}

/** Melee: STR bonus + attack bonus; ranged and thrown: DEX bonus + attack bonus. */
export function attackTotalBonus(
  a: AttackInputs & { dexBonus: number; attackBonus: number },
): number {
  const other = checkedOther(a);
  return ATTACK_TOTAL.value({
    ...a,
    attackBonusSource: "level",
    other: other === 0 ? [] : [term("modifier", other, "effect")],
  });
}

/**
 * The attack bonus as its terms: the kind's stat bonus, the attack bonus (the level, or the typed
 * override), then each other modifier (Battlemind, a scope).
 */
export type AttackTotalInputs = {
  kind: AttackKind;
  strBonus: number;
  dexBonus: number;
  attackBonus: number;
  attackBonusSource: "level" | "override";
  other: Addends;
};

export const ATTACK_TOTAL = defineRule("attackBonus", (t, a: AttackTotalInputs) => {
  assertOneOf(a.kind, "attack kind", ATTACK_KINDS);
  assertInteger(a.strBonus, "STR bonus");
  assertInteger(a.dexBonus, "DEX bonus");
  assertInteger(a.attackBonus, "attack bonus");
  const stat = attackStat(a.kind);
  t.add("statBonus", stat === "str" ? a.strBonus : a.dexBonus, "stat", stat);
  const source = a.attackBonusSource;
  t.add(source === "level" ? "levelAttack" : "override", a.attackBonus, source);
  t.addAll(a.other);
});

export function attackTotalTrace(a: AttackTotalInputs): Trace {
  return ATTACK_TOTAL.trace(a);
}

/**
 * A weapon's attack bonus: its kind's total (ATTACK_TOTAL's terms, or their sum when only the value
 * is asked: many weapons share a kind), then the weapon's own bonus (none when 0).
 */
export const WEAPON_ATTACK = defineRule(
  "attackBonus",
  (t, a: { total: Addends; name: string; bonus: number }) => {
    t.addAll(a.total);
    if (a.bonus !== 0) t.add("weapon", a.bonus, "item", a.name);
  },
);

/** A kind's attack total as a weapon's attack adds it: its value, its terms made when asked. */
export function attackTotalAddends(a: AttackTotalInputs): SummedTerms {
  return { value: ATTACK_TOTAL.value(a), terms: () => ATTACK_TOTAL.trace(a).terms };
}

/** Weapon damage: melee adds the STR bonus, ranged and thrown add no stat. Canonical formula. */
export function damageFormula(a: AttackInputs & { base: string }): string {
  const other = checkedOther(a);
  const extra = other === 0 ? [] : [term("modifier", other, "effect")];
  return addModifier(
    a.base,
    DAMAGE_FLAT.value({ kind: a.kind, strBonus: a.strBonus, other: extra }),
  );
}

/** The flat part of a weapon's damage as its terms: melee the STR bonus, then each other modifier. */
export const DAMAGE_FLAT = defineRule(
  "damage",
  (t, a: { kind: AttackKind; strBonus: number; other: Addends }) => {
    assertOneOf(a.kind, "attack kind", ATTACK_KINDS);
    assertInteger(a.strBonus, "STR bonus");
    if (a.kind === "melee") t.add("statBonus", a.strBonus, "stat", "str");
    t.addAll(a.other);
  },
);

export function damageFlatTrace(a: { kind: AttackKind; strBonus: number; other: Addends }): Trace {
  return DAMAGE_FLAT.trace(a);
}

/** A weapon's damage formula, its dice with the flat part added, and that flat part's trace. */
export function damageFormulaTrace(a: {
  kind: AttackKind;
  base: string;
  strBonus: number;
  other: Addends;
}): { formula: string; flat: Trace } {
  const flat = damageFlatTrace(a);
  return { formula: addModifier(a.base, flat.value), flat };
}

/** Natural 20: always hits and is a critical. Otherwise a hit is total ≥ AC. */
export function resolveAttack(
  r: { natural: number; total: number; ac: number },
  rules: AttackRules,
): { hit: boolean; critical: boolean } {
  assertIntegerInRange(r.natural, "natural d20 roll", 1, 20);
  assertInteger(r.total, "attack total");
  assertInteger(r.ac, "AC");
  if (r.natural === 20) return { hit: true, critical: true };
  if (r.natural === 1 && rules.naturalOneMisses) return { hit: false, critical: false };
  return { hit: r.total >= r.ac, critical: false };
}

/** Exact chance to hit: the count of the 20 naturals that hit, over 20. */
export function attackHitChance(r: { bonus: number; ac: number }, rules: AttackRules): number {
  assertInteger(r.bonus, "attack bonus");
  assertInteger(r.ac, "AC");
  let hits = 0;
  for (let natural = 1; natural <= 20; natural++) {
    if (resolveAttack({ natural, total: natural + r.bonus, ac: r.ac }, rules).hit) hits++;
  }
  return hits / 20;
}

/**
 * One ruleset's attack rules bound to its natural-1 rule: its attack outcome and exact hit chance
 * (m20's and Space Opera's `attackOutcome` and `hitChance`).
 */
export function attackRulesOf(rules: AttackRules): {
  attackOutcome(r: { natural: number; total: number; ac: number }): {
    hit: boolean;
    critical: boolean;
  };
  hitChance(r: { bonus: number; ac: number }): number;
} {
  return {
    attackOutcome: (r) => resolveAttack(r, rules),
    hitChance: (r) => attackHitChance(r, rules),
  };
}
