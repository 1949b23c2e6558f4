// What a row's changes amount to: damage and healing from the health fields, statuses gained,
// numbers spent. Pure; the combat summary and the replay read rows through these.
import { type LedgerChange, type LedgerRow, STATUS_PREFIX } from "./row.js";

/**
 * The health fields and which way is damage: HP (Vitality in Star Worlds) going down, m20's STR
 * damage going up (seed 000: "damage past 0 HP comes off STR").
 */
export const DAMAGE_FIELDS: Readonly<Record<string, 1 | -1>> = {
  "health.value": -1,
  "strDamage.value": 1,
};

/** Statuses that take a creature out of the fight (gaining one is being downed). */
export const DOWN_STATUSES: readonly string[] = [
  "unconscious",
  "dying",
  "dead",
  "defeated",
  "outCold",
];

/** after − before of a numeric change; 0 when either side is not a number. */
export function delta(change: LedgerChange): number {
  const { before, after } = change;
  return typeof before === "number" && typeof after === "number" ? after - before : 0;
}

/** A row's damage (> 0) or healing (< 0): the health fields' changes, signed as damage. */
export function damageOf(row: LedgerRow): number {
  let sum = 0;
  for (const change of row.changes) {
    const way = DAMAGE_FIELDS[change.field];
    if (way) sum += way * delta(change);
  }
  return sum;
}

/** The status ids a row gains (held after, not before). */
export function statusesGained(row: LedgerRow): string[] {
  return row.changes.flatMap((c) =>
    c.field.startsWith(STATUS_PREFIX) && c.after === true && c.before !== true
      ? [c.field.slice(STATUS_PREFIX.length)]
      : [],
  );
}

/** The sum of one field's increases (sign 1) or decreases (sign −1) in a row. */
export function fieldMoved(row: LedgerRow, field: string, sign: 1 | -1): number {
  let sum = 0;
  for (const change of row.changes) {
    const d = change.field === field ? sign * delta(change) : 0;
    if (d > 0) sum += d;
  }
  return sum;
}

/** The ids of rows a revert among `rows` reverses, and the reverts themselves. */
export function revertedIds(rows: readonly LedgerRow[]): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.cause.kind === "revert" && row.cause.revertOf) {
      ids.add(row.cause.revertOf);
      ids.add(row.id);
    }
  }
  return ids;
}

/** Oldest first; rows of the same millisecond in the order they were written. */
export const oldestFirst = (a: LedgerRow, b: LedgerRow): number => a.time - b.time || a.seq - b.seq;
