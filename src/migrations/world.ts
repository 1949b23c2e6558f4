// The world migration: on `ready` the active GM brings every stored actor and item to
// CURRENT_SCHEMA_VERSION — world documents, embedded items, unlinked tokens' deltas and the world's
// unlocked compendiums — and tells the GMs what changed in one whispered chat summary. Idempotent:
// a current document is left alone, so a second run changes nothing.
import {
  AUTOMATIC_WRITE,
  migrationUpdate,
  storedVersion,
  type DocumentName,
  type Source,
} from "./migrate-source.js";
import { markDeleted } from "../compat/deletion.js";
import { SYSTEM_ID } from "../config.js";
import { notify, notifyCount } from "../compat/notify.js";

type Migratable = {
  documentName: string;
  uuid: string;
  _source: { system?: unknown };
  update(data: never, options?: typeof AUTOMATIC_WRITE): Promise<unknown>;
};

export interface MigrationReport {
  migrated: number;
  failed: { uuid: string; error: string }[];
}

/** A stored document reached structurally (a compendium's documents come as a union of classes). */
function isMigratable(doc: unknown): doc is Migratable & { items?: Iterable<Migratable> } {
  if (typeof doc !== "object" || doc === null) return false;
  return "_source" in doc && "update" in doc && typeof doc.update === "function";
}

const isObject = (v: unknown): v is Source =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Values kept under `system.legacy` by the update (what could not be placed or was fitted). */
function keptCount(update: { system: Source }): number {
  const legacy = update.system.legacy;
  return isObject(legacy) ? Object.keys(legacy).length : 0;
}

function updateFor(documentName: DocumentName, source: unknown): { system: Source } | null {
  const system = isObject(source) ? source : {};
  return migrationUpdate(documentName, storedVersion(system), system, markDeleted);
}

class WorldMigration {
  readonly report: MigrationReport = { migrated: 0, failed: [] };
  kept = 0;

  /** One document: its `system` as loaded (already reshaped by migrateData) is written back. */
  async migrate(doc: Migratable, documentName: DocumentName = doc.documentName as DocumentName) {
    const update = updateFor(documentName, doc._source.system);
    if (!update) return;
    try {
      // Checked by the schema on write; marked as the system's own write, which approves nothing
      // of what a player wrote into the document (item-provenance.ts).
      await doc.update(update as never, AUTOMATIC_WRITE);
      this.report.migrated += 1;
      this.kept += keptCount(update);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.report.failed.push({ uuid: doc.uuid, error: message });
    }
  }

  async actor(actor: Migratable & { items: Iterable<Migratable> }) {
    await this.migrate(actor);
    for (const item of actor.items) await this.migrate(item);
  }

  /** An unlinked token's delta holds its own changes to the actor's `system`. */
  async tokenDeltas() {
    for (const scene of game.scenes ?? []) {
      for (const token of scene.tokens) {
        const delta = token.delta;
        if (token.actorLink || !delta) continue;
        await this.migrate(delta, "Actor");
        for (const item of delta.items) await this.migrate(item);
      }
    }
  }

  /** The world's own compendiums (a module's or system's packs are theirs to migrate). */
  async compendiums() {
    for (const pack of game.packs ?? []) {
      const { documentName } = pack;
      if (pack.metadata.packageType !== "world" || pack.locked) continue;
      if (documentName !== "Actor" && documentName !== "Item") continue;
      const docs: unknown[] = await pack.getDocuments();
      for (const doc of docs) {
        if (!isMigratable(doc)) continue;
        await this.migrate(doc, documentName);
        for (const item of doc.items ?? []) await this.migrate(item, "Item");
      }
    }
  }
}

export const MIGRATION_SUMMARY_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/migration-summary.hbs`;

/** One chat message, whispered to the GMs: what was migrated, kept and refused. */
async function postSummary(run: WorldMigration): Promise<void> {
  const { migrated, failed } = run.report;
  if (migrated === 0 && failed.length === 0) return;
  const content = await foundry.applications.handlebars.renderTemplate(MIGRATION_SUMMARY_TEMPLATE, {
    migrated,
    kept: run.kept,
    failed,
    failedCount: failed.length,
  });
  const whisper = game.users.filter((user) => user.isGM).flatMap((user) => user.id ?? []);
  await ChatMessage.create({ content, whisper });
}

/** Migrates the world (active GM only) and tells the GMs what happened. */
export async function migrateWorld(): Promise<MigrationReport | null> {
  if (!game.user.isActiveGM) return null;
  const run = new WorldMigration();
  for (const actor of game.actors) await run.actor(actor);
  for (const item of game.items) await run.migrate(item);
  await run.tokenDeltas();
  await run.compendiums();
  const { report } = run;
  if (report.migrated) {
    notifyCount("info", "HOLOCRON.Migration.Done", report.migrated);
  }
  for (const failure of report.failed) {
    notify("error", "HOLOCRON.Migration.Failed", failure);
  }
  await postSummary(run);
  return report;
}
