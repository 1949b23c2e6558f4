// What m20 and Space Opera both re-export unchanged from the d20 core (everything but the attack
// outcome and hit chance, which each ruleset fixes with its own natural-1 rule). The d20 core's
// index re-exports these too, with what only it offers.
export type { Stat } from "./core.js";
export { STATS, statBonus, DEFAULT_SKILL_STAT, skillTotal, armorClass } from "./core.js";
export type { AttackKind } from "./core.js";
export { ATTACK_KINDS, attackTotalBonus, damageFormula } from "./core.js";
export { criticalFormula } from "../dice/formula.js";
export { checkChance, opposedWinner, opposedCheckChance } from "./core.js";
export { initiativeOrder } from "./initiative.js";
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
export { healPerHour, recoveryRefusal } from "./healing.js";
export type { HourlySpan, HourlyHealing } from "./time-healing.js";
export { HOUR_SECONDS, hourlyHealing, intervalsPassed } from "./time-healing.js";
export type { RecoveryRefusal } from "./healing.js";
