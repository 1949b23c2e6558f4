// The ledger's one write (the active GM's client): every pending row of every actor in at most one
// page creation and one page update of the ledger journal (plus the journal itself, the first
// time). A row is one key added by a merge update (`flags.holocron.rows.<id>`), so no row is ever
// rewritten. Each live page keeps `last`, the actor's play state as last recorded (offline.ts).
//
// The cap: a live page holds at most LIVE_CAP rows; past it the oldest rows move, in the same
// write, to archive pages (part 1, 2…) of at most ARCHIVE_CAP rows and ARCHIVE_BYTES of rows each
// (a live page moves its oldest past LIVE_BYTES too).
// Every document stays small (Foundry sends a whole page to every client who may see it, in one
// socket message), the live page a sheet reads most stays cheap, and nothing is dropped: the
// archives read through the same functions (home.ts). A 10,000-row actor is one live page and
// a few archives.
import { SYSTEM_ID } from "../../config.js";
import { isRecord } from "../../rules/validate.js";
import { markDeleted } from "../../compat/deletion.js";
import type { BatchOperation } from "../../compat/generation.js";
import { fitRow, newestFirst, type LedgerRow } from "../../rules/ledger/row.js";
import type { PlayState } from "../../rules/ledger/row.js";
import { ensureLedgerHome, ledgerJournal, ledgerPages, pageRows } from "./home.js";

export const LIVE_CAP = 500;
/** What a live page keeps when its oldest rows move (so a move happens once in 250 rows). */
export const LIVE_KEEP = 250;
export const ARCHIVE_CAP = 2000;
/**
 * The most an archive page's rows weigh, as JSON (a row of long names and many fields weighs far
 * more than a typical 300 bytes: 2,000 of them reached 0.7 MB in one page). A row that alone
 * weighs more has a page of its own.
 */
export const ARCHIVE_BYTES = 200_000;
/** The most a live page's rows weigh before its oldest move (as ARCHIVE_BYTES). */
export const LIVE_BYTES = ARCHIVE_BYTES;

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

/**
 * Writes the rows alone (V13, and rows no other write of the GM's carries): one creation of the
 * pages that are new, one update of the others.
 */
export async function writeRows(batch: readonly RowsToWrite[]): Promise<void> {
  const entry = await ensureLedgerHome();
  const { creates, updates } = planRows(batch);
  if (creates.length) await entry.createEmbeddedDocuments("JournalEntryPage", creates as never);
  if (updates.length) await entry.updateEmbeddedDocuments("JournalEntryPage", updates as never);
}

/**
 * The rows as operations of a V14 batch (src/compat/generation.ts), to go in the same request
 * as another write: the pages' creation and update in the ledger's home. Null while the world has
 * no home (the active GM's client makes it when it starts recording; one made inside a batch could
 * not be named in the GM-only setting first): the caller then writes the rows alone (writeRows).
 */
export function rowOperations(batch: readonly RowsToWrite[]): BatchOperation[] | null {
  if (!batch.length) return [];
  const parent = ledgerJournal();
  if (!parent) return null;
  const { creates, updates } = planRows(batch);
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
    // Every text cut to what a row reads back, so no player-typed name hides a row (row.ts).
    const fitted = { ...item, row: fitRow(item.row) };
    byActor.set(item.row.actorUuid, [...(byActor.get(item.row.actorUuid) ?? []), fitted]);
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
      const { keep, moved } = liveSplit(rows);
      creates.push(pageData(uuid, name, 0, keep, { ownership, flags: { last } }));
      if (moved.length) archive(uuid, name, pages, moved, { ownership }, creates, updates);
      continue;
    }
    const update: Obj = { _id: live.id, ownership, [`flags.${SYSTEM_ID}.last`]: last };
    const kept = pageRows(live);
    const { keep, moved } = liveSplit([...kept, ...rows]);
    const staying = new Set(keep.map((row) => row.id));
    for (const row of rows) {
      if (staying.has(row.id)) update[`flags.${SYSTEM_ID}.rows.${row.id}`] = row;
    }
    if (moved.length) {
      const held = new Set(kept.map((row) => row.id));
      // Deleted in the running Foundry's own syntax (compat/deletion.ts), on the rows' own object.
      const deleted: Obj = {};
      for (const row of moved) if (held.has(row.id)) markDeleted(deleted, row.id);
      for (const [key, value] of Object.entries(deleted)) {
        update[`flags.${SYSTEM_ID}.rows.${key}`] = value;
      }
      archive(uuid, name, pages.slice(1), moved, { ownership }, creates, updates);
    }
    updates.push(update);
  }
  return { creates, updates };
}

/**
 * Each row's weight in its page's rows object (`"id":{…},` as JSON), once: a page's rows are the
 * same objects while it is unchanged. The object's braces are EMPTY_WEIGHT.
 */
const weights = new WeakMap<LedgerRow, number>();
const EMPTY_WEIGHT = 2;
function weightOf(row: LedgerRow): number {
  const known = weights.get(row);
  if (known !== undefined) return known;
  const weight = JSON.stringify(row).length + JSON.stringify(row.id).length + 2;
  weights.set(row, weight);
  return weight;
}

/**
 * A live page's rows (those it holds and those written now), split once past LIVE_CAP rows or
 * LIVE_BYTES: it keeps the newest, up to LIVE_KEEP rows and half LIVE_BYTES (so a move happens
 * once in many rows, not on every write); the rest move, oldest first.
 */
export function liveSplit(rows: readonly LedgerRow[]): { keep: LedgerRow[]; moved: LedgerRow[] } {
  const total = rows.reduce((sum, row) => sum + weightOf(row), EMPTY_WEIGHT);
  if (rows.length <= LIVE_CAP && total <= LIVE_BYTES) return { keep: [...rows], moved: [] };
  const newest = [...rows].sort(newestFirst);
  let [count, bytes] = [0, EMPTY_WEIGHT];
  for (const row of newest) {
    const weight = weightOf(row);
    if (count >= LIVE_KEEP || (count > 0 && bytes + weight > LIVE_BYTES / 2)) break;
    [count, bytes] = [count + 1, bytes + weight];
  }
  return { keep: newest.slice(0, count), moved: newest.slice(count).reverse() };
}

/** The rows in the parts they go in: at most ARCHIVE_CAP rows and ARCHIVE_BYTES each. */
export function archiveParts(rows: readonly LedgerRow[], room = ARCHIVE_CAP, bytes = EMPTY_WEIGHT) {
  const parts: LedgerRow[][] = [[]];
  let [left, weight] = [room, bytes];
  for (const row of rows) {
    const size = weightOf(row);
    const current = parts.at(-1)!;
    if (left <= 0 || (weight + size > ARCHIVE_BYTES && (current.length || weight > EMPTY_WEIGHT))) {
      parts.push([]);
      [left, weight] = [ARCHIVE_CAP, EMPTY_WEIGHT];
    }
    parts.at(-1)!.push(row);
    left -= 1;
    weight += size;
  }
  return parts;
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
  const held = newest ? pageRows(newest) : [];
  const weight = held.reduce((sum, row) => sum + weightOf(row), EMPTY_WEIGHT);
  // With no archive yet, the first part is a new one (no room to fill).
  const [into = [], ...rest] = archiveParts(moved, newest ? ARCHIVE_CAP - held.length : 0, weight);
  if (newest && into.length) {
    const update: Obj = { _id: newest.id };
    for (const row of into) update[`flags.${SYSTEM_ID}.rows.${row.id}`] = row;
    updates.push(update);
  }
  for (const rows of newest ? rest : [into, ...rest]) {
    if (!rows.length) continue;
    part += 1;
    creates.push(pageData(uuid, name, part, rows, extra));
  }
}

/** Live pages with no rows, holding each actor's state now (the baseline of offline changes). */
export async function writeBaselines(
  list: readonly { actor: Actor.Implementation; state: PlayState }[],
): Promise<void> {
  const entry = await ensureLedgerHome();
  const creates = list.map(({ actor, state }) =>
    pageData(actor.uuid, actor.name, 0, [], {
      ownership: observersOf(actor as never),
      flags: { last: JSON.stringify(state) },
    }),
  );
  if (creates.length) await entry.createEmbeddedDocuments("JournalEntryPage", creates as never);
}
