/** Number formatting every sheet, dialog, card and tracker shares, so a bonus reads the same everywhere. */

/** "+2", "+0", "−1": a true minus sign, which reads better than a hyphen (display only, never a formula). */
export function signed(n: number): string {
  return n < 0 ? `\u2212${Math.abs(n)}` : `+${n}`;
}
