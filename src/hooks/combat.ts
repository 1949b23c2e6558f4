// Combat hooks, registration only: the tracker's decoration and prone reminder
// (src/applications/combat/tracker-decoration.ts), Speed ties made by an initiative the GM typed
// in (src/documents/hand-set-initiative.ts), the Daring tie card, each combatant's sheet drawn again
// when it enters or leaves a fight (src/documents/combat-presence.ts), and the ledger's combat
// summary when a combat ends ("End Combat" deletes it). Defeated follows the actor in the actor's
// own writer (src/documents/state-writer.ts).
import { decorateTracker, proneReminder } from "../applications/combat/tracker-decoration.js";
import { onCombatantUpdate } from "../documents/hand-set-initiative.js";
import type { HolocronCombat } from "../documents/combat.js";
import { changesPresence, refreshActors, refreshCombat } from "../documents/combat-presence.js";
import { onRenderDaringCard, registerDaringReroll } from "../applications/combat/daring-reroll.js";
import { registerLedgerViews } from "../applications/ledger/register.js";
import { onCombatEnded, onRenderSummaryCard } from "../applications/ledger/summary-card.js";
import { refreshWorldLedger } from "../applications/ledger/world-ledger.js";

/** A sheet shows whether its actor is in a started combat: it is drawn again when that changes. */
export function registerCombatPresenceHooks(): void {
  Hooks.on("createCombat", (combat) => refreshCombat(combat));
  Hooks.on("deleteCombat", (combat) => refreshCombat(combat));
  Hooks.on("updateCombat", (combat, changes) => {
    if (changesPresence(changes)) refreshCombat(combat);
  });
  Hooks.on("createCombatant", (combatant) => refreshActors([combatant]));
  Hooks.on("deleteCombatant", (combatant) => refreshActors([combatant]));
}

/** The ledger's read side: the summary card when a combat ends, the world ledger kept current. */
function registerLedgerViewHooks(): void {
  registerLedgerViews();
  Hooks.on("renderChatMessageHTML", (message, html) => onRenderSummaryCard(message, html));
  Hooks.on("deleteCombat", (combat) => {
    void onCombatEnded(combat);
  });
  // Rows are keys of the ledger journal's pages (CONTRIBUTING.md, "The ledger"): a page written
  // redraws an open world ledger (only the GM opens one; the render reads the store again).
  Hooks.on("createJournalEntryPage", () => refreshWorldLedger());
  Hooks.on("updateJournalEntryPage", () => refreshWorldLedger());
}

export function registerCombatHooks(): void {
  registerDaringReroll();
  Hooks.on("renderChatMessageHTML", (message, html) => onRenderDaringCard(message, html));
  registerCombatPresenceHooks();
  registerLedgerViewHooks();
  Hooks.on("updateCombatant", (combatant, changes, options, userId) => {
    onCombatantUpdate(combatant, changes, options as Record<string, unknown>, userId);
  });
  Hooks.on("renderCombatTracker", (app, html) => {
    const combat = app.viewed as HolocronCombat | null;
    if (combat) void decorateTracker(combat, html);
  });
  Hooks.on("combatTurnChange", (combat) => {
    proneReminder(combat as HolocronCombat);
  });
}
