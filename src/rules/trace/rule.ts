// One rule definition, two evaluations: a traced rule is written once, as the terms it adds to a
// tally, and evaluated either for its value alone (derived data on every preparation: no term, no
// trace is made) or for its value with its terms (a breakdown opened, a test). Both run the same
// function over the same inputs, so a breakdown can never disagree with the number it explains
// (architecture.md, "Explanations on demand").
import { assertInteger } from "../validate.js";
import {
  makeTrace,
  term,
  type RuleId,
  type Trace,
  type TraceSourceKind,
  type TraceTerm,
} from "./trace.js";

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
