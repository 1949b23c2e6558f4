// Star Worlds: 2d6 + attribute in bands, Vitality through Armor, Speed, Hero Points and levels.
export type { Outcome } from "./checks.js";
export {
  OUTCOMES,
  outcome,
  outcomeChances,
  bandChances,
  opposedWinner,
  opposedChance,
} from "./checks.js";
export type { Attribute, GenerationMethod } from "./checks.js";
export {
  ATTRIBUTES,
  ATTRIBUTE_MIN,
  ATTRIBUTE_MAX,
  CHOSEN_TOTAL_MAX,
  GENERATION_METHODS,
  attributeFromRoll,
  attributeFromGenerationRoll,
  validateAttributes,
  generationGrants,
  rollAttributes,
} from "./checks.js";
export type { LevelGains } from "./levels.js";
export {
  MAX_LEVEL,
  HERO_POINTS_PER_LEVEL,
  BASE_VITALITY,
  levelGains,
  damageDiceBonus,
  damageDiceTrace,
  DAMAGE_DIE_FACES,
  maxVitality,
  levelForHeroPointsSpent,
  heroPointProgress,
  levelsWaiting,
} from "./levels.js";
export type { WorldsHealth, Rest } from "./health.js";
export { RESTS, applyDamage, heal, recover } from "./health.js";
export type { RestSpan, RestTime } from "./rest-time.js";
export { BACTA_SECONDS, NIGHT_SECONDS, WEEK_SECONDS, restOfSpan } from "./rest-time.js";
export { UNARMORED, armorAndSpeed, turnOrder, tiedGroups } from "./speed.js";
export type { HeroSpend, HeroAward } from "./levels.js";
export {
  maxHeroPoints,
  MAX_HERO_POINTS,
  HERO_SPENDS,
  heroSpendFormula,
  spendHeroPoint,
  giveHeroPoints,
  gainHeroPoints,
  awardHeroPoints,
  evadeDamage,
} from "./levels.js";
export { MAX_CAREERS, maxCareersAtLevel, startingAbilityDue, validateCareers } from "./careers.js";
export {
  attackAttribute,
  ATTACK_BONUS,
  attackBonusTrace,
  SKILL_ATTRIBUTE,
  weaponDamageFormula,
  keptReroll,
} from "./checks.js";
export {
  FEET_PER_SPEED,
  chaseMovement,
  chaseMovementTrace,
  chaseFormula,
  chaseRound,
  chaseSpeed,
  fasterRunner,
} from "./chase.js";
export type {
  LevelUpNeeds,
  LevelUpRefusal,
  LevelUpChoice,
  LevelUpCharacter,
  LevelUpResult,
} from "./level-up.js";
export { levelsReady } from "./levels.js";
export { ATTRIBUTE_RAISED_MAX, levelUpNeeds, LevelUpError, takeLevel } from "./level-up.js";
export { knownSkills } from "./checks.js";
export {
  DAMAGE_DICE,
  LEVELS_WAITING,
  MAX_VITALITY,
  maxVitalityTrace,
  levelsWaitingTrace,
} from "./levels.js";
export { ARMOR, armorTrace, daringRollTrace, SPEED, speedTrace } from "./speed.js";
