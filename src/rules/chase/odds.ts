// The exact chance of each side of a pair before the round is rolled, from the dice engine.
import { opposedChance } from "../dice/pmf.js";
import type { TieRule } from "./types.js";

export interface PairOdds {
  pursuer: number;
  quarry: number;
  /** Chance the round changes nothing (0 when ties are rolled again). */
  tie: number;
}

/**
 * `pursuer` and `quarry` are the two check formulas ("1d20+3", "2d6+1"). A side wins only by
 * beating the other; a tie changes nothing, or (reroll) is rolled again until broken.
 */
export function pairOdds(a: { pursuer: string; quarry: string; ties: TieRule }): PairOdds {
  if (a.ties === "reroll") {
    const pursuer = opposedChance(a.pursuer, a.quarry, "reroll");
    return { pursuer, quarry: opposedChance(a.quarry, a.pursuer, "reroll"), tie: 0 };
  }
  if (a.ties !== "nothing")
    throw new Error(`ties must be "nothing" or "reroll", got ${String(a.ties)}`);
  // "defender" counts a tie as not a win for the first formula: exactly "beats".
  const pursuer = opposedChance(a.pursuer, a.quarry, "defender");
  const quarry = opposedChance(a.quarry, a.pursuer, "defender");
  return { pursuer, quarry, tie: Math.max(0, 1 - pursuer - quarry) };
}
