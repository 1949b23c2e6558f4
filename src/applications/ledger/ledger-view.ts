// What the sheet's Ledger tab shows: one page of an actor's rows, newest first, each as when (the
// time, the round and turn), who, the cause, each field before → after by its label, and the rule.
// The GM sees a Revert button per row; an owner reads its own actor's rows only (the pages the GM
// shared with it). Rows come cached from src/documents/ledger/home.ts, so a page is 50 rows formatted, whatever the
// ledger's length.
import { statusEffectEntries } from "../../compat/status-effects.js";
import {
  EFFECT_PREFIX,
  ITEM_PREFIX,
  STATUS_PREFIX,
  type PlayValue,
} from "../../rules/ledger/row.js";
import { effectValueText } from "./row-text.js";
import type { LedgerRow } from "../../rules/ledger/row.js";
import { ledgerRowsOf } from "../../documents/ledger/home.js";
import { fieldLabelKey } from "../../documents/ledger/play-state.js";
import { clientRowLookup, labelsOf } from "./row-lookup.js";

export const LEDGER_PAGE_SIZE = 50;

export interface LedgerChangeView {
  label: string;
  before: string;
  after: string;
}

export interface LedgerRowView {
  id: string;
  when: string;
  /** "Round 2, turn 3", or "" outside combat. */
  round: string;
  /** The user whose write it was (the GM who applied a card's damage). */
  who: string;
  /** The actor that caused it (the attacker whose card it was), "" when the row names none. */
  source: string;
  cause: string;
  changes: LedgerChangeView[];
  rule: string;
  revertible: boolean;
}

export interface LedgerView {
  actorUuid: string;
  rows: LedgerRowView[];
  empty: boolean;
  /** "Rows 1–50 of 10000". */
  range: string;
  page: number;
  newer: boolean;
  older: boolean;
  newerPage: number;
  olderPage: number;
  gm: boolean;
}

/** The words the view is made in (game.i18n on a client; the gallery's own from lang/en.json). */
export interface Translator {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/** Status names by id (CONFIG.statusEffects), for "Status: Prone". */
function statusNames(): Map<string, string> {
  return new Map(statusEffectEntries().map((e) => [e.id, e.name ?? e.id]));
}

/** A field's label as the tab shows it ("HP", "Status: Prone", "Item"). */
export function fieldLabel(
  field: string,
  labels: Readonly<Record<string, string>>,
  statuses: ReadonlyMap<string, string>,
  t: Translator,
): string {
  if (field.startsWith(STATUS_PREFIX)) {
    const id = field.slice(STATUS_PREFIX.length);
    return t.format("HOLOCRON.Ledger.Field.Status", { name: t.localize(statuses.get(id) ?? id) });
  }
  if (field.startsWith(ITEM_PREFIX)) return t.localize("HOLOCRON.Ledger.Field.Item");
  if (field.startsWith(EFFECT_PREFIX)) return t.localize("HOLOCRON.Ledger.Field.Effect");
  return t.localize(fieldLabelKey(labels, field));
}

/** An actor's field labels on this client. */
export function clientFieldLabel(actorUuid: string, field: string): string {
  return fieldLabel(field, labelsOf(actorUuid), statusNames(), game.i18n);
}

/** A recorded value in words: none, an effect's text, a status held or not, a number. */
export function valueText(value: PlayValue, field: string, t: Translator): string {
  if (value === null) return t.localize("HOLOCRON.Ledger.None");
  if (field.startsWith(EFFECT_PREFIX) && typeof value === "string") {
    return effectValueText(t, value);
  }
  if (typeof value === "boolean") {
    return t.localize(value ? "HOLOCRON.Ledger.Held" : "HOLOCRON.Ledger.NotHeld");
  }
  return String(value);
}

interface ViewOptions {
  gm: boolean;
  lang: string;
  t: Translator;
  label: (field: string) => string;
  /** An actor's name by uuid (RowLookup#actorName); none found when omitted. */
  sourceName?: ((uuid: string) => string | null) | undefined;
}

function rowView(row: LedgerRow, o: ViewOptions): LedgerRowView {
  const { t, combat } = { t: o.t, combat: row.combat };
  return {
    id: row.id,
    when: new Date(row.time).toLocaleString(o.lang),
    round: combat
      ? t.format("HOLOCRON.Ledger.Round", {
          round: String(combat.round),
          turn: String((combat.turn ?? 0) + 1),
        })
      : "",
    who: row.userName || t.localize("HOLOCRON.Ledger.Unknown"),
    source: (row.cause.sourceActorUuid && o.sourceName?.(row.cause.sourceActorUuid)) || "",
    cause: [t.localize(`HOLOCRON.Ledger.Causes.${row.cause.kind}`), row.cause.label]
      .filter(Boolean)
      .join(": "),
    changes: row.changes.map((c) => ({
      label: o.label(c.field),
      before: valueText(c.before, c.field, t),
      after: valueText(c.after, c.field, t),
    })),
    rule: row.rule ? t.localize(row.rule) : "",
    revertible: o.gm,
  };
}

/** Page `page` (0: the newest) of `all` (newest first): only that page's rows are formatted. */
export function ledgerPageView(
  actorUuid: string,
  all: readonly LedgerRow[],
  page: number,
  o: Omit<ViewOptions, "label"> & {
    labels: Readonly<Record<string, string>>;
    statuses: ReadonlyMap<string, string>;
  },
): LedgerView {
  const last = Math.max(0, Math.ceil(all.length / LEDGER_PAGE_SIZE) - 1);
  const at = Math.min(Math.max(0, page), last);
  const slice = all.slice(at * LEDGER_PAGE_SIZE, (at + 1) * LEDGER_PAGE_SIZE);
  const labels = new Map<string, string>();
  const label = (field: string) => {
    let text = labels.get(field);
    if (text === undefined)
      labels.set(field, (text = fieldLabel(field, o.labels, o.statuses, o.t)));
    return text;
  };
  const options = { gm: o.gm, lang: o.lang, t: o.t, label, sourceName: o.sourceName };
  return {
    actorUuid,
    rows: slice.map((row) => rowView(row, options)),
    empty: all.length === 0,
    range: o.t.format("HOLOCRON.Ledger.Page", {
      from: String(at * LEDGER_PAGE_SIZE + (slice.length ? 1 : 0)),
      to: String(at * LEDGER_PAGE_SIZE + slice.length),
      total: String(all.length),
    }),
    page: at,
    newer: at > 0,
    older: at < last,
    newerPage: Math.max(0, at - 1),
    olderPage: Math.min(last, at + 1),
    gm: o.gm,
  };
}

/** Page `page` of the actor's rows as this user may read them (the sheet's Ledger tab). */
export function ledgerView(actorUuid: string, page = 0): LedgerView {
  return ledgerPageView(actorUuid, ledgerRowsOf(actorUuid), page, {
    gm: game.user.isGM,
    lang: game.i18n.lang,
    t: game.i18n,
    labels: labelsOf(actorUuid),
    statuses: statusNames(),
    sourceName: clientRowLookup().actorName,
  });
}
