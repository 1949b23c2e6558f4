// The GM's "Encounter odds" button in the combat tracker, and the open odds windows following the
// combatants they were built from. Self-contained: one wrapper element the hook owns.
import { SYSTEM_ID } from "../config.js";
import { EncounterOddsPanel } from "../applications/encounter/odds-panel.js";
import { EncounterBuilder } from "../applications/encounter/builder-app.js";
import { addHeaderBlock } from "./tracker-header.js";
import { notify } from "../compat/notify.js";
import { localizeError } from "../applications/user-message.js";

export const ODDS_BUTTON_TEMPLATE = `systems/${SYSTEM_ID}/templates/combat/encounter-odds-button.hbs`;
const LAUNCH_CLASS = "holocron-odds-launch";

/** Adds the button (GM only, when the tracker shows a combat); returns whether it did. */
export async function addOddsButton(
  combat: Combat.Implementation | null,
  html: HTMLElement,
): Promise<boolean> {
  if (!game.user.isGM || !combat) {
    for (const block of html.querySelectorAll(`.${LAUNCH_CLASS}`)) block.remove();
    return false;
  }
  const block = await addHeaderBlock(html, {
    template: ODDS_BUTTON_TEMPLATE,
    marker: `.${LAUNCH_CLASS}`,
    replace: true,
  });
  block?.querySelector("[data-holocron-encounter-odds]")?.addEventListener("click", (event) => {
    event.preventDefault();
    void EncounterOddsPanel.show(combat).catch((error: unknown) => {
      notify("error", "HOLOCRON.Combat.Odds.Failed", { message: localizeError(error) });
    });
  });
  block?.querySelector("[data-holocron-encounter-builder]")?.addEventListener("click", (event) => {
    event.preventDefault();
    void EncounterBuilder.show(combat).catch((error: unknown) => {
      notify("error", "HOLOCRON.Combat.Builder.Failed", { message: localizeError(error) });
    });
  });
  return true;
}

/** An open window recomputes when its combat's combatants (or their actors) change. */
function combatantsChanged(combat: Combat.Implementation | null | undefined): void {
  if (combat?.id) EncounterOddsPanel.open.get(combat.id)?.combatantsChanged();
}

function actorChanged(actor: Actor.Implementation): void {
  for (const panel of EncounterOddsPanel.open.values()) {
    if (panel.combat.combatants.some((c) => c.actor === actor || c.actorId === actor.id)) {
      panel.combatantsChanged();
    }
  }
}

export function registerEncounterOddsHooks(): void {
  EncounterOddsPanel.openBuilder = (combat) => EncounterBuilder.show(combat);
  Hooks.on("renderCombatTracker", (app, html) => {
    void addOddsButton(app.viewed as Combat.Implementation | null, html);
  });
  Hooks.on("createCombatant", (combatant) => combatantsChanged(combatant.parent));
  Hooks.on("deleteCombatant", (combatant) => combatantsChanged(combatant.parent));
  Hooks.on("updateCombatant", (combatant) => combatantsChanged(combatant.parent));
  Hooks.on("updateActor", (actor) => actorChanged(actor));
  Hooks.on("deleteCombat", (combat) => {
    EncounterOddsPanel.open.get(combat.id ?? "")?.cancel();
  });
}
