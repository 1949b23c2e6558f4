// Falling, hazards, poison and heat/cold exposure (identical in m20 and Space Opera).
import { sumTrace, term, type Trace } from "../trace/trace.js";
import { parseFormula } from "../dice/formula.js";
import { assertBoolean, assertIntegerAtLeast, assertOneOf } from "../validate.js";

export const EXPOSURE_DAMAGE = "1d6";
export const EXPOSURE_INTERVAL_MINUTES = 10;
const EXPOSURE_BASE_DC = 15;
const HAZARD_MAX = 10;

/** 1d6 per full 10 ft fallen. */
export function fallingDice(feet: number): number {
  assertIntegerAtLeast(feet, "feet fallen", 0);
  return Math.floor(feet / 10);
}

/**
 * A fall's dice as a trace: one term, the full 10 ft in the feet the GM typed (the card's formula
 * is this many d6, seed 000 line 16).
 */
export function fallingDiceTrace(feet: number): Trace {
  return sumTrace("fallingDice", [term("fallenTens", fallingDice(feet), "gm", `${feet} ft`)]);
}

/** Falling into a hazard (spikes): +1 per full 10 ft, at most +10. */
export function hazardBonus(feet: number): number {
  return Math.min(HAZARD_MAX, fallingDice(feet));
}

/** Landing lightly: DEX + Physical against DC = feet fallen. */
export function landLightlyDC(feet: number): number {
  assertIntegerAtLeast(feet, "feet fallen", 0);
  return feet;
}

/** Half, rounded up (landing lightly halves falling damage this way). */
export function halfRoundedUp(n: number): number {
  assertIntegerAtLeast(n, "damage", 0);
  return Math.ceil(n / 2);
}

/**
 * The falling damage formula: "3d6" for 35 ft, "3d6+3" into a hazard, "0" under 10 ft. Falls long
 * enough to pass the dice limits (over 1,009 ft: more than 100d6) throw; the GM sets those by hand.
 */
export function fallingFormula(a: { feet: number; hazard?: boolean }): string {
  const hazard = a.hazard ?? false;
  assertBoolean(hazard, "hazard");
  const dice = fallingDice(a.feet);
  if (dice === 0) return "0";
  const formula = hazard ? `${dice}d6+${hazardBonus(a.feet)}` : `${dice}d6`;
  parseFormula(formula);
  return formula;
}

/** Damage actually taken from a fall after the landing-lightly check. */
export function landLightlyDamage(a: { damage: number; success: boolean }): number {
  assertIntegerAtLeast(a.damage, "damage", 0);
  assertBoolean(a.success, "success");
  return a.success ? halfRoundedUp(a.damage) : a.damage;
}

/** Heat/cold without protection: DC 15 + 1 per previous check (one check every 10 minutes). */
/**
 * The heat or cold DC as a trace: the base 15 and one for each check already made (its value is
 * exposureDC's).
 */
export function exposureDcTrace(previousChecks: number): Trace {
  const t = sumTrace("exposureDc", [
    term("exposureBase", EXPOSURE_BASE_DC, "rule"),
    term("previousChecks", previousChecks, "card"),
  ]);
  // Cannot reach a user: the trace and exposureDC add the same two numbers; a mismatch is a bug.
  if (t.value !== exposureDC(previousChecks)) throw new Error("exposure DC trace disagrees");
  return t;
}

export function exposureDC(previousChecks: number): number {
  assertIntegerAtLeast(previousChecks, "previous checks", 0);
  return EXPOSURE_BASE_DC + previousChecks;
}

export type PoisonSave = "avoid" | "half";

/**
 * Poison: a STR + Physical check avoids the damage or halves it, depending on the poison. The seeds
 * do not say how half rounds; Holocron rounds up, as for landing lightly.
 */
export function poisonDamage(a: { damage: number; saved: boolean; save: PoisonSave }): number {
  assertIntegerAtLeast(a.damage, "damage", 0);
  assertBoolean(a.saved, "saved");
  assertOneOf(a.save, "poison save", ["avoid", "half"] as const);
  if (!a.saved) return a.damage;
  return a.save === "avoid" ? 0 : halfRoundedUp(a.damage);
}
