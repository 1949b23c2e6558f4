// How a ruleset runs a chase (rulings "Chases in every ruleset"): which check each runner rolls, on
// foot or in a vehicle, its movement, and what a tie does. The chase tracker reads these members and
// never asks which ruleset it is in.
import { type chase, dice, spaceOpera } from "../rules/index.js";

/** One number added to a chase check, for the "1d20 + 2 Physical + 1 DEX + 1 speed" line. */
export interface ChaseCheckPart {
  /** i18n key of its name. */
  label: string;
  value: number;
}

/** A runner's chase check and movement this round. */
export interface ChaseProfile {
  /** The whole check, dice and bonus ("1d20+4", "2d6+1"). */
  formula: string;
  /** The dice alone ("1d20", "2d6"). */
  dice: string;
  bonus: number;
  parts: ChaseCheckPart[];
  /** Feet a won round moves the gap by. */
  movement: number;
}

/** What the actor's sheet holds that a chase reads (plain data: tests build it without Foundry). */
export interface ChaseSubject {
  type: string;
  system: unknown;
}

export interface ChaseRules {
  /** Chases of one procedure only: runners of another cannot join (m20 and Space Opera share "d20"). */
  procedure: string;
  ties: chase.TieRule;
  /** The vehicle's speed input: its i18n label, and the speed a new vehicle starts at. */
  vehicleSpeed: { label: string; initial: number };
  profile(actor: ChaseSubject, vehicle: chase.Vehicle | null): ChaseProfile;
}

/** The d20 system data a chase reads; m20 actors have no movement field (30 ft on foot). */
type D20ChaseSystem = {
  skills: Partial<Record<"physical" | "agility", number>>;
  bonuses: { dex: number };
  movement?: number;
};

const D20_DICE = "1d20";

/**
 * Space Opera seed, Chases: Physical + DEX on foot, Agility + DEX in a vehicle, +1 per full 10 ft of
 * movement over 30 (a vehicle's speed counts as its driver's movement). m20 uses the same procedure.
 */
export const d20ChaseRules: ChaseRules = {
  procedure: "d20",
  ties: "nothing",
  vehicleSpeed: { label: "HOLOCRON.Chase.VehicleSpeedFeet", initial: 60 },
  profile(actor, vehicle) {
    const s = actor.system as D20ChaseSystem;
    const skill = vehicle ? "agility" : "physical";
    const movement = vehicle ? vehicle.speed : (s.movement ?? spaceOpera.BASE_MOVEMENT);
    const parts: ChaseCheckPart[] = [
      { label: `HOLOCRON.Sheet.Skill.${skill}`, value: s.skills[skill] ?? 0 },
      { label: "HOLOCRON.Sheet.Stat.dex", value: s.bonuses.dex },
      { label: "HOLOCRON.Chase.SpeedBonus", value: spaceOpera.chaseBonus(movement) },
    ];
    return profileOf(D20_DICE, parts, movement);
  },
};

/** The check's formula and bonus from its parts. */
export function profileOf(
  diceFormula: string,
  parts: ChaseCheckPart[],
  movement: number,
): ChaseProfile {
  const bonus = parts.reduce((sum, p) => sum + p.value, 0);
  return {
    formula: dice.addModifier(diceFormula, bonus),
    dice: diceFormula,
    bonus,
    parts,
    movement,
  };
}
