// Types for babele.mjs, which tests import.
type Mapping = Record<string, string | { path: string; converter: string }>;
export const FIELDS: Record<"Actor" | "Item" | "JournalEntry" | "Macro", Mapping>;
export interface Skeleton {
  label: string;
  mapping: Mapping;
  folders?: Record<string, string>;
  entries: Record<string, Record<string, unknown>>;
}
export function valueAt(doc: unknown, path: string): unknown;
export function entryOf(doc: object, type: string): Record<string, unknown>;
export function skeletonOf(pack: { type: string; label: string }, docs: object[]): Skeleton;
