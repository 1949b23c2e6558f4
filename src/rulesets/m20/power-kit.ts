// m20's powers: the Force (src/rules/m20/force.ts).
import { m20 } from "../../rules/index.js";
import { kitCheckTrace, type PowerKit, type ResisterStats } from "../power-kit.js";
import type { Power } from "../../rules/powers/types.js";

const resistTrace = (power: Power<string>, t: ResisterStats) =>
  m20.powerResistTrace(power as m20.ForcePower, {
    skills: { physical: t.physical, force: t.power },
    statBonuses: t.statBonuses,
  });

export const m20PowerKit: PowerKit = {
  ruleset: "m20",
  skill: "force",
  itemType: "forcePower",
  immuneKey: "HOLOCRON.Power.Dialog.Immune",
  effectNames: {},
  power: (id) => m20.FORCE_POWERS[id],
  cost: (a) => m20.forceCost(a),
  costTrace: (a) => m20.forceCostTrace(a),
  penalty: (targets) => m20.forcePenalty(targets),
  checkBonus: ({ rank, ...rest }) => m20.forceCheckBonus({ forceRank: rank, ...rest }),
  checkTrace: (a) => kitCheckTrace("force", a),
  resistBonus: (power, t) => resistTrace(power, t).value,
  resistTrace,
  damageFormula: (power, level) => m20.forcePowerDamageFormula(power as m20.ForcePower, level),
  damageTrace: (power, level) => m20.powerDamageTrace(power, level),
  canUse: (a) => m20.canUseForce(a),
};
