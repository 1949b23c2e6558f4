// Combat hooks, registration only: the tracker's decoration and prone reminder
// (src/applications/combat/tracker-decoration.ts) and Speed ties made by an initiative the GM typed
// in (src/documents/hand-set-initiative.ts). Defeated follows the actor in the actor's own writer
// (src/documents/state-writer.ts).
import { decorateTracker, proneReminder } from "../applications/combat/tracker-decoration.js";
import { onCombatantUpdate } from "../documents/hand-set-initiative.js";
import type { HolocronCombat } from "../documents/combat.js";
import { registerCombatPresence } from "../documents/combat-presence.js";
import { registerDaringReroll } from "../applications/combat/daring-reroll.js";
import { registerLedgerViews } from "../applications/ledger/register.js";

export function registerCombatHooks(): void {
  registerDaringReroll();
  registerCombatPresence();
  registerLedgerViews();
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
