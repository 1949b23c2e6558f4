// The exact chance of each side of a pair before the round is rolled, from the dice engine.
import { opposedCounts } from "../dice/pmf.js";
import { forcedWinner } from "./round.js";
import type { RoundCall, TieRule } from "./types.js";

export interface PairOdds {
  pursuer: number;
  quarry: number;
  /** Chance the round changes nothing (0 when ties are rolled again). */
  tie: number;
}

/** A chance as an exact count of equally likely outcomes over all of them (its breakdown's ratio). */
export interface OutcomeCount {
  of: number;
  over: number;
}

/** Each side's chance of a pair as outcome counts; PairOdds is each `of / over`. */
export interface PairCounts {
  pursuer: OutcomeCount;
  quarry: OutcomeCount;
  tie: OutcomeCount;
}

/** The chances the counts make: one division each, so the odds shown and their counts agree. */
export function oddsOfCounts(c: PairCounts): PairOdds {
  return {
    pursuer: c.pursuer.of / c.pursuer.over,
    quarry: c.quarry.of / c.quarry.over,
    tie: c.tie.of / c.tie.over,
  };
}

/**
 * `pursuer` and `quarry` are the two check formulas ("1d20+3", "2d6+1"), counted over every roll of
 * both. A side wins only by beating the other; a tie changes nothing, or (reroll) is rolled again
 * until broken, so only the rolls that break it count.
 */
export function pairCounts(a: { pursuer: string; quarry: string; ties: TieRule }): PairCounts {
  if (a.ties !== "nothing" && a.ties !== "reroll")
    throw new Error(`ties must be "nothing" or "reroll", got ${String(a.ties)}`);
  const { wins, losses, ties, total } = opposedCounts(a.pursuer, a.quarry);
  if (a.ties === "reroll") {
    const over = wins + losses;
    if (over === 0) throw new Error(`"${a.pursuer}" against "${a.quarry}" always ties`);
    return { pursuer: { of: wins, over }, quarry: { of: losses, over }, tie: { of: 0, over } };
  }
  return {
    pursuer: { of: wins, over: total },
    quarry: { of: losses, over: total },
    tie: { of: ties, over: total },
  };
}

/** The exact chance of each side of a pair before the round is rolled (pairCounts, divided). */
export function pairOdds(a: { pursuer: string; quarry: string; ties: TieRule }): PairOdds {
  return oddsOfCounts(pairCounts(a));
}

/** A check formula with the GM's situational modifier added ("1d20+5", +2 → "1d20+5+2"). */
function withModifier(formula: string, modifier: number): string {
  if (modifier === 0) return formula;
  return `${formula}${modifier > 0 ? "+" : "-"}${Math.abs(modifier)}`;
}

/**
 * A pair's odds this round with the GM's calls on its runners (rulings: Chases), as outcome counts:
 * an automatic loss decides the pair (both losing: the gap stays); a modifier is added to that
 * runner's check this round. Star Worlds' tie-break rerolls are plain checks (round.ts totals them
 * without the modifier), so a tie of the modified checks is then won as the plain checks are: over
 * every modified roll times every tie-breaking plain roll.
 */
export function roundCounts(a: {
  pursuer: string;
  quarry: string;
  ties: TieRule;
  pursuerCall?: RoundCall | undefined;
  quarryCall?: RoundCall | undefined;
}): PairCounts {
  const forced = forcedWinner(a.pursuerCall?.autoLoss === true, a.quarryCall?.autoLoss === true);
  const sure = (p: number, q: number, t: number): PairCounts => ({
    pursuer: { of: p, over: 1 },
    quarry: { of: q, over: 1 },
    tie: { of: t, over: 1 },
  });
  if (forced === "pursuer") return sure(1, 0, 0);
  if (forced === "quarry") return sure(0, 1, 0);
  if (forced === "none") return sure(0, 0, 1);
  const first = pairCounts({
    pursuer: withModifier(a.pursuer, a.pursuerCall?.modifier ?? 0),
    quarry: withModifier(a.quarry, a.quarryCall?.modifier ?? 0),
    ties: "nothing",
  });
  if (a.ties === "nothing") return first;
  const again = pairCounts({ pursuer: a.pursuer, quarry: a.quarry, ties: a.ties });
  const over = first.tie.over * again.tie.over;
  const scale = (c: OutcomeCount, after: OutcomeCount): OutcomeCount => ({
    of: c.of * again.tie.over + first.tie.of * after.of,
    over,
  });
  return {
    pursuer: scale(first.pursuer, again.pursuer),
    quarry: scale(first.quarry, again.quarry),
    tie: { of: 0, over },
  };
}

/** A pair's odds this round with the GM's calls (roundCounts, divided). */
export function roundOdds(a: Parameters<typeof roundCounts>[0]): PairOdds {
  return oddsOfCounts(roundCounts(a));
}
