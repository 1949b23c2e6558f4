// An actor's play state as the ledger compares it (a flat record of field → value), the changes
// between two of them, and what a revert of one change writes. Pure: the Foundry side reads the
// actor into a PlayState (src/documents/ledger/play-state.ts) and writes what these return.
import type { LedgerChange, LedgerRow } from "./row.js";

export type PlayValue = string | number | boolean | null;
/**
 * `system` paths, `status:<id>` (true when held), `item:<id>` (the item's name) and `effect:<id>`
 * (an Active Effect that is no status: its state as `effectText` writes it).
 */
export type PlayState = Readonly<Record<string, PlayValue>>;

export const STATUS_PREFIX = "status:";
export const ITEM_PREFIX = "item:";
/** An item's effect is `effect:<item id>.<effect id>`, the actor's own `effect:<effect id>`. */
export const EFFECT_PREFIX = "effect:";

/** Marks an effect's text on or off: the first characters, so no name can pose as either. */
const EFFECT_ON = "on|";
const EFFECT_OFF = "off|";

/** One change of an effect as the ledger words it: its key (less `system.`) and its value. */
export interface EffectChangeText {
  key: string;
  value: string;
}

/**
 * An effect's state as one text: on or off, its name, each change ("Shielded: modifiers.ac +20").
 * A number without a sign reads with its `+` (an ADD of 20 is "+20"). Read back by `effectView`.
 */
export function effectText(
  name: string,
  changes: readonly EffectChangeText[],
  disabled: boolean,
): string {
  const words = changes.map(({ key, value }) => {
    const shown = /^\d/.test(value.trim()) ? `+${value.trim()}` : value.trim();
    return `${key.replace(/^system\./, "")} ${shown}`;
  });
  const body = words.length ? `${name}: ${words.join(", ")}` : name;
  return `${disabled ? EFFECT_OFF : EFFECT_ON}${body}`;
}

/** An effect's recorded text read back: its words and whether it was off. */
export function effectView(value: string): { text: string; disabled: boolean } {
  if (value.startsWith(EFFECT_OFF)) return { text: value.slice(EFFECT_OFF.length), disabled: true };
  const text = value.startsWith(EFFECT_ON) ? value.slice(EFFECT_ON.length) : value;
  return { text, disabled: false };
}

/** The fields that differ between two states, in a stable order (fields, statuses, items, effects). */
export function diffPlayState(before: PlayState, after: PlayState): LedgerChange[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes: LedgerChange[] = [];
  for (const field of keys) {
    const [was, now] = [before[field] ?? absent(field), after[field] ?? absent(field)];
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes.sort((a, b) => rank(a.field) - rank(b.field) || a.field.localeCompare(b.field));
}

/** A status not held is `false`, an item or effect not had is null. */
function absent(field: string): PlayValue {
  return field.startsWith(STATUS_PREFIX) ? false : null;
}

function rank(field: string): number {
  if (field.startsWith(STATUS_PREFIX)) return 1;
  if (field.startsWith(ITEM_PREFIX)) return 2;
  return field.startsWith(EFFECT_PREFIX) ? 3 : 0;
}

/**
 * Two changes of one row merged (the same request wrote fields, then statuses): each field keeps
 * its first `before` and its last `after`; a field back where it started is no change.
 */
export function mergeChanges(earlier: readonly LedgerChange[], later: readonly LedgerChange[]) {
  const byField = new Map(earlier.map((c) => [c.field, { ...c }]));
  for (const change of later) {
    const first = byField.get(change.field);
    byField.set(change.field, first ? { ...first, after: change.after } : { ...change });
  }
  return [...byField.values()].filter((c) => c.before !== c.after);
}

/** Why a change cannot be reverted, as an i18n key; null when it can. */
export type RevertBlock =
  | "HOLOCRON.Ledger.Revert.ItemLost"
  | "HOLOCRON.Ledger.Revert.EffectLost"
  | "HOLOCRON.Ledger.Revert.NotNumber";

/**
 * What reverting one change writes on the current value: a number moves back by the change's
 * delta (later changes to it are kept), anything else goes back to its `before`. An item lost
 * cannot be made again from a row (the row holds its name only): refused. Nor can an effect edited,
 * turned off or deleted (the row holds its changes as text, not their modes and priorities): an
 * effect made is removed, any other effect change is refused.
 */
export function revertValue(
  change: LedgerChange,
  current: PlayValue,
): { value: PlayValue } | { refused: RevertBlock } {
  if (change.field.startsWith(ITEM_PREFIX)) {
    return change.before === null
      ? { value: null }
      : { refused: "HOLOCRON.Ledger.Revert.ItemLost" };
  }
  if (change.field.startsWith(EFFECT_PREFIX)) {
    return change.before === null
      ? { value: null }
      : { refused: "HOLOCRON.Ledger.Revert.EffectLost" };
  }
  if (typeof change.before === "number" && typeof change.after === "number") {
    if (typeof current !== "number") return { refused: "HOLOCRON.Ledger.Revert.NotNumber" };
    return { value: current + (change.before - change.after) };
  }
  return { value: change.before };
}

/** The rows written after `row` (newest-first list) that changed one of its fields. */
export function laterSameField(row: LedgerRow, rows: readonly LedgerRow[]): LedgerRow[] {
  const fields = new Set(row.changes.map((c) => c.field));
  return rows.filter(
    (other) =>
      other.id !== row.id &&
      (other.time > row.time || (other.time === row.time && other.seq > row.seq)) &&
      other.changes.some((c) => fields.has(c.field)),
  );
}

/** One field of a revert's outcome: its value now and after the revert (null: refused). */
export interface RevertStep {
  field: string;
  now: PlayValue;
  after: PlayValue;
  refused: RevertBlock | null;
}

/**
 * What reverting `row` would leave on an actor whose play state is `now`, field by field, from the
 * same revertValue the revert writes with: the GM reads the result before confirming.
 */
export function revertOutcome(row: LedgerRow, now: PlayState): RevertStep[] {
  return row.changes.map((change) => {
    const current = now[change.field] ?? null;
    const result = revertValue(change, current);
    return "refused" in result
      ? { field: change.field, now: current, after: null, refused: result.refused }
      : { field: change.field, now: current, after: result.value, refused: null };
  });
}
