// An initiative the GM typed into the tracker: the Daring tie-break runs for any new Speed tie it
// makes (Star Worlds, seed 002), once per batch of typed values.
import { HolocronCombat } from "./combat.js";
import { isHandSetInitiative, resolveSpeedTies } from "./combat-speed.js";
import { runQueued } from "../authority/index.js";

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
