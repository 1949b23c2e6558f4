// The ledger's read side, registered from the combat hooks: the summary card when a combat ends
// (deleteCombat: "End Combat" deletes it) and the card's buttons opening the windows.
import { onCombatEnded, registerSummaryCard } from "./summary-card.js";
import { openCombatSummary } from "./summary-window.js";
import { openCombatReplay } from "./replay-window.js";

export function registerLedgerViews(): void {
  registerSummaryCard({ summary: openCombatSummary, replay: openCombatReplay });
  Hooks.on("deleteCombat", (combat) => {
    void onCombatEnded(combat);
  });
}
