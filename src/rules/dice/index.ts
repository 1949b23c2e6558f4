export type { DiceTerm } from "./terms.js";
export { parseFormula, isValidFormula } from "./parse.js";
export { flatSum } from "./terms.js";
export { formatFormula, criticalFormula, addModifier } from "./format.js";
export { minTotal, maxTotal, mean } from "./summary.js";
export { pmf, probability, opposedChance, opposedCounts } from "./pmf.js";
export { rollDie, rollFormula } from "./roll.js";
export type { Rng, RolledDie } from "./roll.js";
export { totalOfRolled, type RolledGroup } from "./rolled.js";
export {
  MAX_FORMULA_LENGTH,
  MAX_DICE_PER_GROUP,
  MAX_FACES,
  MAX_TOTAL_DICE,
  MAX_FLAT,
} from "./limits.js";
