// Heroism Points: spending one gives a second wind of 2d6+2 HP.
import { RulesError } from "../rules-error.js";
import { assertIntegerAtLeast } from "../validate.js";

export const secondWindFormula = "2d6+2";

/** The pool after spending one point; throws when the pool is empty. */
export function spendHeroismPoint(pool: number): number {
  assertIntegerAtLeast(pool, "Heroism Points", 0);
  if (pool === 0)
    throw new RulesError("HOLOCRON.Rules.Error.noHeroismPoints", {}, "No Heroism Points to spend");
  return pool - 1;
}
