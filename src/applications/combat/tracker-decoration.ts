// The combat tracker's decoration: each row's figures (templates/combat/tracker-row.hbs) with the action
// marker and dying-check buttons, and the prone reminder at the start of a turn.
import { SYSTEM_ID } from "../../config.js";
import { rowFigures, tiedIds } from "./tracker-figures.js";
import { hiddenFromMe } from "../rolls/roll-inputs.js";
import { toggleActionSpent } from "../../documents/combatant-actions.js";
import { dyingCheckOffered, rollDyingCheck } from "./dying-check.js";
import type { HolocronCombat } from "../../documents/combat.js";
import { notify } from "../../compat/notify.js";
import { activateBreakdowns } from "../breakdown/breakdown-popover.js";
import { BREAKDOWN_TEMPLATE, type BreakdownView } from "../breakdown/breakdown-view.js";

export const TRACKER_ROW_TEMPLATE = `systems/${SYSTEM_ID}/templates/combat/tracker-row.hbs`;
const FIGURES_CLASS = "holocron-combat-figures";

/** Rows whose breakdown clicks are kept from the row's own click (which activates the combatant). */
const KEPT = new WeakSet<HTMLElement>();

/**
 * The tracker's own initiative number (core's, in `.token-initiative`) becomes its breakdown's
 * button: named by data-breakdown and aria-describedby, focusable, and toggled on click (an input,
 * the GM's editable initiative, opens it on focus only).
 */
export function wireInitiative(row: HTMLElement, bd: BreakdownView | null): void {
  const number = row.querySelector<HTMLElement>(".token-initiative :is(.initiative, input)");
  if (!number) return;
  if (!bd) {
    delete number.dataset.breakdown;
    number.removeAttribute("aria-describedby");
    return;
  }
  number.dataset.breakdown = bd.id;
  number.setAttribute("aria-describedby", bd.id);
  number.classList.add("holocron-initiative");
  if (number instanceof HTMLInputElement) return;
  number.classList.add("holocron-breakdown__chip");
  number.tabIndex = 0;
  number.setAttribute("role", "button");
  number.setAttribute("aria-expanded", "false");
}

/** Hover, focus, click and Escape open and close a row's breakdowns; a click on one stays in it. */
function activateRow(row: HTMLElement): void {
  activateBreakdowns(row);
  if (KEPT.has(row)) return;
  KEPT.add(row);
  row.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-breakdown]"))
      event.stopPropagation(); // the row's own click activates the combatant
  });
}

/** Renders the figures partial into each combatant row of the tracker. */
export async function decorateTracker(combat: HolocronCombat, html: HTMLElement): Promise<number> {
  const tied = tiedIds(combat.turns.map((c) => c.sortEntry));
  // A pop-out tracker shows the same combat: its breakdown ids must differ from the sidebar's.
  const idPrefix = html.id ? `${html.id}-` : "";
  // The row's breakdown partial, registered by its path (core caches a template once loaded).
  await foundry.applications.handlebars.loadTemplates([BREAKDOWN_TEMPLATE]);
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
      idPrefix,
    });
    const markup = await foundry.applications.handlebars.renderTemplate(
      TRACKER_ROW_TEMPLATE,
      context,
    );
    row.querySelector(`.${FIGURES_CLASS}`)?.remove();
    (row.querySelector(".token-name") ?? row).insertAdjacentHTML("beforeend", markup);
    wireInitiative(row, context.initiative);
    activateRow(row);
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
