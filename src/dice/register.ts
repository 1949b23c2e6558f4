import { D20Check } from "./d20-check.js";
import { DamageRoll } from "./damage-roll.js";
import { WorldsCheck } from "./worlds-check.js";

/** Registers the roll classes so stored chat messages come back as them; called from `init`. */
export function registerRolls(): void {
  CONFIG.Dice.rolls.push(D20Check, WorldsCheck, DamageRoll);
}
