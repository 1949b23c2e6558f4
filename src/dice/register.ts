import { D20Check, DamageRoll, WorldsCheck } from "./rolls.js";

/** Registers the roll classes so stored chat messages come back as them; called from `init`. */
export function registerRolls(): void {
  CONFIG.Dice.rolls.push(D20Check, WorldsCheck, DamageRoll);
}
