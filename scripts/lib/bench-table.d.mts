// Types for bench-table.mjs, which test/scripts/bench-report.test.ts imports.
export const START: string;
export const END: string;
export const REFERENCE: string;
export const IDLE_LOAD_PER_CORE: number;
export const IDLE_OTHERS_SHARE: number;
export interface BenchRow {
  name: string;
  what: string;
  ratio?: number;
  ms?: number;
}
export const RULESET_RUNS: string[];
export const BENCHES: { file: string; perRuleset?: boolean; rows: BenchRow[] }[];
export interface BenchRun {
  date: string;
  commit: string;
  reference: string;
  cores: number;
  loadBefore: number[];
  loadAfter: number[];
  /** The share of the cores other processes used during the run (0–1), or null when not measured. */
  othersShare: number | null;
  rounds: number;
  rows: (BenchRow & { mean: number | null; referenceMean: number | null })[];
}
export function renderTable(run: BenchRun): string;
export function wasIdle(run: BenchRun): boolean;
export function tableBlock(text: string): string | null;
export function withTable(text: string, block: string): string;
export function isGeneratedTable(block: string): boolean;
