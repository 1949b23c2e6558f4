// What one creature takes from a hazard, once its damage and its check (if it made one) are rolled.
// Seed 000 lines 23–26 (falling, hazards, poison, heat and cold); the same text in Space Opera.
import { RulesError } from "../rules-error.js";
import { assertBoolean, assertInteger, assertIntegerAtLeast, assertOneOf } from "../validate.js";
import { meetsDc } from "./core.js";
import { exposureDC, halfRoundedUp, landLightlyDC, type PoisonSave } from "./hazards.js";
import { sumTrace, term, type Trace } from "../trace/trace.js";

/** Force Surge (psionic surge) on a fall: the GM says whether success halves or negates (rulings). */
export type SurgeEffect = "half" | "negate";

export type HazardSpec =
  | { kind: "damage"; half: boolean }
  | { kind: "falling"; feet: number; surge: SurgeEffect | null; surgeDc: number }
  | { kind: "poison"; save: PoisonSave; dc: number }
  | { kind: "exposure"; previousChecks: number };

export const HAZARD_KINDS = [
  "damage",
  "falling",
  "poison",
  "exposure",
] as const satisfies readonly HazardSpec["kind"][];
export type HazardKind = (typeof HAZARD_KINDS)[number];

/** The check a creature may roll against this hazard: its DC, or null when there is none. */
export function hazardDc(spec: HazardSpec, o: { surge: boolean }): number | null {
  assertBoolean(o.surge, "surge");
  switch (spec.kind) {
    case "damage":
      return null;
    case "falling":
      // Landing lightly: DEX + Physical vs DC = feet fallen; Force Surge: Force + MND vs the GM's DC.
      if (o.surge) {
        assertIntegerAtLeast(spec.surgeDc, "surge DC", 0);
        return spec.surgeDc;
      }
      return landLightlyDC(spec.feet);
    case "poison":
      assertIntegerAtLeast(spec.dc, "poison DC", 0);
      return spec.dc;
    case "exposure":
      return exposureDC(spec.previousChecks);
  }
}

export interface HazardOutcome {
  /** The DC the check was made against, or null when none was rolled. */
  dc: number | null;
  /** The check succeeded (landed lightly, surged, resisted the poison, endured the heat or cold). */
  resisted: boolean;
  /** Damage to apply. */
  amount: number;
}

/**
 * Damage rolled for one creature, and its check total (null when it did not or could not roll):
 * - damage: the amount, halved (rounded up) when the GM says so;
 * - falling: landing lightly halves (rounded up); Force Surge halves or negates, as the GM set;
 * - poison: a success avoids or halves, per the poison;
 * - heat / cold: the 1d6 is taken only on a failed check (no check rolled counts as failed).
 */
export function hazardOutcome(
  spec: HazardSpec,
  a: { damage: number; check: number | null; surge?: boolean },
): HazardOutcome {
  assertIntegerAtLeast(a.damage, "damage", 0);
  if (a.check !== null) assertInteger(a.check, "check total");
  const surge = a.surge ?? false;
  if (spec.kind === "damage") {
    assertBoolean(spec.half, "half");
    return { dc: null, resisted: false, amount: spec.half ? halfRoundedUp(a.damage) : a.damage };
  }
  if (surge && (spec.kind !== "falling" || spec.surge === null)) {
    throw new RulesError(
      "HOLOCRON.Rules.Error.surgeFall",
      {},
      "a surge applies only to a fall the GM lets it affect",
    );
  }
  const dc = hazardDc(spec, { surge });
  // Stryker disable next-line ConditionalExpression: every kind but "damage" (handled above) has a DC
  const resisted = a.check !== null && dc !== null && meetsDc(a.check, dc);
  return {
    dc: a.check === null ? null : dc,
    resisted,
    amount: amountTaken(spec, a.damage, resisted, surge),
  };
}

function amountTaken(
  spec: Exclude<HazardSpec, { kind: "damage" }>,
  damage: number,
  resisted: boolean,
  surge: boolean,
): number {
  if (!resisted) return damage;
  switch (spec.kind) {
    case "falling":
      if (surge) {
        assertOneOf(spec.surge, "surge effect", ["half", "negate"] as const);
        return spec.surge === "negate" ? 0 : halfRoundedUp(damage);
      }
      return halfRoundedUp(damage);
    case "poison":
      assertOneOf(spec.save, "poison save", ["avoid", "half"] as const);
      return spec.save === "avoid" ? 0 : halfRoundedUp(damage);
    case "exposure":
      return 0;
  }
}

/** Heat or cold: the count of previous checks after this one (every check counts, passed or not). */
export function nextExposureCount(previousChecks: number): number {
  assertIntegerAtLeast(previousChecks, "previous checks", 0);
  return previousChecks + 1;
}

/**
 * What a creature takes as its terms, from what its card row keeps: the damage rolled, then the
 * check's effect (a success halves, rounded up, or avoids it all) or Negate Energy's (all of it). A
 * caller shows it only when its value is the row's amount, so a row it cannot explain stays bare.
 */
export function hazardTakenTrace(a: {
  rolled: number;
  resisted: boolean;
  amount: number;
  negated: boolean;
}): Trace {
  assertIntegerAtLeast(a.rolled, "damage rolled", 0);
  const terms = [term("rolled", a.rolled, "roll")];
  if (a.negated) terms.push(term("negated", -a.rolled, "effect"));
  else if (a.resisted && a.amount === 0) terms.push(term("avoided", -a.rolled, "rule"));
  else if (a.resisted) terms.push(term("halved", halfRoundedUp(a.rolled) - a.rolled, "rule"));
  return sumTrace("hazardTaken", terms);
}
