// Applies the migration steps to a `system` source. Pure: used by the models' `migrateData` (every
// load) and by the world migration (to persist the new shape and the version).
import { MIGRATIONS, type DocumentName, type Source } from "./steps.js";
import { CURRENT_SCHEMA_VERSION } from "./version.js";

export function storedVersion(system: Source): number {
  const v = system.schemaVersion;
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0;
}

/** The source in today's shape. The version is left as found: only the world migration stamps it. */
export function migrateSystemSource(
  documentName: DocumentName,
  type: string,
  system: Source,
): Source {
  let out = system;
  const from = storedVersion(system);
  for (const step of MIGRATIONS) {
    if (step.version > from) out = step.migrate(documentName, type, out);
  }
  return out;
}

/** Keys to delete from stored data of a document at `fromVersion`. */
export function legacyKeys(documentName: DocumentName, fromVersion: number): string[] {
  const keys = new Set<string>();
  for (const step of MIGRATIONS) {
    if (step.version > fromVersion) for (const k of step.legacyKeys[documentName]) keys.add(k);
  }
  return [...keys];
}

/**
 * The update that brings a stored document to CURRENT_SCHEMA_VERSION, or null when it is current.
 * `migrated` is the document's system source as loaded (already reshaped by migrateData);
 * `markDeleted` writes a key's deletion in the running Foundry's syntax (src/compat/deletion.ts).
 */
export function migrationUpdate(
  documentName: DocumentName,
  storedSystemVersion: number,
  migrated: Source,
  markDeleted: (update: Source, key: string) => void,
): { system: Source } | null {
  if (storedSystemVersion >= CURRENT_SCHEMA_VERSION) return null;
  const system: Source = { ...migrated, schemaVersion: CURRENT_SCHEMA_VERSION };
  for (const key of legacyKeys(documentName, storedSystemVersion)) markDeleted(system, key);
  return { system };
}
