// What one use of a power will cost and how likely it is to work against each target: the numbers
// the power dialog shows, computed from the rules before anything is rolled or paid.
import { d20, m20, type trace } from "../rules/index.js";
import type { Power, PowerId } from "../rules/powers/types.js";
import type { PowerKit, ResisterStats } from "./power-kit.js";

export interface PowerUser {
  level: number;
  /** Force / Psionics rank. */
  rank: number;
  /** Bonus of the stat the check uses (MND unless chosen otherwise). */
  statBonus: number;
  knight: boolean;
  droid: boolean;
  affinity: boolean;
  /** Current HP, which pays the cost in combat. */
  hp: number;
  /** A mook has no HP: it cannot pay for a power, so it uses none (rulings: Mooks). */
  mook: boolean;
}

export interface PowerTarget {
  id: string;
  name: string;
  droid: boolean;
  stats: ResisterStats;
}

export interface PlanInput {
  kit: PowerKit;
  powerId: PowerId;
  user: PowerUser;
  targets: PowerTarget[];
  inCombat: boolean;
  /** Situational modifier on the check (GM's call). */
  modifier: number;
  /** The GM-set DC (Surge, Farseeing, Telepathy) or the damage to negate (Negate Energy). */
  dc: number;
}

type RowBase = {
  targetId: string;
  name: string;
  resistBonus: number;
  /** How the resist bonus was made: resistBonus is its value. */
  resistTrace: trace.Trace;
};

export type PlanRow =
  | (RowBase & { kind: "opposed"; chance: number })
  /** Stun Droid (Machine Stun) against a target that is no droid or robot: it has no effect. */
  | (RowBase & { kind: "immune"; chance: 0 });

export type PlanRefusal = m20.PowerRefusal | "noTarget" | "oneTarget";

export interface PowerPlan {
  ok: true;
  power: Power<string>;
  /** How many targets the cost and penalty count (1 for powers that take none). */
  targetCount: number;
  cost: number;
  /** How the cost was made: cost is its value. */
  costTrace: trace.Trace;
  /** What paying the cost takes and leaves, or why it cannot be paid (rulings: The Force). */
  payment: m20.PowerPayment;
  penalty: number;
  /** How the penalty was made: penalty is its value. */
  penaltyTrace: trace.Trace;
  /** The HP left once paid, as its terms (null when it cannot be paid). */
  hpAfterTrace: trace.Trace | null;
  checkBonus: number;
  /** How the check bonus was made: checkBonus is its value. */
  checkTrace: trace.Trace;
  /** Opposed powers: one row per target. */
  rows: PlanRow[];
  /** DC powers (and Negate Energy): the chance of reaching the DC. */
  dcChance: number | null;
  /** Battlemind: the chance of at least +1 and at least +2. */
  battlemind: { atLeast1: number; atLeast2: number } | null;
  /** What a success does (rulings: The Force): the power's effect and its damage at the user's level. */
  effect: PowerEffectView;
}

/** A power's effect as the dialog states it: its effect id and, for damage, die × level. */
export interface PowerEffectView {
  effect: Power<string>["effect"];
  /**
   * "7d4" for Force Push at level 7, with the dice count's trace (its term: the level) and the die's
   * faces; null for powers without damage.
   */
  damage: {
    formula: string;
    die: string;
    level: number;
    type: string;
    faces: number;
    dice: trace.Trace;
  } | null;
}

/** Pure: the effect of a success at the user's level (rulings: "1d4 × Knight level damage"). */
export function powerEffect(kit: PowerKit, power: Power<string>, level: number): PowerEffectView {
  const made = power.damage ? kit.damageTrace(power, Math.max(1, level)) : null;
  return {
    effect: power.effect,
    damage:
      power.damage && made
        ? {
            formula: made.formula,
            die: power.damage.die,
            level: Math.max(1, level),
            type: power.damage.type,
            faces: made.faces,
            dice: made.dice,
          }
        : null,
  };
}

/** The check totals Battlemind's +1 and +2 take: each full 10 adds 1 (seed 000 line 33). */
export const BATTLEMIND_TOTALS = [10, 20] as const;

export function isOpposed(power: Power<string>): boolean {
  return Array.isArray(power.resist);
}

/** The plan for one use, or why the user may not use it that way. */
export function planPower(input: PlanInput): PowerPlan | { ok: false; reason: PlanRefusal } {
  const { kit, user, targets } = input;
  const power = kit.power(input.powerId);
  const allowed = kit.canUse({ knight: user.knight, droid: user.droid, mook: user.mook });
  if (!allowed.ok) return { ok: false, reason: allowed.reason };
  const opposed = isOpposed(power);
  if (opposed && targets.length === 0) return { ok: false, reason: "noTarget" };
  if (opposed && !power.multiTarget && targets.length > 1)
    return { ok: false, reason: "oneTarget" };
  const targetCount = opposed ? targets.length : 1;
  const costTrace = kit.costTrace({
    targets: targetCount,
    inCombat: input.inCombat,
    affinity: user.affinity,
  });
  const cost = costTrace.value;
  const payment = m20.powerPayment({ cost, hp: user.hp, mook: user.mook });
  const penaltyTrace = m20.powerPenaltyTrace(targetCount);
  const checkTrace = kit.checkTrace({
    rank: user.rank,
    statBonus: user.statBonus,
    targets: targetCount,
    other: input.modifier,
  });
  const checkBonus = checkTrace.value;
  const rows: PlanRow[] = opposed
    ? targets.map((t) => {
        const resistTrace = kit.resistTrace(power, t.stats);
        const resistBonus = resistTrace.value;
        const base = { targetId: t.id, name: t.name, resistBonus, resistTrace };
        if (!m20.powerAffects(power, { machine: t.droid })) {
          return { kind: "immune", ...base, chance: 0 };
        }
        const chance = d20.opposedCheckChance({
          actorBonus: checkBonus,
          resisterBonus: resistBonus,
        });
        return { kind: "opposed", ...base, chance };
      })
    : [];
  const dcChance =
    power.resist === "dc" ? d20.checkChance({ bonus: checkBonus, dc: input.dc }) : null;
  const battlemind =
    power.effect === "battlemind"
      ? {
          atLeast1: d20.checkChance({ bonus: checkBonus, dc: BATTLEMIND_TOTALS[0] }),
          atLeast2: d20.checkChance({ bonus: checkBonus, dc: BATTLEMIND_TOTALS[1] }),
        }
      : null;
  return {
    ok: true,
    power,
    targetCount,
    cost,
    costTrace,
    payment,
    penalty: penaltyTrace.value,
    penaltyTrace,
    hpAfterTrace: payment.ok ? m20.hpAfterTrace(user.hp, payment.pay) : null,
    checkBonus,
    checkTrace,
    rows,
    dcChance,
    battlemind,
    effect: powerEffect(kit, power, user.level),
  };
}
