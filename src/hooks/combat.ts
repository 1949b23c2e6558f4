// Combat hooks: the tracker's extra figures, the prone reminder, and defeated following the actor.
import { SYSTEM_ID } from "../config.js";
import { rowFigures, tiedIds } from "../applications/combat/tracker-figures.js";
import { syncActorDefeated } from "../documents/combat-defeated.js";
import type { HolocronCombat } from "../documents/combat.js";

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
    });
    const markup = await foundry.applications.handlebars.renderTemplate(
      TRACKER_ROW_TEMPLATE,
      context,
    );
    row.querySelector(`.${FIGURES_CLASS}`)?.remove();
    (row.querySelector(".token-name") ?? row).insertAdjacentHTML("beforeend", markup);
    decorated += 1;
  }
  return decorated;
}

/** At the start of a turn, the owner of a prone combatant is reminded that standing uses its move. */
export function proneReminder(combat: HolocronCombat): boolean {
  const actor = combat.combatant?.actor;
  if (!actor?.isOwner || !actor.statuses.has("prone")) return false;
  ui.notifications?.info(
    game.i18n.format("HOLOCRON.Combat.Prone.Reminder", { name: actor.name ?? "" }),
  );
  return true;
}

function onStatusChange(actor: unknown): void {
  if (!(actor instanceof foundry.documents.Actor)) return;
  void syncActorDefeated(actor as Actor.Implementation).catch(() => {
    ui.notifications?.error(
      game.i18n.format("HOLOCRON.Combat.Defeated.SyncFailed", { name: actor.name ?? "" }),
    );
  });
}

export function registerCombatHooks(): void {
  Hooks.on("renderCombatTracker", (app, html) => {
    const combat = app.viewed as HolocronCombat | null;
    if (combat) void decorateTracker(combat, html);
  });
  Hooks.on("combatTurnChange", (combat) => {
    proneReminder(combat as HolocronCombat);
  });
  Hooks.on("createActiveEffect", (effect) => onStatusChange(effect.parent));
  Hooks.on("deleteActiveEffect", (effect) => onStatusChange(effect.parent));
  Hooks.on("updateActor", (actor) => onStatusChange(actor));
}
