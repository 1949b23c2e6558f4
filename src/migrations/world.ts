// The world migration: on `ready` the active GM brings every stored actor and item (world items and
// embedded ones) to CURRENT_SCHEMA_VERSION. Idempotent: current documents are left alone.
import { migrationUpdate, storedVersion } from "./migrate-source.js";
import type { DocumentName, Source } from "./steps.js";
import { markDeleted } from "../compat/deletion.js";

type Migratable = {
  documentName: string;
  _source: { system?: unknown };
  update(data: never): Promise<unknown>;
};

export interface MigrationReport {
  migrated: number;
  failed: { uuid: string; error: string }[];
}

function updateFor(doc: Migratable): { system: Source } | null {
  const system = (doc._source.system ?? {}) as Source;
  const name = doc.documentName as DocumentName;
  return migrationUpdate(name, storedVersion(system), system, markDeleted);
}

async function migrateOne(doc: Migratable & { uuid: string }, report: MigrationReport) {
  const update = updateFor(doc);
  if (!update) return;
  try {
    await doc.update(update as never); // the update object is checked by the schema on write
    report.migrated += 1;
  } catch (error) {
    report.failed.push({
      uuid: doc.uuid,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Migrates the world (active GM only) and tells the GM what happened. */
export async function migrateWorld(): Promise<MigrationReport | null> {
  if (!game.user.isActiveGM) return null;
  const report: MigrationReport = { migrated: 0, failed: [] };
  for (const actor of game.actors) {
    await migrateOne(actor, report);
    for (const item of actor.items) await migrateOne(item, report);
  }
  for (const item of game.items) await migrateOne(item, report);
  if (report.migrated) {
    ui.notifications.info(
      game.i18n.format("HOLOCRON.Migration.Done", { count: String(report.migrated) }),
    );
  }
  for (const failure of report.failed) {
    ui.notifications.error(game.i18n.format("HOLOCRON.Migration.Failed", failure));
  }
  return report;
}
