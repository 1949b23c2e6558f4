// Initiative of the shared d20 core: 1d20 + DEX bonus; ties go to the higher DEX score, and a tie
// that remains keeps the order the list came in (the order Foundry's tracker keeps).
import { assertInteger, assertIntegerAtLeast, assertUniqueIdList } from "../validate.js";
import { rolledTrace, sumTrace, term, type Trace, defineRule } from "../trace/trace.js";

export function initiativeOrder(list: { id: string; total: number; dex: number }[]): string[] {
  assertUniqueIdList(list, "initiative list");
  list.forEach((c, i) => {
    assertInteger(c.total, `initiative list[${i}].total`);
    assertIntegerAtLeast(c.dex, `initiative list[${i}].dex`, 0);
  });
  // Array.prototype.sort is stable, so full ties keep their incoming order.
  return [...list].sort((x, y) => y.total - x.total || y.dex - x.dex).map((c) => c.id);
}

/**
 * The initiative bonus as a trace: the DEX bonus added to the d20; the DEX score that breaks a tie
 * is a note (it does not add).
 */
export const INITIATIVE = defineRule(
  "initiative",
  (t, a: { dexScore: number; dexBonus: number }) => {
    assertIntegerAtLeast(a.dexScore, "DEX score", 0);
    t.add("statBonus", a.dexBonus, "stat", "dex");
    t.note("tieBreak", a.dexScore, "stat", "dex");
  },
);

export function initiativeTrace(a: { dexScore: number; dexBonus: number }): Trace {
  return INITIATIVE.trace(a);
}

/**
 * A stored initiative as its terms: the d20 (what the total holds beyond the bonus; Foundry keeps only
 * the total) and initiativeTrace's DEX bonus, the bonus the roll's formula added.
 */
export function initiativeTotalTrace(a: {
  total: number;
  dexScore: number;
  dexBonus: number;
}): Trace {
  return rolledTrace(a.total, initiativeTrace(a), { label: "d20", lowest: 1, highest: 20 });
}

/** What breaks a tie in initiative: the DEX score (rules API). */
export function initiativeTieTrace(dexScore: number): Trace {
  assertIntegerAtLeast(dexScore, "DEX score", 0);
  return sumTrace("initiative", [term("dexScore", dexScore, "stat", "dex")]);
}
