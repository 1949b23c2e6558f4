// The shared d20 core of m20 and Space Opera. The rulesets re-export what they share; attack
// outcome and hit chance differ (Space Opera's natural 1), so here they take the rule as a flag.
export type { Stat } from "./stats.js";
export { STATS, statBonus, DEFAULT_SKILL_STAT, skillTotal, armorClass } from "./stats.js";
export type { AttackKind, AttackRules } from "./attack.js";
export {
  ATTACK_KINDS,
  attackStat,
  attackTotalBonus,
  damageFormula,
  resolveAttack as attackOutcome,
  attackHitChance as hitChance,
} from "./attack.js";
export { criticalFormula } from "../dice/format.js";
export { checkChance, meetsDc, opposedWinner, opposedCheckChance } from "./checks.js";
export { initiativeOrder } from "./initiative.js";
export type { DeflectRefusal } from "./deflect.js";
export { canDeflect, deflectBonus, deflectChance, deflects } from "./deflect.js";
export type { PoisonSave } from "./hazards.js";
export {
  EXPOSURE_DAMAGE,
  EXPOSURE_INTERVAL_MINUTES,
  fallingDice,
  hazardBonus,
  landLightlyDC,
  halfRoundedUp,
  fallingFormula,
  landLightlyDamage,
  exposureDC,
  poisonDamage,
} from "./hazards.js";
export { healPerHour } from "./healing.js";
export type { HazardSpec, HazardKind, HazardOutcome, SurgeEffect } from "./hazard-outcome.js";
export { HAZARD_KINDS, hazardDc, hazardOutcome, nextExposureCount } from "./hazard-outcome.js";
