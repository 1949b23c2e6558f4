// Star Worlds rolls as Holocron plays them: the attribute an attack or a skill check starts with
// (the player may pick another), a weapon's damage with the level table's extra dice, and the Hero
// Point reroll that keeps the better total.
import { ATTACK_KINDS, type AttackKind } from "../d20/attack.js";
import { assertInteger, assertOneOf } from "../validate.js";
import type { Attribute } from "./attributes.js";
import type { Trace } from "../trace/trace.js";
import { defineRule } from "../trace/rule.js";

/** Holocron's default: melee attacks start on Menace, ranged and thrown ones on Daring. */
export function attackAttribute(kind: AttackKind): Attribute {
  assertOneOf(kind, "attack kind", ATTACK_KINDS);
  return kind === "melee" ? "menace" : "daring";
}

/** An attack's bonus on its 2d6: the attribute its kind starts on (attackAttribute). */
export const ATTACK_BONUS = defineRule(
  "attackBonus",
  (t, a: { kind: AttackKind; attributes: Readonly<Record<Attribute, number>> }) => {
    const id = attackAttribute(a.kind);
    t.add("attribute", a.attributes[id], "stat", id);
  },
);

export function attackBonusTrace(
  kind: AttackKind,
  attributes: Readonly<Record<Attribute, number>>,
): Trace {
  return ATTACK_BONUS.trace({ kind, attributes });
}

/** The attribute a skill check starts on (the player picks the one the fiction calls for). */
export const SKILL_ATTRIBUTE: Attribute = "menace";

/** A weapon's damage dice plus the level table's extra d6 ("1d6+1" and 2 → "1d6+1+2d6"). */
export function weaponDamageFormula(base: string, extraDice: number): string {
  assertInteger(extraDice, "extra damage dice");
  return extraDice > 0 ? `${base}+${extraDice}d6` : base;
}

/** Hero Point reroll: the better total stays; a tie keeps the first roll. */
export function keptReroll(first: number, reroll: number): "first" | "reroll" {
  assertInteger(first, "first total");
  assertInteger(reroll, "reroll total");
  return reroll > first ? "reroll" : "first";
}
