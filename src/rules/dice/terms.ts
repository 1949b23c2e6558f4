// The parsed shape of a formula: a signed list of dice groups and plain numbers.

export type DiceTerm =
  | { kind: "dice"; sign: 1 | -1; count: number; faces: number }
  | { kind: "flat"; sign: 1 | -1; value: number };

/** The same terms with every sign flipped: the formula subtracted instead of added. */
export function negateTerms(terms: readonly DiceTerm[]): DiceTerm[] {
  return terms.map((t) => ({ ...t, sign: t.sign === 1 ? -1 : 1 }));
}

/** Signed sum of the plain numbers of a formula. */
export function flatSum(terms: readonly DiceTerm[]): number {
  let sum = 0;
  for (const t of terms) if (t.kind === "flat") sum += t.sign * t.value;
  return sum;
}
