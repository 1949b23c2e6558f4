// What the sheet's Ledger tab shows: one page of an actor's rows, newest first, each as when (the
// time, the round and turn), who, the cause, each field before → after by its label, and the rule.
// The GM sees a Revert button per row; an owner reads its own actor's rows only (the pages the GM
// shared with it). Rows come cached from store.ts, so a page is 50 rows formatted, whatever the
// ledger's length.
import { rulesetOf } from "../../rulesets/index.js";
import { isHolocronActorType } from "../../config.js";
import { statusEffectEntries } from "../../compat/status-effects.js";
import { ITEM_PREFIX, STATUS_PREFIX, type PlayValue } from "../../rules/ledger/changes.js";
import type { LedgerRow } from "../../rules/ledger/row.js";
import { ledgerRowsOf } from "../../documents/ledger/store.js";
import { fieldLabelKey } from "../../documents/ledger/play-state.js";

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
  who: string;
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
  gm: boolean;
}

function labelsOf(actorUuid: string): Readonly<Record<string, string>> {
  const actor = fromUuidSync(actorUuid as Parameters<typeof fromUuidSync>[0]) as {
    type?: string;
  } | null;
  const type = actor?.type ?? "";
  return isHolocronActorType(type) ? rulesetOf(type).healthFieldLabels : {};
}

function statusName(id: string): string {
  const entry = statusEffectEntries().find((e) => e.id === id);
  return game.i18n.localize(entry?.name ?? id);
}

/** A field's label as the tab shows it ("HP", "Status: Prone", "Item"). */
export function fieldLabel(actorUuid: string, field: string): string {
  if (field.startsWith(STATUS_PREFIX)) {
    const name = statusName(field.slice(STATUS_PREFIX.length));
    return game.i18n.format("HOLOCRON.Ledger.Field.Status", { name });
  }
  if (field.startsWith(ITEM_PREFIX)) return game.i18n.localize("HOLOCRON.Ledger.Field.Item");
  return game.i18n.localize(fieldLabelKey(labelsOf(actorUuid), field));
}

function valueText(value: PlayValue): string {
  if (value === null) return game.i18n.localize("HOLOCRON.Ledger.None");
  if (typeof value === "boolean") {
    return game.i18n.localize(value ? "HOLOCRON.Ledger.Held" : "HOLOCRON.Ledger.NotHeld");
  }
  return String(value);
}

function rowView(row: LedgerRow, gm: boolean, labels: (field: string) => string): LedgerRowView {
  const combat = row.combat;
  return {
    id: row.id,
    when: new Date(row.time).toLocaleString(game.i18n.lang),
    round: combat
      ? game.i18n.format("HOLOCRON.Ledger.Round", {
          round: String(combat.round),
          turn: String((combat.turn ?? 0) + 1),
        })
      : "",
    who: row.userName || game.i18n.localize("HOLOCRON.Ledger.Unknown"),
    cause: [game.i18n.localize(`HOLOCRON.Ledger.Causes.${row.cause.kind}`), row.cause.label]
      .filter(Boolean)
      .join(": "),
    changes: row.changes.map((c) => ({
      label: labels(c.field),
      before: valueText(c.before),
      after: valueText(c.after),
    })),
    rule: row.rule ? game.i18n.localize(row.rule) : "",
    revertible: gm && row.cause.kind !== "offline",
  };
}

/** Page `page` (0: the newest) of the actor's rows as this user may read them. */
export function ledgerView(actorUuid: string, page = 0): LedgerView {
  const gm = game.user.isGM;
  const all = ledgerRowsOf(actorUuid);
  const last = Math.max(0, Math.ceil(all.length / LEDGER_PAGE_SIZE) - 1);
  const at = Math.min(Math.max(0, page), last);
  const slice = all.slice(at * LEDGER_PAGE_SIZE, (at + 1) * LEDGER_PAGE_SIZE);
  const labels = new Map<string, string>();
  const label = (field: string) => {
    let text = labels.get(field);
    if (text === undefined) labels.set(field, (text = fieldLabel(actorUuid, field)));
    return text;
  };
  return {
    actorUuid,
    rows: slice.map((row) => rowView(row, gm, label)),
    empty: all.length === 0,
    range: game.i18n.format("HOLOCRON.Ledger.Page", {
      from: String(at * LEDGER_PAGE_SIZE + (slice.length ? 1 : 0)),
      to: String(at * LEDGER_PAGE_SIZE + slice.length),
      total: String(all.length),
    }),
    page: at,
    newer: at > 0,
    older: at < last,
    gm,
  };
}
