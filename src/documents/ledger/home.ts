// Where the ledger lives and which of it is read: its one home journal, the pages a player wrote
// (never read again), and the rows read from the pages left.
//
// The ledger's one home (architecture.md, "Trust only what the GM made or checked"): the journal
// whose id a GM-only world setting holds (`holocron.ledgerHome`; Foundry: world settings need the
// "Modify configuration settings" permission, a GM's by default, https://foundryvtt.com/article/users/),
// made by the active GM's client. A flag is not a home: any owner of a journal can write its flags,
// so a journal that merely carries `flags.holocron.ledger` is ignored and the GM is told its name.
// The home and each page are trusted only while no user but a GM is OWNER of them (the level a
// page write needs: CONST.DOCUMENT_OWNERSHIP_LEVELS, JournalEntryPage#getUserLevel, INHERIT taking
// the entry's), read from the ownership data itself, so only a GM's client can have written them.
import { SYSTEM_ID } from "../../config.js";
import { notify } from "../../compat/notify.js";
import { isRecord, parseOrNull } from "../../rules/validate.js";
import { ledgerRow, newestFirst, type LedgerRow } from "../../rules/ledger/row.js";
import { LEDGER_HOME_SETTING, LEDGER_TAINTED_SETTING } from "../../settings.js";

/** The format of the ledger journal's flags, so a later version can migrate an older one. */
export const LEDGER_FORMAT = 1;

type Levels = Record<string, unknown>;
type Owned = { ownership: object };
type Flagged = { flags: Record<string, unknown> };
type Journal = JournalEntry.Implementation;

const OWNER = 3;
const INHERIT = -1;

/** A user's level in an ownership map: their entry, else `default`; INHERIT reads the parent's. */
function levelOf(ownership: Levels, id: string, parent?: Levels): number {
  const level = Number(ownership[id] ?? ownership.default ?? 0);
  return level === INHERIT && parent ? levelOf(parent, id) : level;
}

/**
 * Pure: whether a user who is not a GM is OWNER through these maps (a page's, with its entry's as
 * `parent`). Every user named, every known user and any user yet to come (`default`) is checked.
 */
export function ownedByPlayer(
  ownership: Levels,
  isGM: (id: string) => boolean,
  userIds: readonly string[],
  parent?: Levels,
): boolean {
  const ids = new Set([...Object.keys(ownership), ...Object.keys(parent ?? {}), ...userIds]);
  return [...ids].some((id) => !isGM(id) && levelOf(ownership, id, parent) >= OWNER);
}

function levels(doc: Owned): Levels {
  return { ...doc.ownership };
}

/** Whether no user but a GM may write the entry (and, given one, its page). */
export function gmOnly(entry: Owned, page?: Owned): boolean {
  const isGM = (id: string) => game.users.get(id)?.isGM === true;
  const ids = game.users.map((u) => u.id ?? "");
  if (ownedByPlayer(levels(entry), isGM, ids)) return false;
  return !page || !ownedByPlayer(levels(page), isGM, ids, levels(entry));
}

/** Whether the document carries the ledger's flag (anyone who owns it can set that). */
export function carriesLedgerFlag(doc: Flagged): boolean {
  const ours = doc.flags[SYSTEM_ID];
  return isRecord(ours) && ours.ledger === LEDGER_FORMAT;
}

/** The id the GM-only setting names ("" before the GM's client made or adopted the home). */
export function ledgerHomeId(): string {
  return game.settings.get(SYSTEM_ID, LEDGER_HOME_SETTING) ?? "";
}

/** The ledger's home, or null while none is set or it is no longer GM-only. */
export function ledgerHome(): Journal | null {
  const id = ledgerHomeId();
  const entry = id ? (game.journal.get(id) ?? null) : null;
  return entry && carriesLedgerFlag(entry) && gmOnly(entry) ? entry : null;
}

/** The ledger journal's data: GM-only, flagged as the ledger. */
export function journalData(): Record<string, unknown> {
  return {
    name: game.i18n.localize("HOLOCRON.Ledger.Journal"),
    ownership: { default: 0 },
    flags: { [SYSTEM_ID]: { ledger: LEDGER_FORMAT } },
  };
}

/** Names the home in the setting (a world setting's write resolves once the server stored it). */
async function keepHome(entry: Journal): Promise<Journal> {
  await game.settings.set(SYSTEM_ID, LEDGER_HOME_SETTING, entry.id ?? "");
  return entry;
}

/**
 * Whether Foundry recorded a user who is not a GM as the document's last writer
 * (`_stats.lastModifiedBy`, https://foundryvtt.com/api/interfaces/foundry.data.types.DocumentStats.html);
 * a document with no such record is judged by its ownership alone.
 */
export function lastWrittenByPlayer(doc: object): boolean {
  const stats: unknown = Reflect.get(doc, "_stats");
  const by = isRecord(stats) ? stats.lastModifiedBy : undefined;
  return typeof by === "string" && game.users.get(by)?.isGM !== true;
}

/**
 * A world from before the setting: its one flagged journal no player owns or last wrote (nor any
 * of its pages) is adopted, its rows kept; none, or more than one (which one the GM made cannot be
 * told), and a new one is made.
 */
function adoptable(): Journal | null {
  if (ledgerHomeId()) return null;
  const found = game.journal.filter(
    (j) =>
      carriesLedgerFlag(j) &&
      gmOnly(j) &&
      ![j, ...j.pages].some(lastWrittenByPlayer) &&
      [...j.pages].every((page) => gmOnly(j, page)),
  );
  return found.length === 1 ? found[0]! : null;
}

let making: Promise<Journal> | null = null;
/** This client is between creating a home and naming it in the setting. */
let naming = false;

/** The active GM's client: the home as it is, adopted, or made now (one at a time). */
export function ensureLedgerHome(): Promise<Journal> {
  const home = ledgerHome();
  if (home) return Promise.resolve(home);
  making ??= (async () => {
    try {
      const adopted = adoptable();
      if (adopted) return await keepHome(adopted);
      naming = true;
      const created = await JournalEntry.implementation.create(journalData() as never);
      if (!created) throw new Error("The ledger journal could not be made");
      return await keepHome(created as Journal);
    } finally {
      naming = false;
      making = null;
    }
  })();
  return making;
}

const warned = new Set<string>();

/**
 * On a GM's client: a journal carrying the ledger's flag that is not the home is named once (the
 * home this client is making is written before the setting names it: `authorId` is this user's).
 */
export function warnIfNotHome(entry: Journal, authorId?: string): void {
  if (!game.user.isGM || !carriesLedgerFlag(entry) || !entry.id) return;
  if (naming && authorId === game.user.id) return;
  if (entry.id === ledgerHome()?.id || warned.has(entry.id)) return;
  warned.add(entry.id);
  notify("warn", "HOLOCRON.Ledger.NotHome", { name: entry.name });
}

/** On a GM's client: every journal carrying the flag that is not the home, named once each. */
export function warnOtherLedgers(): void {
  for (const entry of game.journal) warnIfNotHome(entry);
}

// ---- pages a player wrote -----------------------------------------------------------------------
// Pages of the ledger's home that a user who is not a GM wrote: never read again. Only a page's
// OWNER can write it, and the GM's client gives players OBSERVER at most, so such a write means a
// GM once made a player OWNER of it; what the player wrote there then cannot be told from the
// GM's rows, even once the GM takes the level back. The active GM's client sees each page write
// with its author's id (`updateJournalEntryPage(page, changed, options, userId)`,
// https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html), and when it starts it
// reads the last writer Foundry recorded (`_stats.lastModifiedBy`) for writes made while it was
// away. The pages' ids are kept in a GM-only world setting (`holocron.ledgerTainted`).

type Page = JournalEntryPage.Implementation;

/** The ids of the home's pages a player wrote. */
export function taintedPages(): ReadonlySet<string> {
  const stored: unknown = game.settings.get(SYSTEM_ID, LEDGER_TAINTED_SETTING);
  return new Set(Array.isArray(stored) ? stored.filter((id) => typeof id === "string") : []);
}

/** The active GM's client: the pages are never read again, and the GM is told each one's name. */
async function taint(pages: readonly Page[]): Promise<void> {
  if (!game.user.isActiveGM) return;
  const known = taintedPages();
  const fresh = pages.filter((page) => page.id && !known.has(page.id));
  if (!fresh.length) return;
  for (const page of fresh)
    notify("warn", "HOLOCRON.Ledger.PageWrittenByPlayer", { name: page.name });
  const ids = [...known, ...fresh.flatMap((page) => page.id ?? [])];
  await game.settings.set(SYSTEM_ID, LEDGER_TAINTED_SETTING, ids);
}

/** A page was created or written (its hook, on every client), by `userId`. */
export function notePageWrite(page: Page, userId: string): void {
  if (!game.user.isActiveGM || game.users.get(userId)?.isGM === true) return;
  const home = ledgerHome();
  if (home && page.parent?.id === home.id) void taint([page]);
}

/** The GM's client starts: the home's pages Foundry records a player as the last writer of. */
export async function taintLastWritten(): Promise<void> {
  const home = ledgerHome();
  if (home) await taint([...home.pages].filter(lastWrittenByPlayer));
}

// ---- reading the rows ---------------------------------------------------------------------------
// Where the ledger lives (CONTRIBUTING.md, "The ledger"): one JournalEntry the GM made, named by a
// GM-only world setting (home.ts), with one text page per actor and part. A page holds its rows in
// `flags.holocron.rows` keyed by row id, so a new row is one key added by a merge update, never a
// rewrite of the list. Players cannot write a journal they do not own (Foundry's ownership), so an
// actor's owner can read its page (the GM gives them OBSERVER on it) and never alter a row; a page
// a player could write (someone made them OWNER) is not read at all.
// This file reads; the active GM's client writes (record.ts).

/** What a ledger page's `flags.holocron` holds. */
export interface LedgerPageFlags {
  /** The actor whose rows the page holds. */
  ledgerActor: string;
  /** 0 for the live page; archives count up from 1, oldest first. */
  part: number;
  rows: Record<string, unknown>;
}

function holocronFlags(doc: Flagged): Record<string, unknown> {
  const ours = doc.flags[SYSTEM_ID];
  return isRecord(ours) ? ours : {};
}

/** The ledger journal of this world: its home, or null before the GM's client made it. */
export function ledgerJournal(): JournalEntry.Implementation | null {
  return ledgerHome();
}

/**
 * The pages of one actor's rows this user may read, live page first; every actor's when
 * `actorUuid` is omitted. Filtered here, not left to Foundry: a client may hold pages it cannot
 * observe, so each page is kept only when this user may OBSERVE it
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#testuserpermission)
 * and no player could have written it (home.ts) or did (taintedPages, above).
 */
export function ledgerPages(actorUuid?: string): JournalEntryPage.Implementation[] {
  const journal = ledgerJournal();
  if (!journal) return [];
  const user = game.user;
  const tainted = taintedPages();
  return [...journal.pages]
    .filter((page) => {
      const flags = holocronFlags(page);
      return (
        typeof flags.ledgerActor === "string" &&
        (!actorUuid || flags.ledgerActor === actorUuid) &&
        (user.isGM || page.testUserPermission(user, "OBSERVER")) &&
        gmOnly(journal, page) &&
        !tainted.has(page.id ?? "")
      );
    })
    .sort((a, b) => Number(holocronFlags(a).part ?? 0) - Number(holocronFlags(b).part ?? 0));
}

/** The rows a page holds that read as rows (one edited by hand to nonsense is left out). */
export function pageRows(page: Flagged): LedgerRow[] {
  const rows = holocronFlags(page).rows;
  if (!isRecord(rows)) return [];
  const cached = parsed.get(page);
  // Foundry merges an update into the same source object: a row added or moved changes the count,
  // and every page write also forgets the page (forgetLedgerPage, from the page hooks).
  const count = Object.keys(rows).length;
  if (cached && cached.source === rows && cached.count === count) return cached.rows;
  // A row is read only on its own actor's page (a revert acts on the actor the page names).
  const actor = holocronFlags(page).ledgerActor;
  const read = Object.values(rows).flatMap((row) => {
    const parsed = parseOrNull(ledgerRow, row);
    return parsed && (typeof actor !== "string" || parsed.actorUuid === actor) ? [parsed] : [];
  });
  parsed.set(page, { source: rows, count, rows: read });
  return read;
}

/** Each page's rows as last read, so a sheet's render does not check 10,000 rows every time. */
const parsed = new WeakMap<object, { source: object; count: number; rows: LedgerRow[] }>();
/** Each actor's rows sorted, with the page reads they were sorted from. */
const sorted = new Map<string, { from: LedgerRow[][]; rows: LedgerRow[] }>();

/** A page was written or deleted (its hooks, on every client): its rows are read again. */
export function forgetLedgerPage(page: object): void {
  parsed.delete(page);
  sorted.clear();
}

/** One actor's rows, newest first (the pages this user may read: the GM all, an owner its own). */
export function ledgerRowsOf(actorUuid: string): LedgerRow[] {
  const from = ledgerPages(actorUuid).map(pageRows);
  const cached = sorted.get(actorUuid);
  if (cached && cached.from.length === from.length && cached.from.every((r, i) => r === from[i])) {
    return cached.rows.slice();
  }
  const rows = from.flat().sort(newestFirst);
  sorted.set(actorUuid, { from, rows });
  return rows.slice();
}

/** Every row this user may read, newest first. */
export function allLedgerRows(): LedgerRow[] {
  return ledgerPages().flatMap(pageRows).sort(newestFirst);
}
