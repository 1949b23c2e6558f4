// Bounds on the numbers a player can type (architecture.md, "Schema first"; the trust rule: what a
// player writes is input, never fact): a value kept within its field's range, and a roll's flat
// bonus held to the highest one the GM can compute for the roller plus the roll dialog's modifier.

/** An inclusive range of whole numbers (src/data/ranges.ts holds the schemas' ranges). */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** `value` within `range`; a value that is no finite number reads as the nearer bound to 0. */
export function clampTo(value: number, range: Range): number {
  if (!Number.isFinite(value)) return Math.min(Math.max(0, range.min), range.max);
  return Math.min(Math.max(value, range.min), range.max);
}

/**
 * Whether a roll's flat bonus is one the roller could have had: at most the highest bonus the GM
 * computes for the roller (`ceiling`, before the dialog's modifier) plus the modifier's maximum.
 * Only the top is held: a lower bonus loses the roller's own check, and a power's penalty grows
 * with its targets (rulings: the Force, two per extra target).
 */
export function bonusWithinCeiling(flat: number, ceiling: number, modifier: Range): boolean {
  return Number.isFinite(flat) && flat <= ceiling + modifier.max;
}
