// Armor and Speed, and "who goes first": higher Speed, then a Daring roll (2d6 + DAR) for ties.
import { RulesError } from "../rules-error.js";
import { deepFreeze } from "../freeze.js";
import {
  assertInteger,
  assertIntegerAtLeast,
  assertUniqueIdList,
  assertUniqueIds,
} from "../validate.js";
import { rolledTrace, sumTrace, term, type Trace, defineRule } from "../trace/trace.js";

/**
 * No armor worn. The seeds give no figure; Holocron's ruling: no Armor, and the highest Speed any
 * armor allows (4), since armor only ever slows its wearer.
 */
export const UNARMORED: { readonly armor: number; readonly speed: number } = deepFreeze({
  armor: 0,
  speed: 4,
});

/** Several pieces: their Armor adds up and the slowest sets the Speed. */
export function armorAndSpeed(worn: readonly { armor: number; speed: number }[]): {
  armor: number;
  speed: number;
} {
  if (!Array.isArray(worn))
    throw new RulesError(
      "HOLOCRON.Rules.Error.notList",
      { name: "worn armor" },
      "worn armor must be an array",
    );
  if (worn.length === 0) return { ...UNARMORED };
  let armor = 0;
  let speed = Infinity;
  // A loop, and the labels only for the error: Armor and Speed are asked of every Star Worlds
  // character on every preparation.
  for (let i = 0; i < worn.length; i++) {
    const w = worn[i] as { armor: number; speed: number };
    if (!(Number.isInteger(w.armor) && w.armor >= 0))
      assertIntegerAtLeast(w.armor, `worn[${i}].armor`, 0);
    if (!(Number.isInteger(w.speed) && w.speed >= 0))
      assertIntegerAtLeast(w.speed, `worn[${i}].speed`, 0);
    armor += w.armor;
    speed = Math.min(speed, w.speed);
  }
  return { armor, speed };
}

/**
 * Speed as a trace: unarmored 4, or the slowest worn piece's Speed (one term, that piece); the
 * other pieces are notes, which do not add. Its value is armorAndSpeed's Speed.
 */
/** A worn piece; its name (for the breakdown) may be absent, as in benches' plain inputs: "". */
type WornPiece = { name?: string; armor: number; speed: number };

export const SPEED = defineRule("speed", (t, worn: readonly WornPiece[]) => {
  const { speed } = armorAndSpeed(worn);
  if (worn.length === 0) return t.add("unarmored", speed, "rule");
  // The first piece as slow as the Speed is its term; a loop, not closures (every preparation).
  let slowest = -1;
  for (let i = 0; i < worn.length; i++) {
    const w = worn[i] as WornPiece;
    if (slowest < 0 && w.speed === speed) {
      slowest = i;
      t.add("slowestArmor", w.speed, "item", w.name ?? "");
    } else t.note("fasterArmor", w.speed, "item", w.name ?? "");
  }
});

export function speedTrace(worn: readonly WornPiece[]): Trace {
  return SPEED.trace(worn);
}

/** Armor as a trace: each worn piece's Armor (they add up); unarmored, none. Its value is armorAndSpeed's. */
export const ARMOR = defineRule("armor", (t, worn: readonly WornPiece[]) => {
  const { armor } = armorAndSpeed(worn);
  if (worn.length === 0) return t.add("unarmored", armor, "rule");
  for (const w of worn) t.add("armor", w.armor, "item", w.name ?? "");
});

export function armorTrace(worn: readonly WornPiece[]): Trace {
  return ARMOR.trace(worn);
}

/**
 * A Daring tie-break roll's total as its terms: the 2d6 (what the total holds beyond Daring; the
 * combat keeps only totals) and the Daring attribute.
 */
export function daringRollTrace(a: { total: number; daring: number }): Trace {
  assertInteger(a.daring, "Daring");
  const bonus = sumTrace("tieBreak", [term("attribute", a.daring, "stat", "daring")]);
  return rolledTrace(a.total, bonus, { label: "dice2d6", lowest: 2, highest: 12 });
}

/**
 * Higher Speed first, then the higher Daring roll. Ties that remain keep the list's order; the
 * caller rerolls Daring for them (see tiedGroups).
 */
export function turnOrder(list: { id: string; speed: number; daring: number }[]): string[] {
  assertUniqueIdList(list, "turn order", "turn order list");
  list.forEach((c, i) => {
    assertIntegerAtLeast(c.speed, `turn order list[${i}].speed`, 0);
    assertInteger(c.daring, `turn order list[${i}].daring`);
  });
  return [...list].sort((x, y) => y.speed - x.speed || y.daring - x.daring).map((c) => c.id);
}

/** Groups (two or more) of ids sharing a Speed, fastest first: who must roll Daring. */
export function tiedGroups(list: { id: string; speed: number }[]): string[][] {
  if (!Array.isArray(list))
    throw new RulesError("HOLOCRON.Rules.Error.notList", { name: "list" }, "list must be an array");
  assertUniqueIds(
    list.map((c) => c.id),
    "list",
  );
  const bySpeed = new Map<number, string[]>();
  list.forEach((c, i) => {
    assertIntegerAtLeast(c.speed, `list[${i}].speed`, 0);
    bySpeed.set(c.speed, [...(bySpeed.get(c.speed) ?? []), c.id]);
  });
  return [...bySpeed.entries()]
    .filter(([, ids]) => ids.length >= 2)
    .sort(([a], [b]) => b - a)
    .map(([, ids]) => ids);
}
