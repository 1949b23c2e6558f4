// A number and how it was made: the terms that add up to it and the rule that adds them. The traced
// computations below are the ones the plain rules call, so a breakdown can never disagree with the
// number it explains (ux.md: "every number a player reads can explain itself").
import { deepFreeze } from "../freeze.js";
import { assertInteger } from "../validate.js";

/** Where a term comes from: the rule's own constant, a stat, the level, an item, an Active Effect… */
export type TraceSourceKind =
  | "rule"
  | "stat"
  | "level"
  | "rank"
  | "item"
  | "effect"
  | "status"
  | "override"
  | "targets"
  | "dialog"
  | "roll"
  | "gm"
  | "state";

export const TRACE_SOURCE_KINDS: readonly TraceSourceKind[] = deepFreeze([
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
  "roll",
  "gm",
  "state",
]);

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
export type RuleId =
  | "armorClass"
  | "attackBonus"
  | "damage"
  | "skillCheck"
  | "initiative"
  | "maxHp"
  | "powerCost"
  | "powerCheck"
  | "vitality"
  | "speed"
  | "chaseCheck"
  | "levelsWaiting"
  | "healthChange"
  | "hazardTaken";

export const RULE_IDS: readonly RuleId[] = deepFreeze([
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
  "chaseCheck",
  "levelsWaiting",
  "healthChange",
  "hazardTaken",
]);

export interface Trace {
  /** The sum of the terms. */
  value: number;
  terms: readonly TraceTerm[];
  rule: RuleId;
  /** Things considered that do not add (a faster armor when the slowest sets Speed). */
  notes?: readonly TraceTerm[];
}

/** The sum of `terms` under `rule`; every value must be an integer. */
export function sumTrace(rule: RuleId, terms: readonly TraceTerm[]): Trace {
  let value = 0;
  for (const t of terms) {
    assertInteger(t.value, t.label);
    value += t.value;
  }
  return { value, terms, rule };
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
