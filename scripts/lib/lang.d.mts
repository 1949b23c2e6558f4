// Types for lang.mjs, which tests import.
export interface LangReport {
  keys: number;
  covered: number;
  missing: string[];
  stale: string[];
  percent: number;
}
export function leafKeys(node: unknown, prefix?: string): string[];
export function langReport(english: unknown, other: unknown): LangReport;
export function formatReport(rows: { file: string; report: LangReport }[]): string;
