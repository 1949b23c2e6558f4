// Exact distribution of a formula's total, kept as outcome counts over a common total so that
// simple cases divide two exact integers (1 die of 20 → k/20 exactly, 2d6 → k/36).
import { diceByFaces, spectralCost, spectralCounts } from "./spectrum.js";
import type { DiceTerm } from "./formula.js";

/** counts[j] outcomes give the total min + j, out of `total` equally likely outcomes. */
export interface Counts {
  readonly min: number;
  readonly counts: Float64Array;
  readonly total: number;
}

// While total ≤ 2^53 every count is an exact integer. Past that the counts are rescaled to
// probabilities (total = 1) and the result is float-accurate instead of exact.
const EXACT_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * Adds one uniform die: O(length + faces) by a running window sum instead of a full product.
 * With exact integer counts one left-to-right pass is exact. With rescaled floats a running sum
 * that has passed the peak would lose the small tail values to cancellation, so the part past the
 * peak is summed again from the right; the result is unimodal (a sum of uniform dice), so each
 * side's running sum only grows and keeps its relative accuracy.
 */
function addDie(min: number, counts: Float64Array, faces: number, sign: 1 | -1, exact: boolean) {
  const len = counts.length;
  const out = new Float64Array(len + faces - 1);
  let window = 0;
  let peak = 0;
  for (let j = 0; j < out.length; j++) {
    if (j < len) window += counts[j]!;
    if (j >= faces) window -= counts[j - faces]!;
    out[j] = window > 0 ? window : 0; // a float residue is never a negative count
    if (out[j]! > out[peak]!) peak = j;
  }
  if (!exact) {
    window = 0;
    // window over counts[j − faces + 1 .. j], moving leftwards
    for (let j = out.length - 1; j > peak; j--) {
      const entering = j - faces + 1;
      if (entering >= 0 && entering < len) window += counts[entering]!;
      if (j + 1 < len) window -= counts[j + 1]!;
      out[j] = window > 0 ? window : 0;
    }
  }
  return { min: min + (sign === 1 ? 1 : -faces), counts: out };
}

/** Die-by-die convolution: exact integer counts while the outcomes stay below 2^53. */
export function convolutionOf(terms: readonly DiceTerm[]): Counts {
  let min = 0;
  let counts = new Float64Array([1]);
  let total = 1;
  let exact = true;
  for (const t of terms) {
    if (t.kind === "flat") {
      min += t.sign * t.value;
      continue;
    }
    for (let n = 0; n < t.count; n++) {
      ({ min, counts } = addDie(min, counts, t.faces, t.sign, exact));
      total *= t.faces;
      if (total > EXACT_LIMIT) {
        for (let j = 0; j < counts.length; j++) counts[j] = counts[j]! / total;
        total = 1;
        exact = false;
      }
    }
  }
  return { min, counts, total };
}

// Below this many steps the die-by-die convolution costs well under a millisecond: it stays the
// method there, so every small formula keeps its exact integer counts (2d6 → k/36).
const CONVOLUTION_ALWAYS = 200_000;

/** Least total, number of totals past it, and whether the transform is the cheaper method. */
export function shapeOf(terms: readonly DiceTerm[]): {
  min: number;
  span: number;
  spectral: boolean;
} {
  let min = 0;
  let span = 0;
  let steps = 0;
  let outcomes = 1;
  for (const t of terms) {
    if (t.kind === "flat") {
      min += t.sign * t.value;
      continue;
    }
    min += t.sign === 1 ? t.count : -t.count * t.faces;
    for (let n = 0; n < t.count; n++) {
      span += t.faces - 1;
      outcomes *= t.faces;
      // a rescaled (inexact) convolution passes twice over the part past the peak
      steps += (span + t.faces) * (outcomes > EXACT_LIMIT ? 2 : 1);
    }
  }
  return { min, span, spectral: steps > CONVOLUTION_ALWAYS && steps > spectralCost(span) };
}

/**
 * The formula's distribution by the cheaper method: die-by-die convolution (exact counts) or, for
 * many wide dice, the Fourier transform (probabilities to ~1e-16), so that every formula within the
 * limits takes milliseconds.
 */
export function distributionOf(terms: readonly DiceTerm[]): Counts {
  const { min, span, spectral } = shapeOf(terms);
  if (!spectral) return convolutionOf(terms);
  return { min, counts: spectralCounts(diceByFaces(terms), span), total: 1 };
}
