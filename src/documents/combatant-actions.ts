// The action marker: a round is a move and one action; the tracker shows whether the action is
// spent. Negate Energy taken off-turn spends the *next* turn's action (rulings.md).
import { SYSTEM_ID } from "../config.js";
import { notify } from "../compat/notify.js";

/** Where a combatant stands in the combat: the round, and whether its turn has come this round. */
export interface TurnPosition {
  round: number;
  turnReached: boolean;
}

/** The combatant as the marker uses it (a HolocronCombatant). */
export interface MarkedCombatant {
  isOwner: boolean;
  /** The round of the turn whose action is spent (`flags.holocron.actionRound`), or null. */
  actionRound: number | null;
  turnPosition: TurnPosition;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/**
 * The marker stores the round of the spent turn, not a yes/no that each turn start would have to
 * clear: advancing the turn or the round writes nothing, and the marker reads as ready again.
 */
const ACTION_ROUND = `flags.${SYSTEM_ID}.actionRound`;

/** Pure: the round of the combatant's latest turn (this round's once its turn has come). */
export function latestTurnRound(p: TurnPosition): number {
  return p.turnReached ? p.round : p.round - 1;
}

/** Pure: what the marker shows: its latest turn's action spent, or its next turn's already spent. */
export function markerOf(
  actionRound: number | null,
  p: TurnPosition,
): { actionSpent: boolean; nextActionSpent: boolean } {
  const latest = latestTurnRound(p);
  return {
    actionSpent: actionRound !== null && actionRound === latest,
    nextActionSpent: actionRound !== null && actionRound === latest + 1,
  };
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
    notify("warn", "HOLOCRON.Combat.Action.NotOwner");
    return false;
  }
  const latest = latestTurnRound(combatant.turnPosition);
  const round = offTurn ? latest + 1 : latest;
  if (combatant.actionRound === round) return true;
  await combatant.update({ [ACTION_ROUND]: round });
  return true;
}

/** The tracker's marker button: its owner (or the GM) corrects a wrong mark by clicking it. */
export async function toggleActionSpent(combatant: MarkedCombatant): Promise<boolean> {
  if (!combatant.isOwner) {
    notify("warn", "HOLOCRON.Combat.Action.NotOwner");
    return false;
  }
  const position = combatant.turnPosition;
  const { actionSpent } = markerOf(combatant.actionRound, position);
  await combatant.update({ [ACTION_ROUND]: actionSpent ? null : latestTurnRound(position) });
  return true;
}
