// Combat hooks: the tracker's extra figures, the prone reminder, and Speed ties made by an initiative
// the GM typed in. (Defeated follows the actor in the actor's own writer: src/documents/state-writer.ts.)
import { SYSTEM_ID } from "../config.js";
import { rowFigures, tiedIds } from "../applications/combat/tracker-figures.js";
import { hiddenFromMe } from "../applications/secrets.js";
import { toggleActionSpent } from "../documents/combatant-actions.js";
import { dyingCheckOffered, rollDyingCheck } from "../applications/combat/dying-check.js";
import { HolocronCombat } from "../documents/combat.js";
import { isHandSetInitiative, resolveSpeedTies } from "../documents/combat-speed.js";
import { runQueued } from "../authority/index.js";
import { registerCombatPresence } from "../documents/combat-presence.js";
import { registerDaringReroll } from "../applications/combat/daring-reroll.js";

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
  ui.notifications?.info(
    game.i18n.format("HOLOCRON.Combat.Prone.Reminder", { name: actor.name ?? "" }),
  );
  return true;
}

/** Combatants set by hand per combat, gathered so one batch of updates breaks ties once. */
const handSet = new Map<HolocronCombat, Set<string>>();

/**
 * The active GM typed a combatant's initiative: once the update's hooks have all run, the Daring
 * tie-break runs for any new Speed tie (serialized per combat; the typed-in combatants' old ranks
 * do not count). Returns whether a check was scheduled or joined.
 */
export function onCombatantUpdate(
  combatant: Combatant.Implementation,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
  userId: string,
): boolean {
  const combat = combatant.parent;
  const self = { id: game.user.id, isActiveGM: game.user.isActiveGM };
  if (!(combat instanceof HolocronCombat) || !combatant.id) return false;
  if (!isHandSetInitiative(changes, options, userId, self)) return false;
  const pending = handSet.get(combat);
  if (pending) {
    pending.add(combatant.id);
    return true;
  }
  const ids = new Set([combatant.id]);
  handSet.set(combat, ids);
  queueMicrotask(() => {
    handSet.delete(combat);
    void runQueued(`speedTies.${combat.id}`, () =>
      resolveSpeedTies(combat, HolocronCombat.daringRoller, [...ids]),
    ).catch(() => {
      ui.notifications?.error(game.i18n.localize("HOLOCRON.Combat.TieBreak.Failed"));
    });
  });
  return true;
}

export function registerCombatHooks(): void {
  registerDaringReroll();
  registerCombatPresence();
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
