// Space Opera d20: the shared d20 core plus negative HP and dying, Heroism, chases and psionics.
export * from "../d20/shared.js";
export { attackOutcome, hitChance } from "./attack.js";
export type { OperaHealth, OperaStatus } from "./health.js";
export { maxHp, applyDamage, applyHit, heal, die } from "./health.js";
export type { CombatRound } from "./health.js";
export {
  DYING_DC,
  dyingCheckBonus,
  dyingCheck,
  dyingCheckDue,
  dyingSurvivalChance,
} from "./health.js";
export { secondWindFormula, spendHeroismPoint } from "./heroism.js";
export { BASE_MOVEMENT, chaseBonus, chaseRound } from "./chase.js";
export type { PsionicPowerId, PsionicPower, PsionicResistOption } from "./psionics.js";
export {
  PSIONIC_POWER_IDS,
  PSIONIC_POWERS,
  psionicCost,
  psionicPenalty,
  psionicCheckBonus,
  canUsePsionics,
  resistBonus,
  psionicDamageFormula,
  effectiveRanks,
} from "./psionics.js";
export {
  battlemindBonus,
  negateEnergy,
  PRONE_AC_PENALTY,
  powerAffects,
  powerPayment,
} from "../powers/rules.js";
export type { PowerPayment, PowerRefusal } from "../powers/rules.js";
export { MAX_HP, maxHpTrace } from "./health.js";
export {
  POWER_COST as PSIONIC_COST,
  powerCostTrace as psionicCostTrace,
  powerCheckTrace as psionicCheckTrace,
  powerResistTrace,
  powerDamageTrace,
} from "../powers/rules.js";
