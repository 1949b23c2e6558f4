// The ledger's hooks (src/documents/ledger): where a hand edit of a status comes from, the cached
// rows forgotten when a page is written, a journal flagged as the ledger that is not its home named
// to the GM, and the recorder started on the client that is the active GM (ready, or when the GM
// before it left or another took over).
import { SYSTEM_ID } from "../config.js";
import { markHandCause } from "../documents/actor.js";
import { forgetLedgerPage, warnIfNotHome, notePageWrite } from "../documents/ledger/home.js";
import { becomeRecorder, recheckRecorder } from "../documents/ledger/offline.js";
import { ledgerSession, noteActorCreated } from "../documents/ledger/record.js";
// The revert request kind registers when its module loads (every client knows every policy).
import "../documents/ledger/revert.js";

/** An effect's pre-hook args: the effect (its parent the actor), data or changes, options. */
function markEffect(effect: { parent?: unknown }, options: unknown): void {
  const parent = effect.parent as { handCause?: never } | null | undefined;
  if (parent && typeof parent === "object" && "handCause" in parent) markHandCause(parent, options);
}

export function registerLedgerHooks(): void {
  // A status toggled on the HUD is an effect created or deleted: its options name the HUD
  // (https://foundryvtt.com/api/v13/functions/hookEvents.preCreateDocument.html: the options
  // are the operation's, sent with the write).
  Hooks.on("preCreateActiveEffect", (effect, _data, options) => markEffect(effect, options));
  Hooks.on("preDeleteActiveEffect", (effect, options) => markEffect(effect, options));
  for (const hook of [
    "updateJournalEntryPage",
    "createJournalEntryPage",
    "deleteJournalEntryPage",
  ] as const) {
    Hooks.on(hook, (page: JournalEntryPage.Implementation) => {
      // Only the ledger's pages are cached; Holocron declares no flags on other journals' pages.
      const flags = (page as { flags: Record<string, unknown> }).flags;
      if (flags[SYSTEM_ID]) forgetLedgerPage(page);
    });
  }
  // A page of the ledger a player wrote is never read again (its author: the hook's last argument).
  Hooks.on(
    "createJournalEntryPage",
    (page: JournalEntryPage.Implementation, _o: unknown, userId: string) =>
      notePageWrite(page, userId),
  );
  Hooks.on(
    "updateJournalEntryPage",
    (page: JournalEntryPage.Implementation, _c: unknown, _o: unknown, userId: string) =>
      notePageWrite(page, userId),
  );
  // A journal given the ledger's flag by whoever owns it is not the ledger: the GM is told its name.
  // https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html: (document, options, userId).
  Hooks.on(
    "createJournalEntry",
    (entry: JournalEntry.Implementation, _o: unknown, userId: string) =>
      warnIfNotHome(entry, userId),
  );
  Hooks.on("updateJournalEntry", (entry: JournalEntry.Implementation) => warnIfNotHome(entry));
  Hooks.on("userConnected", () => void recheckRecorder(ledgerSession() !== ""));
  // A token placed unlinked (the builder's foes, a pasted copy) has its own actor from now on, its
  // delta's values included: that is the baseline of its first row (src/documents/ledger/play-state.ts).
  Hooks.on("createToken", (token: TokenDocument.Implementation) => {
    if (!token.actorLink && token.actor) noteActorCreated(token.actor);
  });
}

/** From `ready`: the active GM's client records from now on. */
export function startLedger(): void {
  void becomeRecorder();
}
