// Star Worlds attributes and the three ways to make them.
import { type Refusal, refusalOf, RulesError } from "../rules-error.js";
import { deepFreeze } from "../freeze.js";
import { rollDie } from "../dice/roll.js";
import type { Rng } from "../dice/roll.js";
import { assertIntegerInRange, assertOneOf } from "../validate.js";

/** In sheet order; "rolled in order" fills them in this order. */
export const ATTRIBUTES = deepFreeze([
  "menace",
  "daring",
  "guile",
  "acuity",
  "presence",
  "spirit",
] as const);
export type Attribute = (typeof ATTRIBUTES)[number];
export const ATTRIBUTE_MIN = -1;
export const ATTRIBUTE_MAX = 3;

/** Largest total of the six attributes when they are chosen rather than rolled. */
export const CHOSEN_TOTAL_MAX = 4;
/** 2d6 − 1 never reaches 12, so an assigned roll tops out at +2. */
const ASSIGNED_MAX = 2;

export const GENERATION_METHODS = deepFreeze([
  "rolledInOrder",
  "rolledAssigned",
  "chosen",
] as const);
export type GenerationMethod = (typeof GENERATION_METHODS)[number];

/** The table, read for any total: ≤ 2 → −1, 3–6 → 0, 7–9 → +1, 10–11 → +2, 12+ → +3. */
function fromTable(total: number): number {
  if (total <= 2) return -1;
  if (total <= 6) return 0;
  if (total <= 9) return 1;
  if (total <= 11) return 2;
  return 3;
}

/** 2 → −1, 3–6 → 0, 7–9 → +1, 10–11 → +2, 12 → +3. */
export function attributeFromRoll(roll2d6: number): number {
  assertIntegerInRange(roll2d6, "2d6 roll", 2, 12);
  return fromTable(roll2d6);
}

/**
 * Checks a set of six attributes against its generation method (the Star Worlds seed text given
 * to Holocron omits character creation; this is the project's ruling, following the issue):
 * - rolledInOrder: 2d6 per attribute in order through the table → each −1..+3; 2 Hero Points.
 * - rolledAssigned: 2d6 − 1 through the table, assigned freely → each −1..+2; 1 Hero Point.
 * - chosen: each −1..+3 and the six add up to at most +4; no Hero Points.
 */
export function validateAttributes(
  method: GenerationMethod,
  values: Record<Attribute, number>,
): { ok: true; heroPoints: number } | Refusal {
  try {
    assertOneOf(method, "generation method", GENERATION_METHODS);
    if (values === null || typeof values !== "object")
      throw new RulesError(
        "HOLOCRON.Rules.Error.notObject",
        { name: "attributes" },
        "attributes must be an object",
      );
    for (const key of Object.keys(values)) {
      if (!(ATTRIBUTES as readonly string[]).includes(key))
        throw new RulesError(
          "HOLOCRON.Rules.Error.oneOf",
          { name: "attribute", value: key },
          `unknown attribute "${key}"`,
        );
    }
    const max = method === "rolledAssigned" ? ASSIGNED_MAX : ATTRIBUTE_MAX;
    let total = 0;
    for (const a of ATTRIBUTES) {
      assertIntegerInRange(values[a], a, ATTRIBUTE_MIN, max);
      total += values[a];
    }
    if (method === "chosen" && total > CHOSEN_TOTAL_MAX) {
      throw new RulesError(
        "HOLOCRON.Rules.Error.attributesTotal",
        { total: String(total), max: String(CHOSEN_TOTAL_MAX) },
        `chosen attributes add up to ${total}; at most +${CHOSEN_TOTAL_MAX}`,
      );
    }
    return {
      ok: true,
      heroPoints: method === "rolledInOrder" ? 2 : method === "rolledAssigned" ? 1 : 0,
    };
  } catch (e) {
    return refusalOf(e);
  }
}

/** Six attribute values from the dice, in ATTRIBUTES order (to keep, or to assign freely). */
export function rollAttributes(method: "rolledInOrder" | "rolledAssigned", rng: Rng): number[] {
  return ATTRIBUTES.map(() =>
    attributeFromGenerationRoll(method, rollDie(6, rng) + rollDie(6, rng)),
  );
}

/**
 * The attribute one generation roll gives: the 2d6 total through the table ("rolled in order"), or
 * the total − 1 through it ("rolled and assigned"; 2 − 1 still reads as −1).
 */
export function attributeFromGenerationRoll(
  method: "rolledInOrder" | "rolledAssigned",
  roll2d6: number,
): number {
  assertOneOf(method, "generation method", ["rolledInOrder", "rolledAssigned"] as const);
  assertIntegerInRange(roll2d6, "2d6 roll", 2, 12);
  return fromTable(method === "rolledAssigned" ? roll2d6 - 1 : roll2d6);
}

/**
 * The Hero Points generating these six values would grant, once per method they are valid for
 * (rolled in order +2, rolled and assigned +1, chosen +0): how the GM tells a generation from a
 * number typed on the sheet.
 */
export function generationGrants(values: Record<Attribute, number>): number[] {
  return GENERATION_METHODS.flatMap((method) => {
    const checked = validateAttributes(method, values);
    return checked.ok ? [checked.heroPoints] : [];
  });
}
