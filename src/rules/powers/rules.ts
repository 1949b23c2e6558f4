// Cost, penalty, resistance and effects of powers: the m20 Force rules, which Space Opera's
// psionics use unchanged (rulings: "Psionics replaces the Force").
import { RulesError } from "../rules-error.js";
import { type Stat, rankAndStatTerms, STATS, type RankAndStat } from "../d20/core.js";
import { parseFormula } from "../dice/formula.js";
import { assertBoolean, assertInteger, assertIntegerAtLeast } from "../validate.js";
import type { Power, PowerSkill } from "./types.js";
import {
  sumTrace,
  term,
  type Trace,
  type TraceTerm,
  addendTerms,
  defineRule,
} from "../trace/trace.js";

const BASE_COST = 4;
const AFFINITY_COST = 2;
const PENALTY_PER_EXTRA_TARGET = 2;

/** −2 on each target's check per target beyond the first (0 for one target). */
export function powerPenalty(targets: number): number {
  return powerPenaltyTrace(targets).value;
}

/** The multi-target penalty as its one term (none for one target), under the check's rule. */
export function powerPenaltyTrace(targets: number): Trace {
  assertIntegerAtLeast(targets, "targets", 1);
  const penalty = 0 - PENALTY_PER_EXTRA_TARGET * (targets - 1);
  return sumTrace("powerCheck", penalty === 0 ? [] : [term("multiTarget", penalty, "targets")]);
}

/**
 * How many targets beyond the first a multi-target penalty is for: −8 is for 4 (−2 each), so a card
 * that stored only its penalty can say so; null for a number no target count makes.
 */
export function powerPenaltyExtraTargets(penalty: number): number | null {
  const extra = (0 - penalty) / PENALTY_PER_EXTRA_TARGET;
  return Number.isInteger(extra) && extra >= 0 ? extra : null;
}

/**
 * HP cost of one use: in combat 4 (2 with the Affinity trait) + 1 per target beyond the first, paid
 * whatever the outcome; out of combat nothing.
 */
export function powerCost(a: { targets: number; inCombat: boolean; affinity?: boolean }): number {
  assertIntegerAtLeast(a.targets, "targets", 1);
  assertBoolean(a.inCombat, "inCombat");
  const affinity = a.affinity ?? false;
  assertBoolean(affinity, "affinity");
  return POWER_COST.value({ targets: a.targets, inCombat: a.inCombat, affinity });
}

/** The cost as its terms: 4 (or Affinity's 2) and 1 per extra target; out of combat, none. */
export const POWER_COST = defineRule(
  "powerCost",
  (t, a: { targets: number; inCombat: boolean; affinity: boolean }) => {
    assertIntegerAtLeast(a.targets, "targets", 1);
    if (!a.inCombat) return t.add("outOfCombat", 0, "rule");
    if (a.affinity) t.add("affinity", AFFINITY_COST, "rule");
    else t.add("base", BASE_COST, "rule");
    if (a.targets > 1) t.add("extraTargets", a.targets - 1, "targets");
  },
);

export function powerCostTrace(a: {
  targets: number;
  inCombat: boolean;
  affinity: boolean;
}): Trace {
  return POWER_COST.trace(a);
}

/** Check bonus: power-skill rank + stat bonus (usually MND) + multi-target penalty + other. */
export function powerCheckBonus(a: {
  rank: number;
  statBonus: number;
  targets: number;
  other?: number;
}): number {
  const other = a.other ?? 0;
  assertInteger(other, "other modifier");
  return powerCheckTrace({
    skill: "",
    stat: "mnd",
    rank: a.rank,
    statBonus: a.statBonus,
    targets: a.targets,
    other: other === 0 ? [] : [term("modifier", other, "effect")],
  }).value;
}

/** The power check bonus as its terms: rank, stat bonus, the multi-target penalty, other modifiers. */
export function powerCheckTrace(a: RankAndStat & { targets: number }): Trace {
  const base = rankAndStatTerms(a, "power skill rank");
  const multi = powerPenaltyTrace(a.targets).terms;
  return sumTrace("powerCheck", [...base, ...multi, ...addendTerms(a.other)]);
}

/** A rolled check's total as its terms: the d20's face, then the check bonus's own terms. */
export function powerTotalTrace(natural: number, bonus: Trace): Trace {
  assertIntegerAtLeast(natural, "natural", 1);
  return sumTrace(bonus.rule, [term("natural", natural, "roll"), ...bonus.terms]);
}

/**
 * The DC a DC power's check must reach: the GM's (Surge, Farseeing, Telepathy) or, for Negate
 * Energy, the energy damage taken (seed 000 line 34, "DC equal amount of damage taken").
 */
export function powerDcTrace(a: { dc: number; negates: boolean }): Trace {
  assertIntegerAtLeast(a.dc, "dc", 0);
  return sumTrace("powerDc", [
    a.negates ? term("energyDamage", a.dc, "card") : term("gmDc", a.dc, "dialog"),
  ]);
}

/** The resister's bonus: per option, skill rank + its best stat bonus; the best option counts. */
export function powerResistBonus<S extends string>(
  power: Power<S>,
  target: { skills: Record<"physical" | S, number>; statBonuses: Record<Stat, number> },
): number {
  return powerResistTrace(power, target).value;
}

/** The resist bonus as the best option's rank and stat bonus; the other options are notes. */
export function powerResistTrace<S extends string>(
  power: Power<S>,
  target: { skills: Record<"physical" | S, number>; statBonuses: Record<Stat, number> },
): Trace {
  if (!Array.isArray(power.resist)) {
    throw new RulesError(
      "HOLOCRON.Rules.Error.notResisted",
      { power: power.id },
      `${power.id} is not resisted by a check (resist: ${power.resist})`,
    );
  }
  for (const stat of STATS) assertInteger(target.statBonuses[stat], `statBonuses.${stat}`);
  let best: Trace | null = null;
  const notes: TraceTerm[] = [];
  for (const option of power.resist) {
    const rank = target.skills[option.skill];
    assertIntegerAtLeast(rank, `skills.${option.skill}`, 0);
    const stat = option.stats.reduce((b, s) =>
      target.statBonuses[s] > target.statBonuses[b] ? s : b,
    );
    const t = sumTrace("powerResist", [
      term("rank", rank, "rank", option.skill),
      term("statBonus", target.statBonuses[stat], "stat", stat),
    ]);
    if (best === null || t.value > best.value) {
      if (best !== null) notes.push(term("otherResist", best.value, "rank", skillOf(best)));
      best = t;
    } else notes.push(term("otherResist", t.value, "rank", option.skill));
  }
  if (best === null)
    throw new RulesError(
      "HOLOCRON.Rules.Error.noResist",
      { power: power.id },
      `${power.id} names no way to resist it`,
    );
  return notes.length === 0 ? best : { ...best, notes };
}

const skillOf = (t: Trace) => t.terms[0]?.source.name ?? "";

/** "7d4" for a 7th-level Push; null for powers that deal no damage. */
export function powerDamageFormula<S extends string>(
  power: Power<S>,
  level: number,
): string | null {
  return powerDamageTrace(power, level)?.formula ?? null;
}

/**
 * A damaging power's dice at the user's level: one of the power's die per level (seed 000 line 31,
 * "1d4 damage per Knight level"), so the count's one term is the level; `faces` is the die's, and
 * `formula` the two together ("7d4"). Null for powers that deal no damage.
 */
export function powerDamageTrace<S extends string>(
  power: Power<S>,
  level: number,
): { formula: string; faces: number; dice: Trace } | null {
  assertIntegerAtLeast(level, "level", 1);
  if (power.damage === null) return null;
  const dice = sumTrace("powerDamage", [term("userLevel", level, "level")]);
  const faces = Number(power.damage.die.slice(power.damage.die.indexOf("d") + 1));
  const formula = `${dice.value}d${faces}`;
  parseFormula(formula);
  return { formula, faces, dice };
}

/** Battlemind: +1 to attack, damage and AC per full 10 points of the check total (never below 0). */
export function battlemindBonus(checkTotal: number): number {
  return battlemindTrace(checkTotal).value;
}

/** Battlemind's bonus as its one term: the full tens of the check total (seed 000 line 33). */
export function battlemindTrace(checkTotal: number): Trace {
  assertInteger(checkTotal, "check total");
  return sumTrace("battlemind", [
    term("fullTens", Math.max(0, Math.floor(checkTotal / 10)), "roll"),
  ]);
}

/** Negate Energy: DC = the energy damage taken; success (total ≥ damage) negates it. */
export function negateEnergy(a: { checkTotal: number; damage: number }): { negated: boolean } {
  assertInteger(a.checkTotal, "check total");
  assertIntegerAtLeast(a.damage, "damage", 0);
  return { negated: a.checkTotal >= a.damage };
}

/** Force Push leaves the target prone: −4 AC until it spends a move to stand. */
export const PRONE_AC_PENALTY = -4;

/**
 * Only Knights use powers; droids have no power-skill rank at all; a mook has no hit points to pay
 * a power's cost, so it uses none (rulings: Mooks, revised: paying nothing removed the cost that
 * limits Knights). `mook` absent: not a mook.
 */
export function canUsePowers(a: {
  knight: boolean;
  droid: boolean;
  mook?: boolean | undefined;
}): { ok: true } | { ok: false; reason: PowerRefusal } {
  assertBoolean(a.knight, "knight");
  assertBoolean(a.droid, "droid");
  const mook = a.mook ?? false;
  assertBoolean(mook, "mook");
  if (a.droid) return { ok: false, reason: "droid" };
  if (!a.knight) return { ok: false, reason: "notKnight" };
  if (mook) return { ok: false, reason: "mook" };
  return { ok: true };
}

/** Why someone may not use powers at all: no Knight, a droid, or a mook (no HP to pay). */
export type PowerRefusal = "notKnight" | "droid" | "mook";

/**
 * Stun Droid (Space Opera's Machine Stun) acts only on a machine: an m20 droid or a Space Opera
 * robot (seed 000 line 37, "droid targets which do not make their save are shut off"; rulings:
 * Robots). Every other power acts on anyone.
 */
export function powerAffects<S extends string>(
  power: Power<S>,
  target: { machine: boolean },
): boolean {
  assertBoolean(target.machine, "machine");
  return power.effect !== "shutDownDroid" || target.machine;
}

/**
 * The skill ranks the rules read: a machine (droid, robot) has no rank in the power skill, so its
 * stored rank counts 0 (seed 000 line 25, "all characters have a Force skill rank (except
 * droids)"; rulings: Robots). Stored ranks stay as typed: switching the flag off brings it back.
 */
export function machineRanks(
  skills: Readonly<Record<string, number>>,
  powerSkill: string,
  machine: boolean,
): Record<string, number> {
  assertBoolean(machine, "machine");
  const ranks = { ...skills };
  if (machine && Object.hasOwn(ranks, powerSkill)) ranks[powerSkill] = 0;
  return ranks;
}

/**
 * `machineRanks` bound to one ruleset's power skill: the skill ranks its rules read, a machine's
 * stored rank of that skill counting 0 (m20's droids, Space Opera's robots).
 */
export function machineRanksOf(
  powerSkill: PowerSkill,
): (skills: Readonly<Record<string, number>>, machine: boolean) => Record<string, number> {
  return (skills, machine) => machineRanks(skills, powerSkill, machine);
}

/** `powerCheckBonus` with the rank under the ruleset's own name (`forceRank`, `psionicsRank`). */
export function checkBonusOf<K extends string>(
  rankKey: K,
): (a: Record<K, number> & { statBonus: number; targets: number; other?: number }) => number {
  return (a) => {
    const base = { rank: a[rankKey], statBonus: a.statBonus, targets: a.targets };
    // Stryker disable next-line ConditionalExpression: `other: undefined` reads as 0 too; the shape is for exactOptionalPropertyTypes
    return powerCheckBonus(a.other === undefined ? base : { ...base, other: a.other });
  };
}

/** What one use takes from the user's HP, or why it cannot be paid. */
export type PowerPayment =
  | {
      ok: true;
      /** HP taken (0 out of combat). */
      pay: number;
      /** HP left after paying. */
      hpAfter: number;
    }
  | { ok: false; reason: "notEnoughHp"; hp: number; cost: number }
  | { ok: false; reason: "mook" };

/**
 * Paying a power's cost. A mook has no hit points, so it cannot pay at all (rulings: Mooks,
 * revised). Anyone else spends only HP it has (seed 000 line 34, "as many attacks per round as he
 * has HP to spend"; rulings: The Force): a cost above the current HP cannot be paid; paying exactly
 * down to 0 can. A use that costs nothing (out of combat) is always paid, whatever the HP.
 */
export function powerPayment(a: { cost: number; hp: number; mook: boolean }): PowerPayment {
  assertIntegerAtLeast(a.cost, "cost", 0);
  assertInteger(a.hp, "hp");
  assertBoolean(a.mook, "mook");
  if (a.mook) return { ok: false, reason: "mook" };
  if (a.cost === 0) return { ok: true, pay: 0, hpAfter: a.hp };
  if (a.cost > a.hp) return { ok: false, reason: "notEnoughHp", hp: a.hp, cost: a.cost };
  return { ok: true, pay: a.cost, hpAfter: hpAfterTrace(a.hp, a.cost).value };
}

/** The HP left once a cost is paid: the current HP less the cost, under the cost's rule. */
export function hpAfterTrace(hp: number, pay: number): Trace {
  assertInteger(hp, "hp");
  assertIntegerAtLeast(pay, "pay", 0);
  return sumTrace("powerCost", [term("currentHp", hp, "actor"), term("costPaid", -pay, "rule")]);
}
