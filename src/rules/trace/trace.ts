// A number and how it was made: the terms that add up to it and the rule that adds them. The traced
// computations below are the ones the plain rules call, so a breakdown can never disagree with the
// number it explains (ux.md: "every number a player reads can explain itself").
import { deepFreeze } from "../freeze.js";
import { assertInteger } from "../validate.js";

/** Where a term comes from: the rule's own constant, a stat, the level, an item, an Active Effect… */
export const TRACE_SOURCE_KINDS = deepFreeze([
  "rule",
  "stat",
  "level",
  "rank",
  "item",
  "effect",
  "status",
  "override",
  "targets",
  "dialog",
  // Dice as rolled (a roll's faces, read from the roll itself).
  "roll",
  "card",
  "actor",
  "gm",
  "state",
] as const);
export type TraceSourceKind = (typeof TRACE_SOURCE_KINDS)[number];

export interface TraceSource {
  kind: TraceSourceKind;
  /** The named thing (an item's, an effect's, a stat's id), when there is one. */
  name?: string;
  /** What put it there (an effect's origin: a power and whose card), when known. */
  origin?: string;
}

/** One addend: what it is (an i18n key), how much, and where it comes from. */
export interface TraceTerm {
  label: string;
  value: number;
  source: TraceSource;
}

/** The rules a trace can cite; each has a page anchor in its ruleset's rules journal. */
export const RULE_IDS = deepFreeze([
  "armorClass",
  "attackBonus",
  "damage",
  "skillCheck",
  "initiative",
  "maxHp",
  "powerCost",
  "powerCheck",
  "vitality",
  "speed",
  "attackRoll",
  "checkRoll",
  "worldsRoll",
  "damageRoll",
  "powerDc",
  "battlemind",
  "powerResist",
  "deflect",
  "statBonus",
  "armor",
  "tieBreak",
  "chaseCheck",
  "levelsWaiting",
  "healthChange",
  "hazardTaken",
  "hitDice",
  "powerDamage",
  "damageDice",
  "chaseMovement",
  "exposureDc",
  "fallingDice",
] as const);
export type RuleId = (typeof RULE_IDS)[number];

export interface Trace {
  /** The sum of the terms. */
  value: number;
  terms: readonly TraceTerm[];
  rule: RuleId;
  /** Things considered that do not add (a faster armor when the slowest sets Speed). */
  notes?: readonly TraceTerm[];
}

/**
 * How many traces this module has built: the guard that derived data builds none (architecture.md,
 * "Explanations on demand": hot paths are guarded by counts, never by time). Only ever grows.
 */
let built = 0;

export function tracesBuilt(): number {
  return built;
}

/** A trace object as every constructor here makes it: counted. */
export function makeTrace(
  rule: RuleId,
  value: number,
  terms: readonly TraceTerm[],
  notes?: readonly TraceTerm[],
): Trace {
  built++;
  return notes === undefined ? { value, terms, rule } : { value, terms, rule, notes };
}

/** The sum of `terms` under `rule`; every value must be an integer. */
export function sumTrace(rule: RuleId, terms: readonly TraceTerm[]): Trace {
  let value = 0;
  for (const t of terms) {
    assertInteger(t.value, t.label);
    value += t.value;
  }
  return makeTrace(rule, value, terms);
}

/** A term that is the rule's own constant (AC's 10, Vitality's 12). */
export function ruleTerm(label: string, value: number): TraceTerm {
  return { label, value, source: { kind: "rule" } };
}

/** A term of a kind and optional name; `origin` only when given. */
export function term(
  label: string,
  value: number,
  kind: TraceSourceKind,
  name?: string,
  origin?: string,
): TraceTerm {
  const source: TraceSource = { kind };
  if (name !== undefined) source.name = name;
  if (origin !== undefined) source.origin = origin;
  return { label, value, source };
}

/** A trace whose terms are `extra` added after `base`'s (a weapon's own bonus on the kind's total). */
export function extendTrace(base: Trace, extra: readonly TraceTerm[]): Trace {
  return sumTrace(base.rule, [...base.terms, ...extra]);
}

/** A number the sheet stores as typed (an NPC's Speed or Armor): one term, the sheet's value. */
export function typedTrace(rule: RuleId, value: number): Trace {
  return sumTrace(rule, [term("typed", value, "override")]);
}

/**
 * A stored roll's total as its terms: the dice are what the total holds beyond `bonus` (the store
 * keeps only the total); a remainder the dice cannot make (`faces`: their lowest and highest sum)
 * was typed by hand, and says so.
 */
export function rolledTrace(
  total: number,
  bonus: Trace,
  dice: { label: string; lowest: number; highest: number },
): Trace {
  assertInteger(total, "rolled total");
  const rest = total - bonus.value;
  const rolled = rest >= dice.lowest && rest <= dice.highest;
  const first = rolled ? term(dice.label, rest, "roll") : term("handSet", rest, "override");
  const t = sumTrace(bonus.rule, [first, ...bonus.terms]);
  return bonus.notes ? makeTrace(t.rule, t.value, t.terms, bonus.notes) : t;
}
