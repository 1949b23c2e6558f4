// How a ruleset runs a chase (rulings "Chases in every ruleset"): which check each runner rolls, on
// foot or in a vehicle, its movement, and what a tie does. The chase tracker reads these members and
// never asks which ruleset it is in.
import { RULESET_OF_ACTOR_TYPE, type ActorTypeOf, type RulesetId } from "../config.js";
import { type chase, dice, spaceOpera, trace } from "../rules/index.js";
import {
  WrongRuleset,
  type D20Shape,
  type RulesetActor,
  type WorldsCharacterShape,
  type WorldsShape,
} from "./actor-shapes.js";

/** A runner's chase check and movement this round. */
export interface ChaseProfile {
  /** The whole check, dice and bonus ("1d20+4", "2d6+1"). */
  formula: string;
  /** The dice alone ("1d20", "2d6"). */
  dice: string;
  bonus: number;
  /** The bonus and the terms that add up to it (its breakdown on the tracker). */
  trace: trace.Trace;
  /** The ruleset whose rules journal states the check. */
  ruleset: RulesetId;
  /** Feet a won round moves the gap by. */
  movement: number;
  /**
   * How the movement was made, where a rule makes it (Star Worlds: 10 ft × Speed); absent where
   * it is stored (a d20 actor's movement, a vehicle's typed speed), which the tracker shows as such.
   */
  movementTrace?: trace.Trace;
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
  type: ActorTypeOf<"starWorlds">;
  system: Pick<WorldsShape, "attributes" | "speed"> & Pick<WorldsCharacterShape, "traces">;
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
    const terms = [
      trace.term("rank", s.skills[skill] ?? 0, "rank", skill),
      trace.term("statBonus", s.bonuses.dex, "stat", "dex"),
      trace.ruleTerm("chaseSpeed", spaceOpera.chaseBonus(movement)),
    ];
    return profileOf(actor, D20_DICE, terms, movement);
  },
};

/** The check's formula and bonus: the dice and the sum of its terms (rulings "Chases"). */
export function profileOf(
  actor: ChaseSubject,
  diceFormula: string,
  terms: trace.TraceTerm[],
  movement: number,
): ChaseProfile {
  const t = trace.sumTrace("chaseCheck", terms);
  return {
    formula: dice.addModifier(diceFormula, t.value),
    dice: diceFormula,
    bonus: t.value,
    trace: t,
    ruleset: RULESET_OF_ACTOR_TYPE[actor.type],
    movement,
  };
}
