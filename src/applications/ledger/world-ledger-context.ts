// The world ledger window's context (world-ledger.ts), from plain rows: the filters' choices,
// one page of the rows that pass them, in words. Pure, so the window, its tests and the gallery
// share it.
import {
  FILTER_KEYS,
  filterChoices,
  filterRows,
  pageOf,
  type FilterKey,
  type LedgerFilter,
} from "../../rules/ledger/filter.js";
import { LEDGER_CAUSES, type LedgerRow } from "../../rules/ledger/row.js";
import type { I18n } from "../chat/i18n.js";
import { NO_LOOKUP, causeName, rowLine, type RowLookup, type TimeFormat } from "./row-text.js";

/** Rows on one page of the window. */
export const PAGE_SIZE = 50;

/** The earliest time of each value of a key (a session or combat is named by when it began). */
function firstTimes(rows: readonly LedgerRow[], value: (row: LedgerRow) => string | undefined) {
  const first = new Map<string, number>();
  for (const row of rows) {
    const v = value(row);
    const known = v ? first.get(v) : undefined;
    if (v && (known === undefined || row.time < known)) first.set(v, row.time);
  }
  return first;
}

/** Pure: the window's context for the rows, the filter and the page. */
export function worldLedgerContext(
  i18n: I18n,
  rows: readonly LedgerRow[],
  filter: LedgerFilter,
  page: number,
  time: TimeFormat,
  lookup: RowLookup = NO_LOOKUP,
) {
  const choices = filterChoices(rows);
  const began = {
    session: firstTimes(rows, (r) => r.session),
    combatId: firstTimes(rows, (r) => r.combat?.id),
  };
  const label = (key: FilterKey, value: string, text: string): string => {
    if (key === "cause") return causeName(i18n, value);
    if (key === "session" || key === "combatId") {
      const at = began[key].get(value);
      return i18n.format(`HOLOCRON.LedgerWorld.Began.${key}`, {
        time: at === undefined ? value : time(at),
      });
    }
    return text;
  };
  const filters = FILTER_KEYS.map((key) => ({
    key,
    label: i18n.localize(`HOLOCRON.LedgerWorld.Filter.${key}`),
    any: i18n.localize("HOLOCRON.LedgerWorld.Any"),
    options: (key === "cause"
      ? LEDGER_CAUSES.filter((c) => choices.cause.some((x) => x.value === c)).map((value) => ({
          value,
          label: value,
        }))
      : choices[key]
    ).map((c) => ({
      value: c.value,
      label: label(key, c.value, c.label),
      selected: filter[key] === c.value,
    })),
  }));
  const shown = filterRows(rows, filter);
  const at = pageOf(shown, page, PAGE_SIZE);
  return {
    filters,
    filtered: FILTER_KEYS.some((key) => !!filter[key]),
    rows: at.items.map((row) => rowLine(i18n, row, time, lookup, rows)),
    empty: shown.length === 0,
    page: at.page,
    pageLabel: i18n.format("HOLOCRON.LedgerWorld.Page", {
      page: String(at.page + 1),
      pages: String(at.pages),
      total: String(at.total),
    }),
    hasPrev: at.page > 0,
    hasNext: at.page < at.pages - 1,
  };
}
export type WorldLedgerContext = ReturnType<typeof worldLedgerContext>;

/** A filter from the window's form: only the keys it knows, each a string. */
export function filterOfForm(object: Record<string, unknown>): LedgerFilter {
  const filter: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = object[key];
    if (typeof value === "string" && value) filter[key] = value;
  }
  const cause = filter.cause;
  if (cause !== undefined && !(LEDGER_CAUSES as readonly string[]).includes(cause))
    delete filter.cause;
  return filter as LedgerFilter;
}
