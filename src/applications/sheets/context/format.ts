/** Small number formatting shared by the sheet contexts. */

/** Bar fill 0..100, safe for a zero or negative maximum. */
export function percent(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((value / max) * 100)));
}

export function healthLevel(value: number, max: number): "ok" | "low" | "out" {
  if (value <= 0) return "out";
  return value * 2 <= max ? "low" : "ok";
}
