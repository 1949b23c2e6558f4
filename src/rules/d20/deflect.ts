// Deflect (seed 000 line 7: "deflect a blaster bolt (if a Knight using a lightsaber)"; seed 003 line 7:
// "deflect a ranged attack (if a Knight using his psionic shield)"). The seeds give no numbers; the
// project ruling (rulings.md, Deflect): a reaction to a ranged hit, power skill + DEX opposed to the
// attack's total, the defender winning ties; a success turns the hit into a miss. No HP cost.
import { assertBoolean, assertInteger } from "../validate.js";
import { checkChance, opposedWinner } from "./core.js";
import { sumTrace, term, type Trace } from "../trace/trace.js";

/** Why an actor may not deflect an attack row, or null when it may. */
export type DeflectRefusal = "notKnight" | "droid" | "noDeflector" | "notRanged" | "notHit";

export function canDeflect(a: {
  knight: boolean;
  droid: boolean;
  /** Owns a lightsaber (m20) or a psionic shield (Space Opera): an item marked "deflects". */
  deflector: boolean;
  /** The attack was ranged or thrown (seed 000 line 10: throwing is a ranged attack). */
  ranged: boolean;
  /** The row's outcome was a hit (a critical is a hit). */
  hit: boolean;
}): DeflectRefusal | null {
  for (const key of ["knight", "droid", "deflector", "ranged", "hit"] as const) {
    assertBoolean(a[key], key);
  }
  if (a.droid) return "droid";
  if (!a.knight) return "notKnight";
  if (!a.deflector) return "noDeflector";
  if (!a.ranged) return "notRanged";
  if (!a.hit) return "notHit";
  return null;
}

/** d20 + this: the Force (Psionics) rank + the DEX bonus. */
export function deflectBonus(a: { rank: number; dexBonus: number }): number {
  return deflectBonusTrace(a).value;
}

/** The deflect bonus as its terms: the power skill's rank (`skill` names it) and the DEX bonus. */
export function deflectBonusTrace(a: { rank: number; dexBonus: number; skill?: string }): Trace {
  assertInteger(a.rank, "power rank");
  assertInteger(a.dexBonus, "DEX bonus");
  return sumTrace("deflect", [
    term("rank", a.rank, "rank", a.skill),
    term("statBonus", a.dexBonus, "stat", "dex"),
  ]);
}

/** The deflector resists the attack: a tie is the defender's (rulings: opposed checks). */
export function deflects(deflectTotal: number, attackTotal: number): boolean {
  return opposedWinner(attackTotal, deflectTotal) === "resister";
}

/** Exact chance that d20 + bonus deflects an attack of that total (reaching it is enough). */
export function deflectChance(a: { bonus: number; attackTotal: number }): number {
  return checkChance({ bonus: a.bonus, dc: a.attackTotal });
}
