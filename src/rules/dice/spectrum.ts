// The distribution of a large formula through its Fourier transform: O(N log N) for N ≥ the number of
// totals, instead of the die-by-die convolution's O(dice × totals). A uniform die's transform has a
// closed form, so the whole formula's transform is a product computed point by point and one inverse
// FFT gives every probability with an absolute error near 1e-16 (far inside the 1e-9 the odds need).
import type { DiceTerm } from "./formula.js";

/** Per transform size n (a few sizes ever occur): sin(π j/n) for j < 2n, and cos and sin of 2π t/n for t < n/2. */
interface Tables {
  sin: Float64Array;
  twiddleCos: Float64Array;
  twiddleSin: Float64Array;
}
const tablesBySize = new Map<number, Tables>();
function tables(n: number): Tables {
  let found = tablesBySize.get(n);
  if (found === undefined) {
    // Only the first quarter is computed: sin(π − x) taken as sin(x) keeps values near π and 2π
    // exact relative to their size, which the transform's small denominators need.
    const sin = new Float64Array(2 * n);
    for (let j = 0; j <= n / 2; j++) {
      const v = Math.sin((Math.PI * j) / n);
      sin[j] = v;
      sin[n - j] = v;
      sin[n + j] = -v;
      if (j > 0) sin[2 * n - j] = -v;
    }
    const twiddleCos = new Float64Array(n / 2);
    const twiddleSin = new Float64Array(n / 2);
    for (let t = 0; t < n / 2; t++) {
      twiddleCos[t] = Math.cos((2 * Math.PI * t) / n);
      twiddleSin[t] = sin[2 * t]!;
    }
    found = { sin, twiddleCos, twiddleSin };
    tablesBySize.set(n, found);
  }
  return found;
}

/** The smallest power of two ≥ `length`. */
export function transformSize(length: number): number {
  let n = 1;
  while (n < length) n *= 2;
  return n;
}

/** In-place inverse FFT (iterative radix-2, e^{+2πi}) without the 1/n factor. */
function inverseFft(re: Float64Array, im: Float64Array, { twiddleCos, twiddleSin }: Tables): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const r = re[i]!;
      re[i] = re[j]!;
      re[j] = r;
      const m = im[i]!;
      im[i] = im[j]!;
      im[j] = m;
    }
  }
  for (let len = 2; len <= n; len *= 2) {
    const half = len / 2;
    const step = n / len; // this stage's twiddle k is e^{2πi k/len}, table entry k·n/len
    for (let start = 0; start < n; start += len) {
      for (let k = 0; k < half; k++) {
        const wr = twiddleCos[k * step]!;
        const wi = twiddleSin[k * step]!;
        const a = start + k;
        const b = a + half;
        const xr = re[b]! * wr - im[b]! * wi;
        const xi = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - xr;
        im[b] = im[a]! - xi;
        re[a] = re[a]! + xr;
        im[a] = im[a]! + xi;
      }
    }
  }
}

/**
 * Dice counted by faces (a die of one face is a constant and is left out), widest spread first so
 * that the product of the transforms falls below NEGLIGIBLE after the fewest factors.
 */
export function diceByFaces(terms: readonly DiceTerm[]): [faces: number, count: number][] {
  const byFaces = new Map<number, number>();
  for (const t of terms) {
    if (t.kind === "dice" && t.faces > 1) {
      byFaces.set(t.faces, (byFaces.get(t.faces) ?? 0) + t.count);
    }
  }
  const spread = ([faces, count]: [number, number]) => count * (faces * faces - 1);
  return [...byFaces].sort((a, b) => spread(b) - spread(a));
}

// A transform value below this is dropped: every probability is (1/n) Σ_k over n values, so each
// one moves by less than 1e-18.
const NEGLIGIBLE = 1e-18;

type Groups = readonly (readonly [faces: number, count: number])[];

/**
 * The real amplitude of the formula's transform at frequency k (0 < k < n): a die of f faces, from 0,
 * transforms to Σ_{m<f} e^{−2πi k m/n} = e^{−πi k (f−1)/n} · sin(π k f/n) / (f sin(π k/n)), and the
 * phases of all dice add up to e^{−πi k·span/n}, which the callers apply.
 */
function amplitude(k: number, groups: Groups, n: number, sin: Float64Array): number {
  const base = sin[k]!;
  let product = 1;
  for (const [faces, count] of groups) {
    const a = sin[(k * faces) % (2 * n)]! / (faces * base);
    product *= count === 1 ? a : count === 2 ? a * a : a ** count;
    if (Math.abs(product) < NEGLIGIBLE) return 0;
  }
  return product;
}

/**
 * Probabilities of the shifted total 0..span, where every die counts from 0 (a die of f faces is
 * uniform on 0..f−1, whatever its sign: −X + f + 1 has X's distribution), each within ~1e-13 of the
 * exact value. Values are clamped at 0, as rounding leaves ±1e-15 where the exact value is below.
 */
export function spectralCounts(groups: Groups, span: number): Float64Array {
  const n = transformSize(span + 1);
  const table = tables(n);
  const sin = table.sin;
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  re[0] = 1;
  // the distribution is real, so S(n − k) is the conjugate of S(k): half the amplitudes suffice
  for (let k = 1; k <= n / 2; k++) {
    const a = amplitude(k, groups, n, sin);
    if (a === 0) continue;
    const phase = (k * span) % (2 * n);
    re[k] = re[n - k] = a * sin[(phase + n / 2) % (2 * n)]!;
    im[k] = -a * sin[phase]!;
    im[n - k] = -im[k]!;
  }
  inverseFft(re, im, table);
  const out = new Float64Array(span + 1);
  let sum = 0;
  for (let m = 0; m <= span; m++) {
    const p = re[m]! > 0 ? re[m]! : 0;
    out[m] = p;
    sum += p;
  }
  // dividing by the sum (1 within ~1e-15) keeps the total at 1 after the clamping
  for (let m = 0; m <= span; m++) out[m] = out[m]! / sum;
  return out;
}

/**
 * Chances that the shifted total is in each range lo..hi (0 ≤ lo ≤ hi ≤ span; an empty range when
 * lo > hi), without the inverse transform: (1/n) Σ_k S(k) Σ_{m=lo..hi} e^{2πi k m/n}, where the
 * inner sum is a geometric series, e^{πi k (lo+hi)/n} · sin(π k L/n) / sin(π k/n) with L = hi − lo
 * + 1. The whole sum is real, so each term contributes its real part. Each chance is divided by
 * that of the full range 0..span, which cancels the rounding the ranges share.
 */
export function spectralRangeChances(
  groups: Groups,
  span: number,
  ranges: readonly (readonly [lo: number, hi: number])[],
): number[] {
  const n = transformSize(span + 1);
  const { sin } = tables(n);
  const all = [...ranges, [0, span] as const].map(([lo, hi]) => ({
    length: Math.max(hi - lo + 1, 0),
    shift: lo + hi - span,
    sum: Math.max(hi - lo + 1, 0),
  }));
  // terms k and n − k are conjugates (the distribution is real): count each k < n/2 twice
  for (let k = 1; k <= n / 2; k++) {
    const a = amplitude(k, groups, n, sin) * (k < n / 2 ? 2 : 1);
    if (a === 0) continue;
    for (const r of all) {
      if (r.length === 0) continue;
      const kernel = sin[(k * r.length) % (2 * n)]! / sin[k]!;
      const phase = (((k * r.shift) % (2 * n)) + 2 * n) % (2 * n);
      r.sum += a * kernel * sin[(phase + n / 2) % (2 * n)]!;
    }
  }
  const full = all.pop()!.sum;
  return all.map((r) => Math.min(Math.max(r.sum / full, 0), 1));
}

/** Rough operation count, to compare with the convolution's steps (most transform values stop early). */
export function spectralCost(span: number): number {
  const n = transformSize(span + 1);
  return n * (Math.log2(n) * 4 + 8);
}
