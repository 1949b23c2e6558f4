// The exact chance of each side of a pair before the round is rolled, from the dice engine.
import { opposedChance } from "../dice/pmf.js";
import { forcedWinner } from "./round.js";
import type { RoundCall, TieRule } from "./types.js";

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

/** A check formula with the GM's situational modifier added ("1d20+5", +2 → "1d20+5+2"). */
function withModifier(formula: string, modifier: number): string {
  if (modifier === 0) return formula;
  return `${formula}${modifier > 0 ? "+" : "-"}${Math.abs(modifier)}`;
}

/**
 * A pair's odds this round with the GM's calls on its runners (rulings: Chases): an automatic loss
 * decides the pair (both losing: the gap stays); a modifier is added to that runner's check this
 * round. Star Worlds' tie-break rerolls are plain checks (round.ts totals them without the modifier),
 * so a tie of the modified checks is then won as the plain checks are.
 */
export function roundOdds(a: {
  pursuer: string;
  quarry: string;
  ties: TieRule;
  pursuerCall?: RoundCall | undefined;
  quarryCall?: RoundCall | undefined;
}): PairOdds {
  const forced = forcedWinner(a.pursuerCall?.autoLoss === true, a.quarryCall?.autoLoss === true);
  if (forced === "pursuer") return { pursuer: 1, quarry: 0, tie: 0 };
  if (forced === "quarry") return { pursuer: 0, quarry: 1, tie: 0 };
  if (forced === "none") return { pursuer: 0, quarry: 0, tie: 1 };
  const first = pairOdds({
    pursuer: withModifier(a.pursuer, a.pursuerCall?.modifier ?? 0),
    quarry: withModifier(a.quarry, a.quarryCall?.modifier ?? 0),
    ties: "nothing",
  });
  if (a.ties === "nothing") return first;
  const again = pairOdds({ pursuer: a.pursuer, quarry: a.quarry, ties: a.ties });
  return {
    pursuer: first.pursuer + first.tie * again.pursuer,
    quarry: first.quarry + first.tie * again.quarry,
    tie: 0,
  };
}
