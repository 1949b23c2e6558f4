// Whether dice a client says it rolled fit a formula: the GM's check of a card it did not roll
// (architecture.md, "Trust only what the GM made or checked"). Pure: the dice arrive as plain data.
import { parseFormula } from "./parse.js";

/** One dice group as a Roll stores it (Foundry's DiceTerm: faces, number, results). */
export interface RolledGroup {
  faces: number;
  number: number;
  results: readonly { result: number; active?: boolean }[];
}

/**
 * The total the rolled groups come to under `formula`, or null when they do not fit it: a group of
 * other faces or count, a result outside 1..faces or not a whole number, a group more or fewer.
 */
export function totalOfRolled(formula: string, groups: readonly RolledGroup[]): number | null {
  let terms;
  try {
    terms = parseFormula(formula);
  } catch {
    return null;
  }
  let total = 0;
  let next = 0;
  for (const term of terms) {
    if (term.kind === "flat") {
      total += term.sign * term.value;
      continue;
    }
    const group = groups[next++];
    if (!group || group.faces !== term.faces || group.number !== term.count) return null;
    const active = group.results.filter((r) => r.active !== false);
    if (active.length !== term.count) return null;
    for (const { result } of active) {
      if (!Number.isInteger(result) || result < 1 || result > term.faces) return null;
      total += term.sign * result;
    }
  }
  return next === groups.length ? total : null;
}
