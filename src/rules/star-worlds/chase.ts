// Chases in Star Worlds (project ruling "Chases in every ruleset"): each round the pair make opposed
// 2d6 + Daring rolls, ties rolled again as every opposed Star Worlds roll; movement is 10 ft × Speed;
// the winner moves the gap by its movement (the Space Opera arithmetic); gap 0 is caught.
import { chaseRound as gapAfter } from "../space-opera/chase.js";
import { assertInteger, assertIntegerAtLeast } from "../validate.js";
import { opposedWinner } from "./outcome.js";
import { sumTrace, type Trace } from "../trace/trace.js";

/** Feet per Speed point. */
export const FEET_PER_SPEED = 10;

/** A runner's movement in feet: 10 ft × Speed. */
export function chaseMovement(speed: number): number {
  assertIntegerAtLeast(speed, "Speed", 0);
  return FEET_PER_SPEED * speed;
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
    throw new Error("movement trace disagrees with Speed");
  return t;
}

/** The chase check: 2d6 + Daring. */
export function chaseFormula(daring: number): string {
  assertInteger(daring, "Daring");
  // Stryker disable next-line EqualityOperator: a Daring of 0 returned "2d6" before the sign is chosen
  return daring === 0 ? "2d6" : `2d6${daring > 0 ? "+" : ""}${daring}`;
}

type Runner = { totals: number[]; movement: number };

/**
 * One Star Worlds chase round. `totals` are each side's roll followed by its tie-break rerolls, in
 * order: every pair of totals but the last must tie, and the last must not (ties are rolled again
 * until broken), so a round always has a winner.
 */
export function chaseRound(a: { gap: number; pursuer: Runner; quarry: Runner }): {
  gap: number;
  winner: "pursuer" | "quarry";
  caught: boolean;
} {
  const p = a.pursuer.totals;
  const q = a.quarry.totals;
  if (!Array.isArray(p) || !Array.isArray(q) || p.length === 0 || p.length !== q.length) {
    throw new Error("pursuer and quarry totals must be two lists of the same length, at least one");
  }
  for (let i = 0; i < p.length; i++) {
    const call = opposedWinner(p[i]!, q[i]!);
    const last = i === p.length - 1;
    if (!last && call !== "reroll")
      throw new Error(`roll ${i + 1} was not a tie: nothing to reroll`);
    if (last && call === "reroll")
      throw new Error("the last rolls tie: roll again before resolving");
  }
  const result = gapAfter({
    gap: a.gap,
    pursuer: { total: p[p.length - 1]!, movement: a.pursuer.movement },
    quarry: { total: q[q.length - 1]!, movement: a.quarry.movement },
  });
  // A tie was rolled again, so someone always wins here.
  return {
    gap: result.gap,
    winner: result.winner === "pursuer" ? "pursuer" : "quarry",
    caught: result.caught,
  };
}
