// Range and average of a formula, read straight from its terms (no pmf needed).
import { parseFormula } from "./formula.js";

export function minTotal(formula: string): number {
  let sum = 0;
  for (const t of parseFormula(formula)) {
    if (t.kind === "flat") sum += t.sign * t.value;
    else sum += t.sign === 1 ? t.count : -t.count * t.faces;
  }
  return sum;
}

export function maxTotal(formula: string): number {
  let sum = 0;
  for (const t of parseFormula(formula)) {
    if (t.kind === "flat") sum += t.sign * t.value;
    else sum += t.sign === 1 ? t.count * t.faces : -t.count;
  }
  return sum;
}

/** Expected total: each die averages (faces + 1) / 2. */
export function mean(formula: string): number {
  let sum = 0;
  for (const t of parseFormula(formula)) {
    sum += t.kind === "flat" ? t.sign * t.value : (t.sign * t.count * (t.faces + 1)) / 2;
  }
  return sum;
}
