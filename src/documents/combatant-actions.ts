// The action marker: a round is a move and one action; the tracker shows whether the action is
// spent. Negate Energy taken off-turn spends the *next* turn's action (rulings.md).
import { SYSTEM_ID } from "../config.js";

/** The combatant as the marker uses it (a HolocronCombatant). */
export interface MarkedCombatant {
  isOwner: boolean;
  actionSpent: boolean;
  nextActionSpent: boolean;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/** The flag change at the start of a combatant's turn: a pending spend becomes this turn's. */
export function turnStartMarker(m: { nextActionSpent: boolean }): {
  actionSpent: boolean;
  nextActionSpent: boolean;
} {
  return { actionSpent: m.nextActionSpent, nextActionSpent: false };
}

/**
 * Marks the action spent: on the combatant's own turn this turn's action; off-turn (a Negate
 * Energy reaction) the next one. Returns false, with a notification, if the user may not.
 */
export async function markActionSpent(
  combatant: MarkedCombatant,
  { offTurn }: { offTurn: boolean },
): Promise<boolean> {
  if (!combatant.isOwner) {
    ui.notifications?.warn(game.i18n.localize("HOLOCRON.Combat.Action.NotOwner"));
    return false;
  }
  const key = offTurn ? "nextActionSpent" : "actionSpent";
  if (combatant[key]) return true;
  await combatant.update({ [`flags.${SYSTEM_ID}.${key}`]: true });
  return true;
}

/** Start of the combatant's turn: clear the marker, or carry a pending off-turn spend into it. */
export async function refreshActionMarker(combatant: MarkedCombatant): Promise<void> {
  const next = turnStartMarker(combatant);
  if (next.actionSpent === combatant.actionSpent && !combatant.nextActionSpent) return;
  await combatant.update({
    [`flags.${SYSTEM_ID}.actionSpent`]: next.actionSpent,
    [`flags.${SYSTEM_ID}.nextActionSpent`]: next.nextActionSpent,
  });
}

/** The tracker's marker button: its owner (or the GM) corrects a wrong mark by clicking it. */
export async function toggleActionSpent(combatant: MarkedCombatant): Promise<boolean> {
  if (!combatant.isOwner) {
    ui.notifications?.warn(game.i18n.localize("HOLOCRON.Combat.Action.NotOwner"));
    return false;
  }
  await combatant.update({ [`flags.${SYSTEM_ID}.actionSpent`]: !combatant.actionSpent });
  return true;
}
