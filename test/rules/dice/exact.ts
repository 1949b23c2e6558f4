// Exact reference distributions in BigInt (no rounding at any size), for checking the float methods.

/** Counts of the total of dice numbered from 0 (a die of f faces gives 0..f−1), and their total. */
export function exactCounts(faces: readonly number[]): { counts: bigint[]; total: bigint } {
  let counts: bigint[] = [1n];
  let total = 1n;
  for (const f of faces) {
    const out: bigint[] = new Array<bigint>(counts.length + f - 1).fill(0n);
    let window = 0n;
    for (let j = 0; j < out.length; j++) {
      if (j < counts.length) window += counts[j]!;
      if (j >= f) window -= counts[j - f]!;
      out[j] = window;
    }
    counts = out;
    total *= BigInt(f);
  }
  return { counts, total };
}

/** count / total as the nearest double (to ~1e-30 before the final rounding). */
export function ratio(count: bigint, total: bigint): number {
  return Number((count * 10n ** 30n) / total) / 1e30;
}

/** The faces of every die in a list like [[100, 3], [6, 2]] (faces, count). */
export function facesOf(groups: readonly (readonly [number, number])[]): number[] {
  return groups.flatMap(([faces, count]) => Array.from({ length: count }, () => faces));
}

/**
 * Probabilities of the total of dice numbered from 0 by float convolution in the test itself: a
 * quick reference (relative error ~1e-15) that does not run through the code under test.
 */
export function floatChances(faces: readonly number[]): Float64Array {
  let p = new Float64Array([1]);
  for (const f of faces) {
    const out = new Float64Array(p.length + f - 1);
    for (let j = 0; j < p.length; j++) {
      const share = p[j]! / f;
      for (let m = 0; m < f; m++) out[j + m]! += share;
    }
    p = out;
  }
  return p;
}
