// The ledger's read side, registered from the combat hooks: the summary card when a combat ends
// (deleteCombat: "End Combat" deletes it), the card's buttons opening the windows, and the world
// ledger redrawn when rows are written.
import { onCombatEnded, registerSummaryCard } from "./summary-card.js";
import { openCombatSummary } from "./summary-window.js";
import { openCombatReplay } from "./replay-window.js";
import { refreshWorldLedger } from "./world-ledger.js";

export function registerLedgerViews(): void {
  registerSummaryCard({ summary: openCombatSummary, replay: openCombatReplay });
  Hooks.on("deleteCombat", (combat) => {
    void onCombatEnded(combat);
  });
  // Rows are keys of the ledger journal's pages (CONTRIBUTING.md, "The ledger"): a page written
  // redraws an open world ledger (only the GM opens one; the render reads the store again).
  Hooks.on("createJournalEntryPage", () => refreshWorldLedger());
  Hooks.on("updateJournalEntryPage", () => refreshWorldLedger());
}
