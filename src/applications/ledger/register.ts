// The ledger's read side: the combat summary card's buttons opening the windows. Its hooks (the card
// when a combat ends, the world ledger redrawn when rows are written) are src/hooks/combat.ts's.
import { registerSummaryCard } from "./summary-card.js";
import { openCombatSummary } from "./summary-window.js";
import { openCombatReplay } from "./replay-window.js";

export function registerLedgerViews(): void {
  registerSummaryCard({ summary: openCombatSummary, replay: openCombatReplay });
}
