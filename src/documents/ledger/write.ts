// The ledger's one write (the active GM's client): every pending row of every actor in at most one
// page creation and one page update of the ledger journal (plus the journal itself, the first
// time). A row is one key added by a merge update (`flags.holocron.rows.<id>`), so no row is ever
// rewritten. Each live page keeps `last`, the actor's play state as last recorded (offline.ts).
//
// The cap: a live page holds at most LIVE_CAP rows; past it the oldest rows move, in the same
// write, to archive pages (part 1, 2…) of at most ARCHIVE_CAP rows each. Every document stays
// small (Foundry sends a whole page to every client who may see it), the live page a sheet reads
// most stays cheap, and nothing is dropped: the archives read through the same functions
// (store.ts). A 10,000-row actor is one live page and five archives.
import { SYSTEM_ID } from "../../config.js";
import { isRecord } from "../../rules/shape.js";
import { markDeleted } from "../../compat/deletion.js";
import type { BatchOperation } from "../../compat/modify-batch.js";
import { newestFirst, type LedgerRow } from "../../rules/ledger/row.js";
import type { PlayState } from "../../rules/ledger/changes.js";
import { LEDGER_FORMAT, ledgerJournal, ledgerPages, pageRows } from "./store.js";

export const LIVE_CAP = 500;
/** What a live page keeps when its oldest rows move (so a move happens once in 250 rows). */
export const LIVE_KEEP = 250;
export const ARCHIVE_CAP = 2000;

export interface RowsToWrite {
  row: LedgerRow;
  /** The actor's play state after the row. */
  state: PlayState;
}

type Obj = Record<string, unknown>;

function flagsOf(page: { flags: Obj }): Obj {
  const flags = page.flags[SYSTEM_ID];
  return isRecord(flags) ? flags : {};
}

/** The actor's play state as its live page last recorded it, or null. */
export function lastRecorded(actorUuid: string): PlayState | null {
  const live = ledgerPages(actorUuid).find((p) => Number(flagsOf(p).part ?? 0) === 0);
  const last = live ? flagsOf(live).last : undefined;
  if (typeof last !== "string") return null;
  try {
    const state: unknown = JSON.parse(last);
    return isRecord(state) ? (state as PlayState) : null;
  } catch {
    return null;
  }
}

/**
 * OBSERVER (2) on an actor's pages for each user who owns the actor (OWNER, 3): they read its rows
 * and write none (CONST.DOCUMENT_OWNERSHIP_LEVELS).
 */
export function observersOf(actor: { ownership: Record<string, number> } | null): Obj {
  const map: Obj = { default: 0 };
  for (const [id, level] of Object.entries(actor?.ownership ?? {})) map[id] = level >= 3 ? 2 : 0;
  return map;
}

function pageData(actorUuid: string, name: string, part: number, rows: LedgerRow[], extra: Obj) {
  return {
    name: part ? `${name} (${part})` : name,
    type: "text",
    text: { content: "" },
    ...extra,
    flags: {
      [SYSTEM_ID]: {
        ledgerActor: actorUuid,
        part,
        rows: Object.fromEntries(rows.map((r) => [r.id, r])),
        ...(isRecord(extra.flags) ? extra.flags : {}),
      },
    },
  };
}

/** The ledger journal's data: GM-only, flagged as the ledger. */
function journalData(): Obj {
  return {
    name: game.i18n.localize("HOLOCRON.Ledger.Journal"),
    ownership: { default: 0 },
    flags: { [SYSTEM_ID]: { ledger: LEDGER_FORMAT } },
  };
}

async function journal(): Promise<JournalEntry.Implementation> {
  const existing = ledgerJournal();
  if (existing) return existing;
  const created = await JournalEntry.implementation.create(journalData() as never);
  if (!created) throw new Error("The ledger journal could not be made");
  return created as JournalEntry.Implementation;
}

/**
 * Writes the rows alone (V13, and rows no other write of the GM's carries): one creation of the
 * pages that are new, one update of the others.
 */
export async function writeRows(batch: readonly RowsToWrite[]): Promise<void> {
  const entry = await journal();
  const { creates, updates } = planRows(batch);
  if (creates.length) await entry.createEmbeddedDocuments("JournalEntryPage", creates as never);
  if (updates.length) await entry.updateEmbeddedDocuments("JournalEntryPage", updates as never);
}

/**
 * The rows as operations of a V14 batch (src/compat/modify-batch.ts), to go in the same request
 * as another write: the pages' creation and update in the journal, or, in a world with no ledger
 * journal yet, the journal's creation with its pages inside (a batch cannot use the result of an
 * earlier operation of its own, so the pages cannot name a journal made in it).
 */
export function rowOperations(batch: readonly RowsToWrite[]): BatchOperation[] {
  if (!batch.length) return [];
  const entry = ledgerJournal();
  const { creates, updates } = planRows(batch);
  if (!entry) {
    const data = [{ ...journalData(), pages: creates }];
    return [{ action: "create", documentName: "JournalEntry", data }];
  }
  const parent = entry;
  return [
    ...(creates.length
      ? [{ action: "create" as const, documentName: "JournalEntryPage", parent, data: creates }]
      : []),
    ...(updates.length
      ? [{ action: "update" as const, documentName: "JournalEntryPage", parent, updates }]
      : []),
  ];
}

/** What writing the rows changes: the new pages' data and the other pages' updates. */
function planRows(batch: readonly RowsToWrite[]): { creates: Obj[]; updates: Obj[] } {
  const byActor = new Map<string, RowsToWrite[]>();
  for (const item of batch) {
    byActor.set(item.row.actorUuid, [...(byActor.get(item.row.actorUuid) ?? []), item]);
  }
  const creates: Obj[] = [];
  const updates: Obj[] = [];
  for (const [uuid, items] of byActor) {
    const rows = items.map((i) => i.row);
    const last = JSON.stringify(items.at(-1)?.state ?? {});
    const actor = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as {
      ownership: Record<string, number>;
    } | null;
    const ownership = observersOf(actor);
    const name = rows.at(-1)?.actorName ?? uuid;
    const pages = ledgerPages(uuid);
    const live = pages.find((p) => Number(flagsOf(p).part ?? 0) === 0);
    if (!live) {
      // A first write past the cap (an actor's rows gathered while none was written) is capped too.
      const newest = [...rows].sort(newestFirst);
      const keep = rows.length > LIVE_CAP ? newest.slice(0, LIVE_KEEP) : rows;
      creates.push(pageData(uuid, name, 0, keep, { ownership, flags: { last } }));
      const moved = newest.slice(keep.length).reverse();
      if (moved.length) archive(uuid, name, pages, moved, { ownership }, creates, updates);
      continue;
    }
    const update: Obj = { _id: live.id, ownership, [`flags.${SYSTEM_ID}.last`]: last };
    for (const row of rows) update[`flags.${SYSTEM_ID}.rows.${row.id}`] = row;
    const kept = pageRows(live);
    const over = kept.length + rows.length - LIVE_CAP;
    if (over > 0) {
      const moving = [...kept].sort(newestFirst).reverse();
      const moved = moving.slice(0, kept.length + rows.length - LIVE_KEEP);
      // Deleted in the running Foundry's own syntax (compat/deletion.ts), on the rows' own object.
      const deleted: Obj = {};
      for (const row of moved) markDeleted(deleted, row.id);
      for (const [key, value] of Object.entries(deleted)) {
        update[`flags.${SYSTEM_ID}.rows.${key}`] = value;
      }
      archive(uuid, name, pages.slice(1), moved, { ownership }, creates, updates);
    }
    updates.push(update);
  }
  return { creates, updates };
}

/** Rows moved off a live page: into the newest archive while it has room, then new parts. */
function archive(
  uuid: string,
  name: string,
  archives: readonly JournalEntryPage.Implementation[],
  moved: readonly LedgerRow[],
  extra: Obj,
  creates: Obj[],
  updates: Obj[],
): void {
  const newest = archives.at(-1);
  let part = newest ? Number(flagsOf(newest).part ?? 0) : 0;
  let rest = [...moved];
  if (newest) {
    const room = ARCHIVE_CAP - pageRows(newest).length;
    const into = rest.slice(0, Math.max(room, 0));
    rest = rest.slice(into.length);
    if (into.length) {
      const update: Obj = { _id: newest.id };
      for (const row of into) update[`flags.${SYSTEM_ID}.rows.${row.id}`] = row;
      updates.push(update);
    }
  }
  while (rest.length) {
    part += 1;
    creates.push(pageData(uuid, name, part, rest.slice(0, ARCHIVE_CAP), extra));
    rest = rest.slice(ARCHIVE_CAP);
  }
}

/** Live pages with no rows, holding each actor's state now (the baseline of offline changes). */
export async function writeBaselines(
  list: readonly { actor: Actor.Implementation; state: PlayState }[],
): Promise<void> {
  const entry = await journal();
  const creates = list.map(({ actor, state }) =>
    pageData(actor.uuid, actor.name, 0, [], {
      ownership: observersOf(actor as never),
      flags: { last: JSON.stringify(state) },
    }),
  );
  if (creates.length) await entry.createEmbeddedDocuments("JournalEntryPage", creates as never);
}
