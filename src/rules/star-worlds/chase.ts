// Chases in Star Worlds (project ruling "Chases in every ruleset", revised; seed 002: "who runs the
// fastest" is Speed first, then a Daring roll on a tie): the higher Speed wins the round; equal Speeds
// make opposed 2d6 + Daring rolls, ties rolled again as every opposed Star Worlds roll; movement is
// 10 ft × Speed; the winner moves the gap by its movement (the Space Opera arithmetic); gap 0 is caught.
import { RulesError } from "../rules-error.js";
import { chaseRound as gapAfter } from "../space-opera/chase.js";
import { assertInteger, assertIntegerAtLeast } from "../validate.js";
import { opposedWinner } from "./checks.js";
import { sumTrace, type Trace } from "../trace/trace.js";

/** Feet per Speed point. */
export const FEET_PER_SPEED = 10;

/** A runner's movement in feet: 10 ft × Speed. */
export function chaseMovement(speed: number): number {
  assertIntegerAtLeast(speed, "Speed", 0);
  return FEET_PER_SPEED * speed;
}

/** The Speed a chase movement was made from (movement / 10 ft): a movement not a whole Speed throws. */
export function chaseSpeed(movement: number): number {
  assertIntegerAtLeast(movement, "movement", 0);
  if (movement % FEET_PER_SPEED !== 0) {
    throw new RulesError(
      "HOLOCRON.Rules.Error.movement",
      { feet: String(FEET_PER_SPEED), value: String(movement) },
      `movement must be ${FEET_PER_SPEED} ft per point of Speed, got ${movement}`,
    );
  }
  return movement / FEET_PER_SPEED;
}

/**
 * Movement as a trace: each term of the Speed's trace (the slowest armor worn, unarmored, an NPC's
 * or a vehicle's typed Speed) as its 10 ft per point, so the terms add up to chaseMovement's value.
 */
export function chaseMovementTrace(speed: Trace): Trace {
  const t = sumTrace(
    "chaseMovement",
    speed.terms.map((s) => ({ ...s, value: FEET_PER_SPEED * s.value })),
  );
  if (t.value !== chaseMovement(speed.value))
    // Cannot reach a user: the trace multiplies the Speed it was given; a mismatch is a bug.
    throw new Error("movement trace disagrees with Speed");
  return t;
}

/** The chase check: 2d6 + Daring. */
export function chaseFormula(daring: number): string {
  assertInteger(daring, "Daring");
  // Stryker disable next-line EqualityOperator: a Daring of 0 returned "2d6" before the sign is chosen
  return daring === 0 ? "2d6" : `2d6${daring > 0 ? "+" : ""}${daring}`;
}

/**
 * A runner of a round: its Daring totals (the round's roll, then its tie-break rerolls), its movement,
 * and the Speed it compares this round (absent: its movement's; the GM's one-round modifier is added
 * to it here, and to each total, by the caller).
 */
type Runner = { totals: number[]; movement: number; speed?: number | undefined };

/** Which runner is faster this round (higher Speed wins outright, seed 002); null on equal Speeds. */
export function fasterRunner(
  pursuerSpeed: number,
  quarrySpeed: number,
): "pursuer" | "quarry" | null {
  assertInteger(pursuerSpeed, "pursuer Speed");
  assertInteger(quarrySpeed, "quarry Speed");
  if (pursuerSpeed === quarrySpeed) return null;
  return pursuerSpeed > quarrySpeed ? "pursuer" : "quarry";
}

/**
 * One Star Worlds chase round. The higher Speed wins whatever the totals. On equal Speeds, `totals`
 * are each side's roll followed by its tie-break rerolls, in order: every pair of totals but the last
 * must tie, and the last must not (ties are rolled again until broken), so a round always has a winner.
 */
export function chaseRound(a: { gap: number; pursuer: Runner; quarry: Runner }): {
  gap: number;
  winner: "pursuer" | "quarry";
  caught: boolean;
} {
  const faster = fasterRunner(speedOf(a.pursuer), speedOf(a.quarry));
  const winner = faster ?? dicedWinner(a.pursuer.totals, a.quarry.totals);
  const result = gapAfter({
    gap: a.gap,
    pursuer: { total: winner === "pursuer" ? 1 : 0, movement: a.pursuer.movement },
    quarry: { total: winner === "quarry" ? 1 : 0, movement: a.quarry.movement },
  });
  return { gap: result.gap, winner, caught: result.caught };
}

function speedOf(r: Runner): number {
  const base = chaseSpeed(r.movement);
  return r.speed === undefined ? base : r.speed;
}

/** The winner of equal Speeds by the Daring totals and their tie-break rerolls. */
function dicedWinner(p: number[], q: number[]): "pursuer" | "quarry" {
  if (!Array.isArray(p) || !Array.isArray(q) || p.length === 0 || p.length !== q.length) {
    throw new RulesError(
      "HOLOCRON.Rules.Error.totals",
      {},
      "pursuer and quarry totals must be two lists of the same length, at least one",
    );
  }
  const last = p.length - 1;
  for (let i = 0; i < last; i++) {
    if (opposedWinner(p[i]!, q[i]!) !== "reroll")
      throw new RulesError(
        "HOLOCRON.Rules.Error.notTie",
        { roll: String(i + 1) },
        `roll ${i + 1} was not a tie: nothing to reroll`,
      );
  }
  const call = opposedWinner(p[last]!, q[last]!);
  if (call === "reroll")
    throw new RulesError(
      "HOLOCRON.Rules.Error.rollAgain",
      {},
      "the last rolls tie: roll again before resolving",
    );
  return call === "a" ? "pursuer" : "quarry";
}
