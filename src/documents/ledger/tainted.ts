// Pages of the ledger's home that a user who is not a GM wrote: never read again. Only a page's
// OWNER can write it, and the GM's client gives players OBSERVER at most, so such a write means a
// GM once made a player OWNER of it; what the player wrote there then cannot be told from the
// GM's rows, even once the GM takes the level back. The active GM's client sees each page write
// with its author's id (`updateJournalEntryPage(page, changed, options, userId)`,
// https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html), and when it starts it
// reads the last writer Foundry recorded (`_stats.lastModifiedBy`) for writes made while it was
// away. The pages' ids are kept in a GM-only world setting (`holocron.ledgerTainted`).
import { SYSTEM_ID } from "../../config.js";
import { notify } from "../../compat/notify.js";
import { LEDGER_TAINTED_SETTING } from "../../settings.js";
import { lastWrittenByPlayer, ledgerHome } from "./home.js";

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
