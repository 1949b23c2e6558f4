// A power user and targets for the tests that plan a power and show or roll it: a 3rd-level
// Knight with Force 4 and MND +2, and targets with Physical 1 and STR +1 (each resists at +2).
import { powerKit } from "../../src/rulesets/index.js";
import type { PowerKit } from "../../src/rulesets/power-kit.js";
import {
  planPower,
  type PowerPlan,
  type PowerTarget,
  type PowerUser,
} from "../../src/rulesets/power-plan.js";
import type { PowerId } from "../../src/rules/powers/types.js";

export const KNIGHT_3: PowerUser = {
  level: 3,
  rank: 4,
  statBonus: 2,
  knight: true,
  droid: false,
  affinity: false,
  hp: 40,
  mook: false,
};

/** A 7th-level Knight: Force 7, MND +2, 40 HP. */
export const KNIGHT_7: PowerUser = { ...KNIGHT_3, level: 7, rank: 7 };

export function powerTarget(id: string, droid: boolean): PowerTarget {
  return {
    id,
    name: id,
    droid,
    stats: { physical: 1, power: 0, statBonuses: { str: 1, dex: 0, mnd: 0 } },
  };
}

/** KNIGHT_3's m20 plan in combat (DC 15, no modifier); these tests plan only powers it may use. */
export function knightPlan(powerId: PowerId, targets: PowerTarget[]): PowerPlan {
  const kit = powerKit("m20") as PowerKit;
  const plan = planPower({
    kit,
    powerId,
    user: KNIGHT_3,
    targets,
    inCombat: true,
    modifier: 0,
    dc: 15,
  });
  if (!plan.ok) throw new Error(`the fixture cannot use ${powerId}: ${plan.reason}`);
  return plan;
}
