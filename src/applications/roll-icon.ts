// The icon a roll's button shows: the die the ruleset's checks roll (its adapter's check kind). A d20
// check shows a d20; Star Worlds' 2d6 bands (seed 002 line 4: "roll 2d6 and total the results") show
// Font Awesome's pair of dice.
import type { CheckKind, RulesetId } from "../config.js";
import { rollsBands, rulesetById } from "../rulesets/index.js";

export const CHECK_ICON: Readonly<Record<CheckKind, string>> = Object.freeze({
  d20: "fa-solid fa-dice-d20",
  worlds: "fa-solid fa-dice",
});

/** The icon of the die this ruleset's checks roll. */
export function rollIcon(ruleset: RulesetId): string {
  return CHECK_ICON[rulesetById(ruleset).checks.kind];
}

/** Whether this ruleset's checks roll a pair of dice (2d6) rather than a d20. */
export function rollsPairOfDice(ruleset: RulesetId): boolean {
  return rollsBands(rulesetById(ruleset).checks);
}
