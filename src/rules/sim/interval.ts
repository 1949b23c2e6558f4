// How sure a simulated chance is: the Wilson score interval of a count of wins out of a count of
// fights (Wilson 1927; the interval recommended over the normal one by Brown, Cai and DasGupta,
// "Interval Estimation for a Binomial Proportion", Statistical Science 16(2), 2001).
import { assertIntegerAtLeast, assertIntegerInRange } from "../validate.js";

/** z of a two-sided 95% interval. */
export const Z95 = 1.959964;

/** The 95% interval [low, high] of a chance seen `wins` times in `fights` fights. */
export function winInterval(wins: number, fights: number, z = Z95): [number, number] {
  assertIntegerAtLeast(fights, "fights", 1);
  assertIntegerInRange(wins, "wins", 0, fights);
  const p = wins / fights;
  const z2 = z * z;
  const centre = (p + z2 / (2 * fights)) / (1 + z2 / fights);
  const half =
    (z / (1 + z2 / fights)) * Math.sqrt((p * (1 - p)) / fights + z2 / (4 * fights * fights));
  // At none and at all, Wilson's bound is exactly 0 or 1; rounding would leave it a hair inside.
  return [wins === 0 ? 0 : centre - half, wins === fights ? 1 : centre + half];
}
