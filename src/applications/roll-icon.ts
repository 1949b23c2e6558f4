// The icon a roll's button shows: the die the ruleset rolls. The d20 rulesets roll a d20; Star Worlds
// rolls 2d6 (seed 002 line 4: "roll 2d6 and total the results"), shown as Font Awesome's pair of dice.
import type { RulesetId } from "../config.js";

/** Whether the ruleset's checks roll 2d6 (Star Worlds) rather than a d20. */
export const ROLLS_2D6: Readonly<Record<RulesetId, boolean>> = Object.freeze({
  m20: false,
  spaceOpera: false,
  starWorlds: true,
});

export const ROLL_ICON: Readonly<Record<RulesetId, string>> = Object.freeze({
  m20: "fa-solid fa-dice-d20",
  spaceOpera: "fa-solid fa-dice-d20",
  starWorlds: "fa-solid fa-dice",
});
