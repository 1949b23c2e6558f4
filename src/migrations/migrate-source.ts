// Applies the migration steps to a `system` source in place: the models' `migrateData` runs it on
// every load (and on update data), the world migration persists the result and the version.
import { MIGRATIONS, type DocumentName, type Legacy, type Source } from "./steps.js";
import { CURRENT_SCHEMA_VERSION } from "./version.js";

const isObject = (v: unknown): v is Source =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export function storedVersion(system: Source): number {
  const v = system.schemaVersion;
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0;
}

/**
 * Brings `system` to today's shape in place. Every step runs, whatever the stored version: each acts
 * only on the legacy shapes it finds. Values with no place left are added to `system.legacy`, which
 * is returned (the version is left as found: only the world migration stamps it).
 */
export function migrateSourceInPlace(
  documentName: DocumentName,
  type: string,
  system: Source,
): Legacy {
  const legacy: Legacy = isObject(system.legacy) ? system.legacy : {};
  for (const step of MIGRATIONS) step.migrate(documentName, type, system, legacy);
  if (Object.keys(legacy).length > 0) system.legacy = legacy;
  return legacy;
}

/** A migrated copy; the input is left as it is. */
export function migrateSystemSource(
  documentName: DocumentName,
  type: string,
  system: Source,
): Source {
  const copy = structuredClone(system);
  migrateSourceInPlace(documentName, type, copy);
  return copy;
}

/** Whether `system` carries an older data version (update data never carries one). */
export function isOlderVersion(system: Source): boolean {
  const v = system.schemaVersion;
  return typeof v === "number" && v < CURRENT_SCHEMA_VERSION;
}

/** Keys every step moves away from stored data of a document. */
export function legacyKeys(documentName: DocumentName): string[] {
  return [...new Set(MIGRATIONS.flatMap((step) => step.legacyKeys[documentName]))];
}

/**
 * The update that brings a stored document to CURRENT_SCHEMA_VERSION, or null when it is current.
 * `migrated` is the document's system source as loaded (already reshaped by migrateData): it is
 * written whole, and the old keys (the steps' and those kept under `legacy`) are deleted with
 * `markDeleted`, the running Foundry's deletion syntax (src/compat/deletion.ts).
 */
export function migrationUpdate(
  documentName: DocumentName,
  storedSystemVersion: number,
  migrated: Source,
  markDeleted: (update: Source, key: string) => void,
): { system: Source } | null {
  if (storedSystemVersion >= CURRENT_SCHEMA_VERSION) return null;
  const system: Source = { ...migrated, schemaVersion: CURRENT_SCHEMA_VERSION };
  const gone = new Set(legacyKeys(documentName));
  const kept = isObject(migrated.legacy) ? Object.keys(migrated.legacy) : [];
  for (const key of kept) if (!key.includes(".") && !(key in migrated)) gone.add(key);
  for (const key of gone) markDeleted(system, key);
  return { system };
}
