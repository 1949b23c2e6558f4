// The 36 equally likely outcomes of 2d6, as counts per total: every Star Worlds chance is k/36.
import { deepFreeze } from "../freeze.js";
export const TWO_D6_MIN = 2;
/** TWO_D6_COUNTS[t - 2] = ways to roll t on 2d6. */
export const TWO_D6_COUNTS: readonly number[] = deepFreeze([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
export const TWO_D6_OUTCOMES = 36;
