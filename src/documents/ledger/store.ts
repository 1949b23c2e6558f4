// Where the ledger lives (CONTRIBUTING.md, "The ledger"): one JournalEntry the GM made, named by a
// GM-only world setting (home.ts), with one text page per actor and part. A page holds its rows in
// `flags.holocron.rows` keyed by row id, so a new row is one key added by a merge update, never a
// rewrite of the list. Players cannot write a journal they do not own (Foundry's ownership), so an
// actor's owner can read its page (the GM gives them OBSERVER on it) and never alter a row; a page
// a player could write (someone made them OWNER) is not read at all.
// This file reads; the active GM's client writes (record.ts).
import { SYSTEM_ID } from "../../config.js";
import { parseOrNull } from "../../rules/shape.js";
import { ledgerRow, newestFirst, type LedgerRow } from "../../rules/ledger/row.js";
import { isRecord } from "../../rules/shape.js";
import { gmOnly, ledgerHome } from "./home.js";
import { taintedPages } from "./tainted.js";

export { LEDGER_FORMAT } from "./home.js";

/** What a ledger page's `flags.holocron` holds. */
export interface LedgerPageFlags {
  /** The actor whose rows the page holds. */
  ledgerActor: string;
  /** 0 for the live page; archives count up from 1, oldest first. */
  part: number;
  rows: Record<string, unknown>;
}

type Flagged = { flags: Record<string, unknown> };

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
 * and no player could have written it (home.ts) or did (tainted.ts).
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
