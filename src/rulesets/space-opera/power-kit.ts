// Space Opera's powers: psionics (src/rules/space-opera/psionics.ts).
import { spaceOpera } from "../../rules/index.js";
import { kitCheckTrace, type PowerKit, type ResisterStats } from "../power-kit.js";
import type { Power } from "../../rules/powers/types.js";

const resistTrace = (power: Power<string>, t: ResisterStats) =>
  spaceOpera.powerResistTrace(power as spaceOpera.PsionicPower, {
    skills: { physical: t.physical, psionics: t.power },
    statBonuses: t.statBonuses,
  });

export const spaceOperaPowerKit: PowerKit = {
  ruleset: "spaceOpera",
  skill: "psionics",
  itemType: "psionicPower",
  immuneKey: "HOLOCRON.Power.Dialog.ImmuneRobot",
  // rulings: Robots.
  effectNames: { shutDownDroid: "shutDownRobot" },
  power: (id) => spaceOpera.PSIONIC_POWERS[id],
  cost: (a) => spaceOpera.psionicCost(a),
  costTrace: (a) => spaceOpera.psionicCostTrace(a),
  penalty: (targets) => spaceOpera.psionicPenalty(targets),
  checkBonus: ({ rank, ...rest }) => spaceOpera.psionicCheckBonus({ psionicsRank: rank, ...rest }),
  checkTrace: (a) => kitCheckTrace("psionics", a),
  resistBonus: (power, t) => resistTrace(power, t).value,
  resistTrace,
  damageFormula: (power, level) =>
    spaceOpera.psionicDamageFormula(power as spaceOpera.PsionicPower, level),
  damageTrace: (power, level) => spaceOpera.powerDamageTrace(power, level),
  canUse: (a) => spaceOpera.canUsePsionics(a),
};
