// The shared d20 core of m20 and Space Opera. The rulesets re-export what they share (shared.ts);
// attack outcome and hit chance differ (Space Opera's natural 1), so here they take the rule as a
// flag.
export * from "./shared.js";
export type { AttackRules } from "./core.js";
export {
  attackStat,
  resolveAttack as attackOutcome,
  attackHitChance as hitChance,
} from "./core.js";
export { meetsDc } from "./core.js";
export type { DeflectRefusal } from "./deflect.js";
export { canDeflect, deflectBonus, deflectBonusTrace, deflectChance, deflects } from "./deflect.js";
export type { PoisonSave } from "./hazards.js";
export { exposureDcTrace, fallingDiceTrace } from "./hazards.js";
export type { HazardSpec, HazardKind, HazardOutcome, SurgeEffect } from "./hazard-outcome.js";
export {
  HAZARD_KINDS,
  hazardDc,
  hazardOutcome,
  hazardTakenTrace,
  nextExposureCount,
} from "./hazard-outcome.js";
export {
  ARMOR_CLASS,
  armorClassTrace,
  SKILL_TOTAL,
  skillTotalTrace,
  STAT_BONUS,
  statBonusTrace,
} from "./core.js";
export type { AttackTotalInputs } from "./core.js";
export {
  ATTACK_TOTAL,
  attackTotalAddends,
  attackTotalTrace,
  DAMAGE_FLAT,
  damageFlatTrace,
  damageFormulaTrace,
  WEAPON_ATTACK,
} from "./core.js";
export {
  INITIATIVE,
  initiativeTieTrace,
  initiativeTotalTrace,
  initiativeTrace,
} from "./initiative.js";
