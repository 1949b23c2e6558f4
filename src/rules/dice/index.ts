export {
  type DiceTerm,
  parseFormula,
  isValidFormula,
  flatSum,
  formatFormula,
  criticalFormula,
  addModifier,
  totalOfRolled,
  type RolledGroup,
  MAX_FORMULA_LENGTH,
  MAX_DICE_PER_GROUP,
  MAX_FACES,
  MAX_TOTAL_DICE,
  MAX_FLAT,
} from "./formula.js";
export { minTotal, maxTotal, mean } from "./summary.js";
export { pmf, probability, opposedChance, opposedCounts } from "./pmf.js";
export { rollDie, rollFormula } from "./roll.js";
export type { Rng, RolledDie } from "./roll.js";
