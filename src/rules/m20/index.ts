// Star Wars m20: the shared d20 core plus m20's hit points, STR damage and the Force.
export * from "../d20/shared.js";
export { attackOutcome, hitChance } from "./attack.js";
export type { M20Health, M20Status, MaxHpInput } from "./health.js";
export {
  maxHp,
  effectiveStr,
  applyDamage,
  applyHit,
  heal,
  healHp,
  secondWind,
  LEVEL_CAP,
} from "./health.js";
export type { ForcePowerId, ForcePower, ResistOption } from "./force.js";
export {
  FORCE_POWER_IDS,
  FORCE_POWERS,
  forceCost,
  forcePenalty,
  forceCheckBonus,
  canUseForce,
  effectiveRanks,
  resistBonus,
  forcePowerDamageFormula,
  battlemindBonus,
  negateEnergy,
  PRONE_AC_PENALTY,
  powerAffects,
  powerPayment,
} from "./force.js";
export type { PowerPayment, PowerRefusal } from "./force.js";
export { HIT_DICE_TOTAL, hitDiceTotalTrace, MAX_HP, maxHpTrace } from "./health.js";
// The traces both rulesets' powers share (src/rules/powers/rules.ts), named once here.
export {
  POWER_COST as FORCE_COST,
  powerCostTrace as forceCostTrace,
  powerCheckTrace as forceCheckTrace,
  powerPenaltyTrace,
  powerPenaltyExtraTargets,
  powerTotalTrace,
  powerDcTrace,
  powerResistTrace,
  battlemindTrace,
  hpAfterTrace,
  powerDamageTrace,
} from "../powers/rules.js";
