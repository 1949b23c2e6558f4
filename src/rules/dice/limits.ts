// Hard limits on what a formula may ask for. They are checked while parsing, before any pmf work,
// so an absurd formula such as "100000d100000" costs nothing but an Error.

/** Longest formula text accepted, in characters. */
export const MAX_FORMULA_LENGTH = 1000;
/** Most dice in one `NdF` group. */
export const MAX_DICE_PER_GROUP = 100;
/** Most faces on one die. */
export const MAX_FACES = 100;
/** Most dice in a whole formula (all groups together). */
export const MAX_TOTAL_DICE = 200;
/** Largest absolute value of one plain number in a formula. */
export const MAX_FLAT = 10000;
