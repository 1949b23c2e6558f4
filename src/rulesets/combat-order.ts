// Pure ordering of combatants: unrolled last, each ruleset's own rule between its combatants, and
// a stable fallback (name, then id) so every client shows the same order. Below it, the d20 core's
// order, which m20 and Space Opera share.
import { d20, dice } from "../rules/index.js";
import type { RulesetId } from "../config.js";
import type { InitiativeRules } from "./combat-rules.js";
import type { D20View, SortEntry } from "./combat-view.js";
import { d20Shape, m20Shape, type RulesetActor } from "./actor-shapes.js";

/** A comparator for two entries of the same ruleset, both with an initiative. */
export type EntryComparator = (a: SortEntry, b: SortEntry) => number;

// One collator for every comparison: String#localeCompare builds a new one each call (slow).
const collator = new Intl.Collator(undefined, { numeric: true });

export function byName(a: SortEntry, b: SortEntry): number {
  return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** True when the rules API can take these figures (integers; a hand-typed 12.5 cannot). */
export function rulesCanOrder(a: SortEntry, b: SortEntry): boolean {
  return (
    Number.isInteger(a.initiative) &&
    Number.isInteger(b.initiative) &&
    Number.isInteger(a.tieBreak) &&
    Number.isInteger(b.tieBreak) &&
    a.tieBreak >= 0 &&
    b.tieBreak >= 0 &&
    (a.kind !== "speed" || ((a.initiative ?? -1) >= 0 && (b.initiative ?? -1) >= 0))
  );
}

/** Turns "which id comes first" from a rules API order of the pair into a comparator result. */
export function pairResult(a: SortEntry, b: SortEntry, order: readonly string[]): number {
  if (a.initiative === b.initiative && a.tieBreak === b.tieBreak) return byName(a, b);
  return order[0] === a.id ? -1 : 1;
}

/** Plain numbers, highest first: for mixed rulesets or figures the rules API cannot take. */
export function byNumbers(a: SortEntry, b: SortEntry): number {
  return (b.initiative ?? 0) - (a.initiative ?? 0) || b.tieBreak - a.tieBreak || byName(a, b);
}

/**
 * The order of two combatants: no initiative yet goes last; the same ruleset's combatants follow
 * its comparator; combatants of different kinds (a mixed-ruleset fight) go by the numbers.
 */
export function compareEntries(
  a: SortEntry,
  b: SortEntry,
  comparatorOf: (ruleset: RulesetId) => EntryComparator,
): number {
  const aSet = a.initiative !== null;
  const bSet = b.initiative !== null;
  if (!aSet || !bSet) return aSet === bSet ? byName(a, b) : aSet ? -1 : 1;
  if (a.kind !== b.kind || !rulesCanOrder(a, b)) return byNumbers(a, b);
  return comparatorOf(a.ruleset)(a, b);
}

/** The whole order by one ruleset's rules API call (first to act first). */
export type ListOrder = (list: readonly SortEntry[]) => string[];

/** Full ties (same initiative and tie-breaker) that the rules left in list order go by name. */
function namesWithinTies(ids: readonly string[], byId: ReadonlyMap<string, SortEntry>): string[] {
  const out: SortEntry[] = ids.map((id) => byId.get(id) as SortEntry);
  let start = 0;
  while (start < out.length) {
    const head = out[start] as SortEntry;
    let end = start + 1;
    while (
      end < out.length &&
      out[end]?.initiative === head.initiative &&
      out[end]?.tieBreak === head.tieBreak
    ) {
      end += 1;
    }
    if (end - start > 1) out.splice(start, end - start, ...out.slice(start, end).sort(byName));
    start = end;
  }
  return out.map((e) => e.id);
}

/**
 * The order of a whole combat in one rules API call; full ties then go by name, and unrolled
 * entries follow, by name. Mixed kinds or figures the rules cannot take fall back to pairwise
 * comparison.
 */
export function orderedIds(
  entries: readonly SortEntry[],
  rules: (ruleset: RulesetId) => { order: ListOrder; compare: EntryComparator },
): string[] {
  const rolled = entries.filter((e) => e.initiative !== null);
  const unrolled = entries
    .filter((e) => e.initiative === null)
    .sort(byName)
    .map((e) => e.id);
  const first = rolled[0];
  if (!first) return unrolled;
  const uniform = rolled.every((e) => e.kind === first.kind && rulesCanOrder(e, first));
  const head = uniform
    ? namesWithinTies(rules(first.ruleset).order(rolled), new Map(rolled.map((e) => [e.id, e])))
    : rolled.sort((a, b) => compareEntries(a, b, (r) => rules(r).compare)).map((e) => e.id);
  return [...head, ...unrolled];
}

// The d20 core's combat order, shared by m20 and Space Opera: 1d20 + DEX bonus, ties to the higher
// DEX score (rules API), then the name. Each ruleset's file adds only what differs.

/** What combat shows of a d20 actor; STR damage only where the ruleset has it (m20). */
export function d20View(actor: RulesetActor, o: { strDamage: boolean }): D20View {
  const s = d20Shape(actor);
  return {
    kind: "d20",
    dex: s.stats.dex,
    dexBonus: s.bonuses.dex,
    strBonus: s.bonuses.str,
    level: s.level,
    health: { value: s.health.value, max: s.health.max },
    strDamage: o.strDamage ? m20Shape(actor).strDamage.value : null,
    mook: s.mook ?? false,
  };
}

/** 1d20 + DEX bonus, with the bonus written in: the chat card shows exactly what was added. */
export function d20InitiativeFormula(view: D20View): string {
  return dice.addModifier("1d20", view.dexBonus);
}

const orderEntry = (e: SortEntry) => ({ id: e.id, total: e.initiative ?? 0, dex: e.tieBreak });

export function compareD20(a: SortEntry, b: SortEntry): number {
  return pairResult(a, b, d20.initiativeOrder([orderEntry(a), orderEntry(b)]));
}

export function orderD20(list: readonly SortEntry[]): string[] {
  return d20.initiativeOrder(list.map(orderEntry));
}

/** The initiative rules of a d20 ruleset; `turnStart` adds its own automation (Space Opera dying). */
export function d20InitiativeRules(
  ruleset: RulesetId,
  o: { strDamage: boolean; turnStart?: InitiativeRules["turnStart"] },
): InitiativeRules {
  return {
    ruleset,
    kind: "d20",
    worldFormula: "1d20",
    view: (actor) => d20View(actor, o),
    tieBreak: (actor) => d20Shape(actor).stats.dex,
    formulaFor: (view) => (view.kind === "d20" ? d20InitiativeFormula(view) : null),
    order: orderD20,
    compare: compareD20,
    ...(o.turnStart ? { turnStart: o.turnStart } : {}),
  };
}
