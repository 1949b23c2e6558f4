// The exact chance of each side of a pair before the round is rolled, from the dice engine.
import { opposedCounts } from "../dice/pmf.js";
import { addModifier } from "../dice/formula.js";
import { chaseSpeed, fasterRunner } from "../star-worlds/chase.js";
import { assertInteger } from "../validate.js";
import { forcedWinner } from "./round.js";
import type { Chase, Pair, RoundCall, TieRule } from "./types.js";
import { RulesError } from "../rules-error.js";
/** The i18n keys of what a chase refuses (lang/en.json). */
const CHASE = "HOLOCRON.Rules.Error.Chase";

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
    throw new RulesError(
      `${CHASE}.ties`,
      {},
      `ties must be "nothing" or "reroll", got ${String(a.ties)}`,
    );
  const { wins, losses, ties, total } = opposedCounts(a.pursuer, a.quarry);
  if (a.ties === "reroll") {
    const over = wins + losses;
    if (over === 0)
      throw new RulesError(
        `${CHASE}.alwaysTies`,
        {},
        `"${a.pursuer}" against "${a.quarry}" always ties`,
      );
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

/**
 * A pair's odds this round with the GM's calls on its runners (rulings: Chases), as outcome counts:
 * an automatic loss decides the pair (both losing: the gap stays); a modifier is added to that
 * runner's check this round. A reroll chase (Star Worlds, ruling "Chases in every ruleset", revised;
 * seed 002: Speed first) needs the runners' `speeds`: the modifier adds to Speed too, the faster
 * runner wins with certainty, and only equal Speeds roll, every tie-break with the modifier again
 * (round.ts tieBreakFormula), so only the rolls that break the tie count.
 */
export function roundCounts(a: {
  pursuer: string;
  quarry: string;
  ties: TieRule;
  pursuerCall?: RoundCall | undefined;
  quarryCall?: RoundCall | undefined;
  speeds?: { pursuer: number; quarry: number } | undefined;
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
  const pursuerModifier = a.pursuerCall?.modifier ?? 0;
  const quarryModifier = a.quarryCall?.modifier ?? 0;
  if (a.ties === "reroll") {
    if (!a.speeds)
      throw new RulesError(
        `${CHASE}.needsSpeeds`,
        {},
        "a chase whose ties are rolled again compares Speeds first",
      );
    assertInteger(a.speeds.pursuer, "pursuer Speed");
    assertInteger(a.speeds.quarry, "quarry Speed");
    const faster = fasterRunner(
      a.speeds.pursuer + pursuerModifier,
      a.speeds.quarry + quarryModifier,
    );
    if (faster === "pursuer") return sure(1, 0, 0);
    if (faster === "quarry") return sure(0, 1, 0);
  }
  return pairCounts({
    pursuer: addModifier(a.pursuer, pursuerModifier),
    quarry: addModifier(a.quarry, quarryModifier),
    ties: a.ties,
  });
}

/** A pair's odds this round with the GM's calls (roundCounts, divided). */
export function roundOdds(a: Parameters<typeof roundCounts>[0]): PairOdds {
  return oddsOfCounts(roundCounts(a));
}

/** A runner's check before it rolls: its formula and the movement a won round moves the gap by. */
export interface RunnerCheck {
  formula: string;
  movement: number;
}

/**
 * A pair's odds this round as the tracker shows them, from the chase itself: its tie rule, the GM's
 * calls on both runners and, in a reroll (Star Worlds) chase, the Speeds their movements are.
 */
export function pairRoundCounts(
  c: Chase,
  pair: Pair,
  checks: { pursuer: RunnerCheck; quarry: RunnerCheck },
): PairCounts {
  return roundCounts({
    pursuer: checks.pursuer.formula,
    quarry: checks.quarry.formula,
    ties: c.ties,
    pursuerCall: c.calls?.[pair.pursuerId],
    quarryCall: c.calls?.[pair.quarryId],
    ...(c.ties === "reroll"
      ? {
          speeds: {
            pursuer: chaseSpeed(checks.pursuer.movement),
            quarry: chaseSpeed(checks.quarry.movement),
          },
        }
      : {}),
  });
}
