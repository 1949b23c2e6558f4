// A ledger row in words for the GM's windows and the export: who caused it and who applied it, the
// cause, each field by the name the actor's ruleset gives it (HP, Vitality, STR damage) and its
// values, the time. Pure: localized through the I18n passed in (game.i18n in Foundry, a dictionary
// in tests and the gallery); the time through a formatter, and the actors' names and rulesets
// through a RowLookup, so tests and the gallery stay fixed.
import { STATUS_IDS } from "../../rulesets/status-effects.js";
import type { LedgerChange, LedgerRow } from "../../rules/ledger/row.js";
import { EFFECT_PREFIX, ITEM_PREFIX, STATUS_PREFIX, effectView } from "../../rules/ledger/row.js";
import { EXPORT_COLUMNS, type ExportText } from "../../rules/ledger/export.js";
import type { I18n } from "../chat/i18n.js";
import { fieldLabelKey } from "../../documents/ledger/play-state.js";

export type TimeFormat = (ms: number) => string;

/** What a row's words need to know of the world beyond the row. */
export interface RowLookup {
  /** An actor's name now, by uuid; null when this client does not find it. */
  actorName(uuid: string): string | null;
  /** The labels the actor's ruleset gives its health fields (Ruleset#healthFieldLabels). */
  fieldLabels(uuid: string): Readonly<Record<string, string>>;
}

/** A lookup that finds nothing: names come from the rows, fields from the shared labels. */
export const NO_LOOKUP: RowLookup = { actorName: () => null, fieldLabels: () => ({}) };

/** A cause kind's name ("Chat card", "Sheet edit"). */
export const causeName = (i18n: I18n, kind: string): string =>
  i18n.localize(`HOLOCRON.Ledger.Causes.${kind}`);

/** A status's name (the status effect's own), or its id when the system has no such status. */
export function statusName(i18n: I18n, id: string): string {
  return (STATUS_IDS as readonly string[]).includes(id)
    ? i18n.localize(`HOLOCRON.Status.${id}`)
    : id;
}

/**
 * A field's name: a status's, "Item", "Effect", or the label the actor's ruleset gives the field
 * (`labels`, as the sheet's Ledger tab reads it: play-state.ts), the path when none names it.
 */
export function fieldName(
  i18n: I18n,
  field: string,
  labels: Readonly<Record<string, string>> = {},
): string {
  if (field.startsWith(STATUS_PREFIX)) return statusName(i18n, field.slice(STATUS_PREFIX.length));
  if (field.startsWith(ITEM_PREFIX)) return i18n.localize("HOLOCRON.LedgerWorld.Field.item");
  if (field.startsWith(EFFECT_PREFIX)) return i18n.localize("HOLOCRON.LedgerWorld.Field.effect");
  const key = fieldLabelKey(labels, field);
  return key === field ? field : i18n.localize(key);
}

/**
 * The actor that caused a row's change (the attacker whose card dealt it), by name: as this client
 * finds it, else as the ledger last named it in a row of its own; null when the row names none.
 */
export function sourceName(
  row: LedgerRow,
  rows: readonly LedgerRow[],
  lookup: RowLookup,
): string | null {
  const uuid = row.cause.sourceActorUuid;
  if (!uuid) return null;
  return lookup.actorName(uuid) ?? rows.find((r) => r.actorUuid === uuid)?.actorName ?? null;
}

/** An effect's recorded state in words: its name and changes, and "(off)" when it was disabled. */
export function effectValueText(i18n: I18n, value: string): string {
  const { text, disabled } = effectView(value);
  return disabled ? i18n.format("HOLOCRON.Ledger.EffectOff", { effect: text }) : text;
}

/** A value in words: a status held or not, an item's name or none, an effect, a number as it is. */
export function valueText(i18n: I18n, value: LedgerChange["before"], field: string): string {
  if (field.startsWith(STATUS_PREFIX))
    return i18n.localize(
      value === true ? "HOLOCRON.LedgerWorld.Held" : "HOLOCRON.LedgerWorld.NotHeld",
    );
  if (value === null) return i18n.localize("HOLOCRON.LedgerWorld.None");
  if (field.startsWith(EFFECT_PREFIX) && typeof value === "string") {
    return effectValueText(i18n, value);
  }
  return String(value);
}

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

export interface RowLine {
  id: string;
  actorUuid: string;
  time: string;
  actor: string;
  /** The actor that caused the change (an attacker), when the row names one. */
  source: string | null;
  user: string;
  /** "applied by Gamemaster". */
  appliedBy: string;
  cause: string;
  /** The cause's label (a power's name), when it has one. */
  label: string | null;
  changes: ChangeLine[];
  /** The rule in the seed's words, when one produced the change. */
  rule: string | null;
}

/**
 * One row as the windows list it. `rows` are the ledger's rows the source's name may be read from
 * when the lookup does not find the actor (one deleted since).
 */
export function rowLine(
  i18n: I18n,
  row: LedgerRow,
  time: TimeFormat,
  lookup: RowLookup = NO_LOOKUP,
  rows: readonly LedgerRow[] = [],
): RowLine {
  const source = sourceName(row, rows, lookup);
  const user = row.userName || i18n.localize("HOLOCRON.LedgerWorld.UnknownUser");
  const labels = lookup.fieldLabels(row.actorUuid);
  return {
    id: row.id,
    actorUuid: row.actorUuid,
    time: time(row.time),
    actor: row.actorName,
    source,
    user,
    appliedBy: i18n.format("HOLOCRON.LedgerWorld.AppliedBy", { user }),
    cause: causeName(i18n, row.cause.kind),
    label: row.cause.label ?? null,
    changes: row.changes.map((c) => ({
      field: fieldName(i18n, c.field, labels),
      before: valueText(i18n, c.before, c.field),
      after: valueText(i18n, c.after, c.field),
    })),
    rule: row.rule ? i18n.localize(row.rule) : null,
  };
}

/** The export's words, in this user's language. */
export function exportText(
  i18n: I18n,
  title: string,
  time: TimeFormat,
  lookup: RowLookup = NO_LOOKUP,
): ExportText {
  const columns = Object.fromEntries(
    EXPORT_COLUMNS.map((c) => [c, i18n.localize(`HOLOCRON.LedgerWorld.Column.${c}`)]),
  ) as ExportText["columns"];
  return {
    title,
    columns,
    cause: (row) => causeName(i18n, row.cause.kind),
    field: (field, row) => fieldName(i18n, field, lookup.fieldLabels(row.actorUuid)),
    value: (value, field) => valueText(i18n, value, field),
    time,
    rule: (key) => i18n.localize(key),
  };
}
