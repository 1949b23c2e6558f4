// The GM's export of a row list: Markdown or CSV, saved through Foundry's download
// (https://foundryvtt.com/api/functions/foundry.utils.saveDataToFile.html).
import type { LedgerRow } from "../../rules/ledger/row.js";
import { toCsv, toMarkdown } from "../../rules/ledger/export.js";
import { gameI18n } from "../../cards/card.js";
import { exportText, type TimeFormat } from "./row-text.js";
import { clientRowLookup } from "./row-lookup.js";

export type ExportFormat = "markdown" | "csv";

const FORMATS: Record<ExportFormat, { type: string; ext: string; write: typeof toCsv }> = {
  markdown: { type: "text/markdown", ext: "md", write: toMarkdown },
  csv: { type: "text/csv", ext: "csv", write: toCsv },
};

/** This user's way of writing a time. */
export const localTime: TimeFormat = (ms) => new Date(ms).toLocaleString(game.i18n.lang);

/** A file name of letters, digits and dashes (the title may hold anything a player typed). */
export const fileNameOf = (title: string): string =>
  title
    .normalize("NFKD")
    // The accents NFKD splits off a letter go, so "Éclat" is "eclat", not "e-clat".
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase() || "ledger";

/** Saves `rows` as a file of the format, titled `title`. */
export function saveRows(rows: readonly LedgerRow[], format: ExportFormat, title: string): void {
  const { type, ext, write } = FORMATS[format];
  const data = write(rows, exportText(gameI18n(), title, localTime, clientRowLookup()));
  foundry.utils.saveDataToFile(data, type, `${fileNameOf(title)}.${ext}`);
}

/** The export buttons' action: the format is the clicked button's `data-format`. */
export const formatOf = (target: HTMLElement): ExportFormat =>
  target.dataset.format === "csv" ? "csv" : "markdown";
