// A ledger row in words for the GM's windows and the export: the cause, each field's name and its
// values, the time. Pure: localized through the I18n passed in (game.i18n in Foundry, a dictionary
// in tests and the gallery); the time through a formatter, so tests and the gallery stay fixed.
import { STATUS_IDS } from "../../rulesets/status-effects.js";
import type { LedgerChange, LedgerRow } from "../../rules/ledger/row.js";
import {
  EFFECT_PREFIX,
  ITEM_PREFIX,
  STATUS_PREFIX,
  effectView,
} from "../../rules/ledger/changes.js";
import { EXPORT_COLUMNS, type ExportText } from "../../rules/ledger/export.js";
import type { I18n } from "../chat/i18n.js";

/** The fields a row names that have a name of their own; others show their path. */
const FIELD_KEYS: Readonly<Record<string, string>> = {
  "health.value": "HOLOCRON.LedgerWorld.Field.health",
  "strDamage.value": "HOLOCRON.LedgerWorld.Field.strDamage",
  "heroPoints.value": "HOLOCRON.LedgerWorld.Field.heroPoints",
  "heroPoints.spent": "HOLOCRON.LedgerWorld.Field.heroPointsSpent",
  "heroism.value": "HOLOCRON.LedgerWorld.Field.heroism",
  level: "HOLOCRON.LedgerWorld.Field.level",
};

export type TimeFormat = (ms: number) => string;

/** A cause kind's name ("Chat card", "Sheet edit"). */
export const causeName = (i18n: I18n, kind: string): string =>
  i18n.localize(`HOLOCRON.Ledger.Causes.${kind}`);

/** A status's name (the status effect's own), or its id when the system has no such status. */
export function statusName(i18n: I18n, id: string): string {
  return (STATUS_IDS as readonly string[]).includes(id)
    ? i18n.localize(`HOLOCRON.Status.${id}`)
    : id;
}

export function fieldName(i18n: I18n, field: string): string {
  if (field.startsWith(STATUS_PREFIX)) return statusName(i18n, field.slice(STATUS_PREFIX.length));
  if (field.startsWith(ITEM_PREFIX)) return i18n.localize("HOLOCRON.LedgerWorld.Field.item");
  if (field.startsWith(EFFECT_PREFIX)) return i18n.localize("HOLOCRON.LedgerWorld.Field.effect");
  const key = FIELD_KEYS[field];
  return key ? i18n.localize(key) : field;
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
  time: string;
  actor: string;
  user: string;
  cause: string;
  /** The cause's label (a power's name), when it has one. */
  label: string | null;
  changes: ChangeLine[];
  /** The rule in the seed's words, when one produced the change. */
  rule: string | null;
}

/** One row as the windows list it. */
export function rowLine(i18n: I18n, row: LedgerRow, time: TimeFormat): RowLine {
  return {
    id: row.id,
    time: time(row.time),
    actor: row.actorName,
    user: row.userName || i18n.localize("HOLOCRON.LedgerWorld.UnknownUser"),
    cause: causeName(i18n, row.cause.kind),
    label: row.cause.label ?? null,
    changes: row.changes.map((c) => ({
      field: fieldName(i18n, c.field),
      before: valueText(i18n, c.before, c.field),
      after: valueText(i18n, c.after, c.field),
    })),
    rule: row.rule ? i18n.localize(row.rule) : null,
  };
}

/** The export's words, in this user's language. */
export function exportText(i18n: I18n, title: string, time: TimeFormat): ExportText {
  const columns = Object.fromEntries(
    EXPORT_COLUMNS.map((c) => [c, i18n.localize(`HOLOCRON.LedgerWorld.Column.${c}`)]),
  ) as ExportText["columns"];
  return {
    title,
    columns,
    cause: (row) => causeName(i18n, row.cause.kind),
    field: (field) => fieldName(i18n, field),
    value: (value, field) => valueText(i18n, value, field),
    time,
    rule: (key) => i18n.localize(key),
  };
}
