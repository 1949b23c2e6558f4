/** Small number formatting shared by the sheet contexts. */

/** "+2", "+0", "−1" (a true minus sign, which reads better than a hyphen). */
export function signed(n: number): string {
  return n < 0 ? `\u2212${Math.abs(n)}` : `+${n}`;
}

/** Bar fill 0..100, safe for a zero or negative maximum. */
export function percent(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((value / max) * 100)));
}

export function healthLevel(value: number, max: number): "ok" | "low" | "out" {
  if (value <= 0) return "out";
  return value * 2 <= max ? "low" : "ok";
}
