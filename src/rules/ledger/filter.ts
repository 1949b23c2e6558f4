// Which rows a ledger view shows: the world ledger's filters (by actor, user, cause, session,
// combat), the choices its selects offer, and one page of the result. Pure: rows in, rows out.
import type { LedgerCauseKind, LedgerRow } from "./row.js";

/** A filter left out (or "") lets every row through. */
export interface LedgerFilter {
  actorUuid?: string;
  userId?: string;
  cause?: LedgerCauseKind | "";
  session?: string;
  combatId?: string;
}

/** The filter's keys in the order the window shows them. */
export const FILTER_KEYS = ["actorUuid", "userId", "cause", "session", "combatId"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** What each filter compares a row by. */
const ROW_VALUE: Record<FilterKey, (row: LedgerRow) => string> = {
  actorUuid: (row) => row.actorUuid,
  userId: (row) => row.userId,
  cause: (row) => row.cause.kind,
  session: (row) => row.session,
  combatId: (row) => row.combat?.id ?? "",
};

/** The rows the filter lets through, in the order given. */
export function filterRows(rows: readonly LedgerRow[], filter: LedgerFilter): LedgerRow[] {
  const set = FILTER_KEYS.flatMap((key) => {
    const wanted = filter[key];
    return wanted ? [[ROW_VALUE[key], wanted] as const] : [];
  });
  return rows.filter((row) => set.every(([value, wanted]) => value(row) === wanted));
}

/** The rows of one combat (any round, before its start too). */
export const rowsOfCombat = (rows: readonly LedgerRow[], combatId: string): LedgerRow[] =>
  filterRows(rows, { combatId });

export interface FilterChoice {
  value: string;
  /** What the select shows: a name as the row recorded it, or the value itself. */
  label: string;
}

/** What each filter's select offers: the values the rows hold, each once, the newest row's name. */
export function filterChoices(rows: readonly LedgerRow[]): Record<FilterKey, FilterChoice[]> {
  const label: Record<FilterKey, (row: LedgerRow) => string> = {
    actorUuid: (row) => row.actorName,
    userId: (row) => row.userName || row.userId,
    cause: (row) => row.cause.kind,
    session: (row) => row.session,
    combatId: (row) => row.combat?.id ?? "",
  };
  const choices = {} as Record<FilterKey, FilterChoice[]>;
  for (const key of FILTER_KEYS) {
    const seen = new Map<string, string>();
    for (const row of rows) {
      const value = ROW_VALUE[key](row);
      if (value && !seen.has(value)) seen.set(value, label[key](row));
    }
    choices[key] = [...seen].map(([value, text]) => ({ value, label: text }));
  }
  return choices;
}

export interface Page<T> {
  items: T[];
  /** 0-based, clamped to the pages there are. */
  page: number;
  pages: number;
  total: number;
}

/** One page of `size` items; a page past the last shows the last (an empty list has one page). */
export function pageOf<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const at = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  return { items: items.slice(at * size, (at + 1) * size), page: at, pages, total: items.length };
}
