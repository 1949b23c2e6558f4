// The combat tracker's decoration: each row's figures (templates/combat/tracker-row.hbs) with the action
// marker and dying-check buttons, and the prone reminder at the start of a turn.
import { SYSTEM_ID } from "../../config.js";
import { rowFigures, tiedIds } from "./tracker-figures.js";
import { hiddenFromMe } from "../secrets.js";
import { toggleActionSpent } from "../../documents/combatant-actions.js";
import { dyingCheckOffered, rollDyingCheck } from "./dying-check.js";
import type { HolocronCombat } from "../../documents/combat.js";
import { notify } from "../../compat/notify.js";

export const TRACKER_ROW_TEMPLATE = `systems/${SYSTEM_ID}/templates/combat/tracker-row.hbs`;
const FIGURES_CLASS = "holocron-combat-figures";

/** Renders the figures partial into each combatant row of the tracker. */
export async function decorateTracker(combat: HolocronCombat, html: HTMLElement): Promise<number> {
  const tied = tiedIds(combat.turns.map((c) => c.sortEntry));
  let decorated = 0;
  for (const row of html.querySelectorAll<HTMLElement>("li.combatant[data-combatant-id]")) {
    const combatant = combat.combatants.get(row.dataset.combatantId ?? "");
    const view = combatant?.combatView;
    if (!combatant || !view) continue;
    const entry = combatant.sortEntry;
    const context = rowFigures({
      entry,
      view,
      flags: combatant.holocronFlags,
      statuses: combatant.actor?.statuses ?? new Set<string>(),
      tied: tied.has(entry.id),
      marker: { actionSpent: combatant.actionSpent, nextActionSpent: combatant.nextActionSpent },
      canToggleAction: combatant.isOwner,
      canDyingCheck: dyingCheckOffered(combatant.actor),
      hideHealth: hiddenFromMe(combatant.actor, "secretNpcHealth"),
      defeated: combatant.isDefeated,
    });
    const markup = await foundry.applications.handlebars.renderTemplate(
      TRACKER_ROW_TEMPLATE,
      context,
    );
    row.querySelector(`.${FIGURES_CLASS}`)?.remove();
    (row.querySelector(".token-name") ?? row).insertAdjacentHTML("beforeend", markup);
    row.querySelector("[data-holocron-toggle-action]")?.addEventListener("click", (event) => {
      event.stopPropagation(); // the row's own click pans to the token
      void toggleActionSpent(combatant);
    });
    row.querySelector("[data-holocron-dying-check]")?.addEventListener("click", (event) => {
      event.stopPropagation();
      if (combatant.actor) void rollDyingCheck(combatant.actor);
    });
    decorated += 1;
  }
  return decorated;
}

/** At the start of a turn, the owner of a prone combatant is reminded that standing uses its move. */
export function proneReminder(combat: HolocronCombat): boolean {
  const actor = combat.combatant?.actor;
  if (!actor?.isOwner || !actor.statuses.has("prone")) return false;
  notify("info", "HOLOCRON.Combat.Prone.Reminder", { name: actor.name ?? "" });
  return true;
}
