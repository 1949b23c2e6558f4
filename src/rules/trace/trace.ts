// A number and how it was made: the terms that add up to it and the rule that adds them. The traced
// computations below are the ones the plain rules call, so a breakdown can never disagree with the
// number it explains (ux.md: "every number a player reads can explain itself").
import { deepFreeze } from "../freeze.js";
import { flatSum, formatFormula, parseFormula } from "../dice/formula.js";
import * as is from "../validate.js";
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

// One rule definition, two evaluations: a traced rule is written once, as the terms it adds to a
// tally, and evaluated either for its value alone (derived data on every preparation: no term, no
// trace is made) or for its value with its terms (a breakdown opened, a test). Both run the same
// function over the same inputs, so a breakdown can never disagree with the number it explains
// (architecture.md, "Explanations on demand").

/**
 * Terms another evaluation makes (the Active Effect modifiers): a list, or their sum with the list
 * made only when a trace asks for it (`terms()` must add up to `value`).
 */
export type Addends = readonly TraceTerm[] | SummedTerms;

/** Terms kept as their sum, made when a trace asks (`terms()` adds up to `value`). */
export interface SummedTerms {
  readonly value: number;
  terms(): readonly TraceTerm[];
}

/** What a rule adds its terms to. */
export interface Tally {
  /**
   * One term (trace.ts `term`); a rule's own constant has kind "rule" and no name. A number as the
   * name (a level) is its decimal text, made only by the trace evaluation.
   */
  add(
    label: string,
    value: number,
    kind: TraceSourceKind,
    name?: string | number,
    origin?: string,
  ): void;
  /** Terms made elsewhere, in order. */
  addAll(terms: Addends): void;
  /** Something considered that does not add (the trace's notes; the value ignores it). */
  note(label: string, value: number, kind: TraceSourceKind, name?: string): void;
}

export interface TracedRule<A> {
  readonly rule: RuleId;
  /** The number alone: nothing but the sum is made. */
  value(a: A): number;
  /** The number with its terms. */
  trace(a: A): Trace;
  /** Adds this rule's terms to another rule's tally (a weapon's attack is its kind's, and more). */
  addTo(tally: Tally, a: A): void;
}

function isList(terms: Addends): terms is readonly TraceTerm[] {
  return Array.isArray(terms);
}

/** The terms of `addends`, made now when they were kept as their sum. */
export function addendTerms(addends: Addends): readonly TraceTerm[] {
  return isList(addends) ? addends : addends.terms();
}

function sumOf(terms: readonly TraceTerm[]): number {
  let sum = 0;
  for (const t of terms) {
    // The call only for the error: a value evaluation sums terms for every actor's preparation.
    if (!Number.isInteger(t.value)) assertInteger(t.value, t.label);
    sum += t.value;
  }
  return sum;
}

/** The value evaluation: one running sum, each term checked as sumTrace checks it. */
class ValueTally implements Tally {
  sum = 0;
  add(label: string, value: number): void {
    // The call only for the error (the same check): this runs for every term of every preparation.
    if (!Number.isInteger(value)) assertInteger(value, label);
    this.sum += value;
  }
  addAll(terms: Addends): void {
    this.sum += isList(terms) ? sumOf(terms) : terms.value;
  }
  note(): void {}
}

/** The trace evaluation: the terms and notes as trace.ts `term` makes them. */
class TraceTally implements Tally {
  readonly terms: TraceTerm[] = [];
  notes: TraceTerm[] | undefined;
  add(
    label: string,
    value: number,
    kind: TraceSourceKind,
    name?: string | number,
    origin?: string,
  ): void {
    assertInteger(value, label);
    this.terms.push(
      term(label, value, kind, typeof name === "number" ? String(name) : name, origin),
    );
  }
  addAll(terms: Addends): void {
    if (isList(terms)) {
      this.terms.push(...terms);
      return;
    }
    const list = terms.terms();
    // Cannot reach a user: the rules build these addends themselves; a mismatch is a bug in a rule.
    if (sumOf(list) !== terms.value) throw new Error("terms that do not add up to their value");
    this.terms.push(...list);
  }
  note(label: string, value: number, kind: TraceSourceKind, name?: string): void {
    (this.notes ??= []).push(term(label, value, kind, name));
  }
}

/** The one value tally, reused: an evaluation saves and restores the sum, so rules may nest. */
const VALUE = new ValueTally();

export function defineRule<A>(rule: RuleId, addTerms: (tally: Tally, a: A) => void): TracedRule<A> {
  return {
    rule,
    value(a) {
      const outer = VALUE.sum;
      VALUE.sum = 0;
      try {
        addTerms(VALUE, a);
        return VALUE.sum;
      } finally {
        VALUE.sum = outer;
      }
    },
    trace(a) {
      const tally = new TraceTally();
      addTerms(tally, a);
      return makeTrace(rule, sumOf(tally.terms), tally.terms, tally.notes);
    },
    addTo: addTerms,
  };
}

// A rolled total as its terms: the dice as they fell, then the flat bonus the formula adds, told
// term by term when the roll knows them (the roll dialog's bonus trace, a weapon's damage trace).
// The card's total is the roll's; these split it as the roll's own formula does (its dice and its
// plain numbers), so the breakdown cannot disagree with the dice.

/** The formula's dice alone ("1d20", "2d8+2d8") and the sum of its plain numbers. */
export function splitFormula(formula: string): { dice: string; flat: number } {
  const terms = parseFormula(formula);
  return {
    dice: formatFormula(terms.filter((t) => t.kind === "dice")),
    flat: flatSum(terms),
  };
}

/** Whether `terms` add up to `value` (stored terms a card may carry are checked against its formula). */
export function termsAddUpTo(terms: readonly TraceTerm[], value: number): boolean {
  return terms.reduce((sum, t) => sum + t.value, 0) === value;
}

/**
 * The total of a roll of `formula` as its terms: the dice's faces (one "roll" term named by the dice
 * rolled; `extraDice` split off it, e.g. a Hero Point's 1d6 when its face is known), then `bonus`,
 * the formula's plain numbers term by term; when `bonus` does not add up to them (an older card,
 * no terms known) they are one term of the formula.
 */
export function rolledTotalTrace(
  rule: RuleId,
  a: {
    formula: string;
    total: number;
    bonus: readonly TraceTerm[];
    extraDice?: readonly TraceTerm[];
  },
): Trace {
  assertInteger(a.total, "total");
  const { dice, flat } = splitFormula(a.formula);
  const extra = a.extraDice ?? [];
  const extraSum = extra.reduce((sum, t) => sum + t.value, 0);
  const faces = a.total - flat - extraSum;
  const bonus = termsAddUpTo(a.bonus, flat)
    ? a.bonus
    : flat === 0
      ? []
      : [term("formulaBonus", flat, "rule")];
  return sumTrace(rule, [term("roll", faces, "roll", dice), ...extra, ...bonus]);
}

/** The rule an opposed roll's total follows: Star Worlds' 2d6 roll, else a d20 check. */
export function opposedRollRule(ruleset: string): RuleId {
  return ruleset === "starWorlds" ? "worldsRoll" : "checkRoll";
}

// A trace as stored data (a chat card's flags): read through a shape like any card field, and
// refused unless its terms add up to its value, so a breakdown read back cannot disagree with itself.

const traceName = is.string(200);

const termShape = is.object({
  label: is.string(100),
  value: is.int(),
  source: is.object({
    kind: is.oneOf(TRACE_SOURCE_KINDS),
    name: is.optional(traceName),
    origin: is.optional(traceName),
  }),
});

const traceTerms = is.array(termShape, { max: 50 });

export const traceShape: is.Shape<Trace> = is.refine(
  is.object({
    value: is.int(),
    terms: traceTerms,
    rule: is.oneOf(RULE_IDS),
    notes: is.optional(traceTerms),
  }),
  "terms adding up to the value",
  (t) => t.terms.reduce((s, x) => s + x.value, 0) === t.value,
);
