// A list of ledger rows (a session's, a combat's) as Markdown and as CSV, for the GM to keep
// outside Foundry. Pure: the words (column titles, cause names, field names, the time's format)
// come in as `ExportText`, localized by the caller. CSV follows RFC 4180 (fields with a comma, a
// quote or a line break are quoted, quotes doubled, CRLF between records); a cell that begins with
// a character a spreadsheet reads as a formula's start (= + - @, tab, CR, or their full-width
// forms) is made text: an apostrophe before it, the whole cell quoted (OWASP, "CSV Injection",
// https://owasp.org/www-community/attacks/CSV_Injection), since names and labels are typed by
// players; a cell that is a plain negative number stays a number. The Markdown export is inert
// too: `& < >` become entities and link brackets are escaped, so a name
// `<img onerror=…>` or `[x](javascript:…)` is shown as text by any Markdown viewer.
import { oldestFirst } from "./amounts.js";
import type { LedgerChange, LedgerRow } from "./row.js";

export const EXPORT_COLUMNS = [
  "time",
  "session",
  "combat",
  "round",
  "turn",
  "actor",
  "user",
  "cause",
  "label",
  "field",
  "before",
  "after",
  "rule",
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export interface ExportText {
  title: string;
  columns: Record<ExportColumn, string>;
  /** The cause's name ("Chat card", "Sheet edit"); its kind when omitted. */
  cause?: (row: LedgerRow) => string;
  /** A field's name in its row's actor's words ("HP", "Vitality", "Prone"); its path when omitted. */
  field?: (field: string, row: LedgerRow) => string;
  /** A value's text (a status held: "yes"); the value itself when omitted. */
  value?: (value: LedgerChange["before"], field: string) => string;
  /** The row's time; ISO 8601 when omitted. */
  time?: (ms: number) => string;
  /** The row's rule (an i18n key) in words; the key when omitted. */
  rule?: (key: string) => string;
}

const plain = (value: LedgerChange["before"]) => (value === null ? "" : String(value));

/** One record per change (a row without changes: one record with empty change cells). */
function records(rows: readonly LedgerRow[], text: ExportText): Record<ExportColumn, string>[] {
  const causeOf = text.cause ?? ((row: LedgerRow) => row.cause.kind);
  const fieldOf = text.field ?? ((field: string) => field);
  const valueOf = text.value ?? plain;
  const timeOf = text.time ?? ((ms: number) => new Date(ms).toISOString());
  const ruleOf = text.rule ?? ((key: string) => key);
  return [...rows].sort(oldestFirst).flatMap((row) => {
    const common = {
      time: timeOf(row.time),
      session: row.session,
      combat: row.combat?.id ?? "",
      round: row.combat ? String(row.combat.round) : "",
      turn: row.combat?.turn == null ? "" : String(row.combat.turn),
      actor: row.actorName,
      user: row.userName,
      cause: causeOf(row),
      label: row.cause.label ?? "",
      rule: row.rule ? ruleOf(row.rule) : "",
    };
    const changes = row.changes.length ? row.changes : [null];
    return changes.map((c) => ({
      ...common,
      field: c ? fieldOf(c.field, row) : "",
      before: c ? valueOf(c.before, c.field) : "",
      after: c ? valueOf(c.after, c.field) : "",
    }));
  });
}

/** A cell's first character a spreadsheet takes as a formula's start (OWASP's list, full-width too). */
const FORMULA_LEAD = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A plain negative number (-3, -0.5, -.5): a number to a spreadsheet, never a formula. */
const NEGATIVE_NUMBER = /^-(\d+(\.\d+)?|\.\d+)$/;

/** A CSV cell: quoted when it must be; a formula's lead made text, quoted. */
export function csvCell(value: string): string {
  const formula = FORMULA_LEAD.test(value) && !NEGATIVE_NUMBER.test(value);
  const safe = formula ? `'${value}` : value;
  return formula || /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as CSV: a header record, then one record per change, oldest first. */
export function toCsv(rows: readonly LedgerRow[], text: ExportText): string {
  const lines = [EXPORT_COLUMNS.map((c) => text.columns[c])];
  for (const record of records(rows, text)) lines.push(EXPORT_COLUMNS.map((c) => record[c]));
  return lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/**
 * The characters that start HTML in Markdown text, as entities (a viewer shows them as the
 * characters). Quotes stay: with no `<` no tag, so no attribute, can begin.
 */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/**
 * A Markdown table cell: pipes, backslashes and link brackets escaped, `& < >` as entities, line
 * breaks made spaces.
 */
export function markdownCell(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replace(/[|[\]]/g, (c) => `\\${c}`)
    .replace(/[&<>]/g, (c) => ENTITIES[c]!)
    .replace(/\r\n|\r|\n/g, " ");
}

/** The rows as a Markdown document: the title, then one table row per change, oldest first. */
export function toMarkdown(rows: readonly LedgerRow[], text: ExportText): string {
  const row = (cells: string[]) => `| ${cells.map(markdownCell).join(" | ")} |`;
  const lines = [
    `# ${markdownCell(text.title)}`,
    "",
    row(EXPORT_COLUMNS.map((c) => text.columns[c])),
    `|${EXPORT_COLUMNS.map(() => " --- |").join("")}`,
    ...records(rows, text).map((r) => row(EXPORT_COLUMNS.map((c) => r[c]))),
  ];
  return lines.join("\n") + "\n";
}
