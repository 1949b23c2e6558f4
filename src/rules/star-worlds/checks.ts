// Star Worlds attributes and the checks they roll: the attributes and the ways to make them, the
// 2d6 odds, the bands a check lands in, the attribute an attack or a skill check starts on, the
// skills a character knows, and the Hero Point reroll. One concept, one module.
import { type Refusal, refusalOf, RulesError } from "../rules-error.js";
import { deepFreeze } from "../freeze.js";
import { rollDie, type Rng } from "../dice/roll.js";
import { ATTACK_KINDS, type AttackKind } from "../d20/core.js";
import { assertBoolean, assertInteger, assertIntegerInRange, assertOneOf } from "../validate.js";
import { defineRule, type Trace } from "../trace/trace.js";

// Star Worlds attributes and the three ways to make them.

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

// The 36 equally likely outcomes of 2d6, as counts per total: every Star Worlds chance is k/36.
export const TWO_D6_MIN = 2;
/** TWO_D6_COUNTS[t - 2] = ways to roll t on 2d6. */
export const TWO_D6_COUNTS: readonly number[] = deepFreeze([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
export const TWO_D6_OUTCOMES = 36;

// Star Worlds checks: 2d6 + attribute read in bands. ≤ 6 Failure (Close-Call when a Skill
// applies), 7–9 Problem, 10–11 Success, 12+ Critical. Opposed rolls: ties are rolled again.

export const OUTCOMES = deepFreeze([
  "failure",
  "closeCall",
  "problem",
  "success",
  "critical",
] as const);
export type Outcome = (typeof OUTCOMES)[number];

function band(total: number, skilled: boolean): Outcome {
  if (total <= 6) return skilled ? "closeCall" : "failure";
  if (total <= 9) return "problem";
  if (total <= 11) return "success";
  return "critical";
}

export function outcome(total: number, o: { skilled: boolean }): Outcome {
  assertInteger(total, "check total");
  assertBoolean(o.skilled, "skilled");
  return band(total, o.skilled);
}

/** Exact chance of each band for 2d6 + attribute (each a count / 36; they sum to 1). */
export function outcomeChances(
  attribute: number,
  o: { skilled: boolean },
): Record<Outcome, number> {
  assertInteger(attribute, "attribute");
  assertBoolean(o.skilled, "skilled");
  const counts: Record<Outcome, number> = {
    failure: 0,
    closeCall: 0,
    problem: 0,
    success: 0,
    critical: 0,
  };
  for (let i = 0; i < TWO_D6_COUNTS.length; i++) {
    counts[band(TWO_D6_MIN + i + attribute, o.skilled)] += TWO_D6_COUNTS[i]!;
  }
  return {
    failure: counts.failure / TWO_D6_OUTCOMES,
    closeCall: counts.closeCall / TWO_D6_OUTCOMES,
    problem: counts.problem / TWO_D6_OUTCOMES,
    success: counts.success / TWO_D6_OUTCOMES,
    critical: counts.critical / TWO_D6_OUTCOMES,
  };
}

/** Another name for outcomeChances. */
export const bandChances = outcomeChances;

/** Higher total wins; equal totals are rolled again. */
export function opposedWinner(a: number, b: number): "a" | "b" | "reroll" {
  assertInteger(a, "first total");
  assertInteger(b, "second total");
  if (a === b) return "reroll";
  // Stryker disable next-line EqualityOperator: equal totals returned "reroll" above
  return a > b ? "a" : "b";
}

/** Exact chance that 2d6 + attribute beats 2d6 + otherAttribute, ties rolled again. */
export function opposedChance(a: { attribute: number; otherAttribute: number }): number {
  assertInteger(a.attribute, "attribute");
  assertInteger(a.otherAttribute, "other attribute");
  let wins = 0;
  let losses = 0;
  for (let i = 0; i < TWO_D6_COUNTS.length; i++) {
    for (let j = 0; j < TWO_D6_COUNTS.length; j++) {
      const ways = TWO_D6_COUNTS[i]! * TWO_D6_COUNTS[j]!;
      const d = i + a.attribute - (j + a.otherAttribute);
      if (d > 0) wins += ways;
      else if (d < 0) losses += ways;
    }
  }
  return wins / (wins + losses);
}

// Star Worlds rolls as Holocron plays them: the attribute an attack or a skill check starts with
// (the player may pick another), a weapon's damage with the level table's extra dice, and the Hero
// Point reroll that keeps the better total.

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

// Star Worlds skills are named tags. Level 1 gives "Species +1" (seed 002 line 66): the skill the
// character's species names, known without being written into the character's own list.

// Stryker disable next-line MethodExpression: upper or lower case, either makes the names case-blind
const key = (name: string) => name.trim().toLowerCase();

/** The character's skills and its species' skills, without repeats (the first spelling kept). */
export function knownSkills(own: readonly string[], species: readonly string[]): string[] {
  if (!Array.isArray(own) || !Array.isArray(species))
    throw new RulesError(
      "HOLOCRON.Rules.Error.notList",
      { name: "skills" },
      "skills must be arrays",
    );
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...own, ...species]) {
    if (typeof name !== "string")
      throw new RulesError(
        "HOLOCRON.Rules.Error.notText",
        { name: "skill" },
        "a skill must be a name",
      );
    if (name.trim() === "" || seen.has(key(name))) continue;
    seen.add(key(name));
    out.push(name.trim());
  }
  return out;
}
