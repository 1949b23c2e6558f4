// The power rules of one ruleset, under one name: m20's Force or Space Opera's psionics (rulings:
// "Psionics replaces the Force"). A ruleset without powers (Star Worlds) has none. Nothing here
// decides anything; each adapter's kit only picks which src/rules functions apply.
import type { PowerItemType, PowerSkill, RulesetId } from "../config.js";
import { m20, type trace } from "../rules/index.js";
import type { Stat } from "../rules/d20/core.js";
import {
  canUsePowers,
  powerCheckBonus,
  powerCost,
  powerCostTrace,
  powerDamageFormula,
  powerDamageTrace,
  powerPenalty,
  powerResistTrace,
} from "../rules/powers/rules.js";
import type { Power, PowerEffect, PowerId } from "../rules/powers/types.js";

/** The rulesets that have powers. */
export type PowerRuleset = Extract<RulesetId, "m20" | "spaceOpera">;

/** A resister's numbers, with its power skill (Force or Psionics) under one key. */
export interface ResisterStats {
  physical: number;
  /** Force rank (m20) or Psionics rank (Space Opera); droids have 0. */
  power: number;
  statBonuses: Record<Stat, number>;
}

export interface PowerKit {
  ruleset: PowerRuleset;
  /** The power skill's key on actors ("force" / "psionics"). */
  skill: PowerSkill;
  /** The item type that holds these powers. */
  itemType: PowerItemType;
  /** i18n key of the power dialog's note on an immune target (m20: a droid; Space Opera: a robot). */
  immuneKey: string;
  /** Effects this ruleset words its own way (Space Opera's Machine Stun shuts down robots, not droids). */
  effectNames: Readonly<Partial<Record<PowerEffect, string>>>;
  power(id: PowerId): Power<string>;
  cost(a: { targets: number; inCombat: boolean; affinity?: boolean }): number;
  /** The cost as its terms; value = cost's. */
  costTrace(a: { targets: number; inCombat: boolean; affinity: boolean }): trace.Trace;
  penalty(targets: number): number;
  checkBonus(a: { rank: number; statBonus: number; targets: number; other?: number }): number;
  /** The check bonus as its terms (the dialog's modifier is its own term); value = checkBonus's. */
  checkTrace(a: { rank: number; statBonus: number; targets: number; other: number }): trace.Trace;
  resistBonus(power: Power<string>, target: ResisterStats): number;
  /** The resist bonus as the best option's terms; value = resistBonus's. */
  resistTrace(power: Power<string>, target: ResisterStats): trace.Trace;
  damageFormula(power: Power<string>, level: number): string | null;
  /** The damage's dice at the level, the count as its trace; formula = damageFormula's. */
  damageTrace(
    power: Power<string>,
    level: number,
  ): { formula: string; faces: number; dice: trace.Trace } | null;
  /** Who may use the kit's powers: a Knight (psion), no droid (robot), no mook (rulings: Mooks). */
  canUse(a: {
    knight: boolean;
    droid: boolean;
    mook?: boolean | undefined;
  }): { ok: true } | { ok: false; reason: m20.PowerRefusal };
}

/**
 * The power check's trace with the kit's skill: the rank, the MND bonus (the stat powers use: rulings,
 * The Force), the multi-target penalty and the dialog's modifier.
 */
export function kitCheckTrace(
  skill: PowerSkill,
  a: { rank: number; statBonus: number; targets: number; other: number },
): trace.Trace {
  const other: trace.TraceTerm[] =
    a.other === 0 ? [] : [{ label: "situational", value: a.other, source: { kind: "dialog" } }];
  return m20.forceCheckTrace({ skill, stat: "mnd", ...a, other });
}

/**
 * A kit of the power rules m20 and Space Opera share (rulings: "Psionics replaces the Force"): only
 * the ruleset's words, its power skill and its powers' table differ.
 */
export function sharedPowerKit(
  o: Pick<PowerKit, "ruleset" | "skill" | "itemType" | "immuneKey" | "effectNames"> & {
    powers: Readonly<Record<PowerId, Power<string>>>;
  },
): PowerKit {
  const { powers, ...words } = o;
  const resistTrace = (power: Power<string>, t: ResisterStats) =>
    powerResistTrace(power, {
      skills: { physical: t.physical, [o.skill]: t.power },
      statBonuses: t.statBonuses,
    });
  return {
    ...words,
    power: (id) => powers[id],
    cost: (a) => powerCost(a),
    costTrace: (a) => powerCostTrace(a),
    penalty: (targets) => powerPenalty(targets),
    checkBonus: (a) => powerCheckBonus(a),
    checkTrace: (a) => kitCheckTrace(o.skill, a),
    resistBonus: (power, t) => resistTrace(power, t).value,
    resistTrace,
    damageFormula: (power, level) => powerDamageFormula(power, level),
    damageTrace: (power, level) => powerDamageTrace(power, level),
    canUse: (a) => canUsePowers(a),
  };
}

/** A refusal's i18n key suffix in the kit's words: Space Opera's power users are psions, not Knights. */
export function refusalKey(kit: PowerKit, reason: string): string {
  if (kit.skill !== "psionics") return reason;
  // Space Opera's machines are robots (rulings: Robots).
  return reason === "notKnight" ? "notPsion" : reason === "droid" ? "robot" : reason;
}

export function isPowerId(value: unknown): value is PowerId {
  return typeof value === "string" && (m20.FORCE_POWER_IDS as readonly string[]).includes(value);
}
