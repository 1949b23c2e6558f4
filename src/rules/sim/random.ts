// A seeded random source and a pre-parsed formula roller for the simulator. Fights are played in
// tight loops, so a formula is parsed once per fighter and each roll only draws dice.
import { parseFormula, type DiceTerm } from "../dice/formula.js";
import type { Rng } from "../dice/roll.js";
import { assertInteger } from "../validate.js";

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, PractRand-clean), seeded through
 * splitmix32 so that nearby seeds give unrelated streams. Returns numbers in [0, 1).
 */
export function seededRng(seed: number): Rng {
  assertInteger(seed, "seed");
  let s = seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** One die, 1..faces (the same mapping as dice.rollDie, without its per-call checks). */
export function die(faces: number, rng: Rng): number {
  return Math.floor(rng() * faces) + 1;
}

/** A formula parsed once (it throws here on a bad formula), rolled many times. */
export interface Roller {
  readonly formula: string;
  readonly mean: number;
  roll(rng: Rng): number;
}

export function roller(formula: string): Roller {
  const terms: readonly DiceTerm[] = parseFormula(formula);
  let mean = 0;
  for (const t of terms) {
    mean += t.kind === "flat" ? t.sign * t.value : (t.sign * t.count * (t.faces + 1)) / 2;
  }
  return {
    formula,
    mean,
    roll(rng) {
      let total = 0;
      for (const t of terms) {
        if (t.kind === "flat") {
          total += t.sign * t.value;
          continue;
        }
        for (let n = 0; n < t.count; n++) total += t.sign * die(t.faces, rng);
      }
      return total;
    },
  };
}
