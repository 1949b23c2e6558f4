// Attacks of the shared d20 core. The two rulesets differ only in whether a natural 1 misses,
// so the outcome and hit chance take that as a rule flag and each ruleset fixes it.
import { deepFreeze } from "../freeze.js";
import { addModifier } from "../dice/formula.js";
import type { Stat } from "./stats.js";
import { assertInteger, assertIntegerInRange, assertOneOf } from "../validate.js";
import { term, type Trace, defineRule, type Addends, type SummedTerms } from "../trace/trace.js";

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
