// What m20 and Space Opera both re-export unchanged from the d20 core (everything but the
// attack outcome and hit chance, which each ruleset fixes with its own natural-1 rule).
export type { Stat, AttackKind } from "./index.js";
export {
  STATS,
  statBonus,
  DEFAULT_SKILL_STAT,
  skillTotal,
  armorClass,
  ATTACK_KINDS,
  attackTotalBonus,
  damageFormula,
  criticalFormula,
  checkChance,
  opposedWinner,
  opposedCheckChance,
  initiativeOrder,
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
  healPerHour,
} from "./index.js";
