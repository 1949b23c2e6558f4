// Chases: each round the pair make opposed Physical + DEX (Agility + DEX in vehicles) checks; the
// winner moves the gap by its own movement. A tie changes nothing (a chase-specific rule, unlike
// other opposed checks where the defender wins ties).
import { assertInteger, assertIntegerAtLeast } from "../validate.js";

/** Movement on foot. */
export const BASE_MOVEMENT = 30;

/** +1 on the chase check per full 10 ft of movement over 30. */
export function chaseBonus(movementFeet: number): number {
  assertIntegerAtLeast(movementFeet, "movement", 0);
  return Math.max(0, Math.floor((movementFeet - BASE_MOVEMENT) / 10));
}

type Runner = { total: number; movement: number };

function checkRunner(r: Runner, name: string): void {
  assertInteger(r.total, `${name}.total`);
  assertIntegerAtLeast(r.movement, `${name}.movement`, 0);
}

/**
 * One chase round. Totals already include chaseBonus. The pursuer winning closes the gap by its
 * movement (never below 0); the quarry winning widens it by its own. Gap 0 means caught.
 */
export function chaseRound(a: { gap: number; pursuer: Runner; quarry: Runner }): {
  gap: number;
  winner: "pursuer" | "quarry" | "none";
  caught: boolean;
} {
  assertIntegerAtLeast(a.gap, "gap", 0);
  checkRunner(a.pursuer, "pursuer");
  checkRunner(a.quarry, "quarry");
  let gap = a.gap;
  let winner: "pursuer" | "quarry" | "none" = "none";
  if (a.pursuer.total > a.quarry.total) {
    winner = "pursuer";
    gap = Math.max(0, gap - a.pursuer.movement);
  } else if (a.quarry.total > a.pursuer.total) {
    winner = "quarry";
    gap += a.quarry.movement;
  }
  return { gap, winner, caught: gap === 0 };
}
