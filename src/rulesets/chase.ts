// How a ruleset runs a chase (rulings "Chases in every ruleset"): which check each runner rolls, on
// foot or in a vehicle, its movement, and what a tie does. The chase tracker reads these members and
// never asks which ruleset it is in.
import { type chase, dice, spaceOpera } from "../rules/index.js";
import {
  WrongRuleset,
  type D20Shape,
  type RulesetActor,
  type WorldsShape,
} from "./actor-shapes.js";

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

/**
 * What a chase reads of an actor, a part of the ruleset's shape (src/rulesets/actor-shapes.ts), so
 * a renamed field breaks the typecheck. Both d20 rulesets store a movement (30 ft on foot).
 */
export type ChaseSubject = D20ChaseSubject | WorldsChaseSubject;
type D20ChaseSubject = {
  type: Exclude<RulesetActor["type"], WorldsChaseSubject["type"]>;
  system: Pick<D20Shape, "skills"> & { bonuses: { dex: number }; movement: number };
};
type WorldsChaseSubject = {
  type: "worldsCharacter" | "worldsNpc";
  system: Pick<WorldsShape, "attributes" | "speed">;
};

/** Whether the subject is a Star Worlds actor (narrows its system data). */
export function isWorldsSubject(actor: ChaseSubject): actor is WorldsChaseSubject {
  return actor.type === "worldsCharacter" || actor.type === "worldsNpc";
}

export interface ChaseRules {
  /** Chases of one procedure only: runners of another cannot join (m20 and Space Opera share "d20"). */
  procedure: string;
  ties: chase.TieRule;
  /** The vehicle's speed input: its i18n label, and the speed a new vehicle starts at. */
  vehicleSpeed: { label: string; initial: number };
  profile(actor: ChaseSubject, vehicle: chase.Vehicle | null): ChaseProfile;
}

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
    if (isWorldsSubject(actor)) throw new WrongRuleset("d20 chase", actor.type);
    const s = actor.system;
    const skill = vehicle ? "agility" : "physical";
    const movement = vehicle ? vehicle.speed : s.movement;
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
