// The action marker from play: an attack, a skill check or a power used on the actor's own turn spends that turn's
// action (the combat tracker shows it). Off-turn reactions (Negate Energy) spend the next one.
import { markActionSpent, type MarkedCombatant } from "./combatant-actions.js";

/** The actor's combatant in the started combat, and whether it is that combatant's turn. */
export function combatTurnOf(
  actor: Actor.Implementation,
): { combatant: MarkedCombatant; onTurn: boolean } | null {
  const combat = game.combat;
  if (!combat?.started) return null;
  const [mine] = combat.getCombatantsByActor(actor);
  if (!mine) return null;
  return { combatant: mine, onTurn: combat.combatant === mine };
}

/**
 * Marks the actor's action spent when it acts on its own turn in the started combat. Nothing
 * happens out of combat, off its turn, or for a user who does not own the combatant (a player's
 * combatant follows its actor's ownership, so a player's own character is marked).
 */
export async function spendTurnAction(actor: Actor.Implementation): Promise<boolean> {
  const turn = combatTurnOf(actor);
  if (!turn?.onTurn || !turn.combatant.isOwner) return false;
  return markActionSpent(turn.combatant, { offTurn: false });
}

/**
 * A reaction (Deflect, Negate Energy) in the started combat costs an action: this turn's on the
 * actor's own turn, the next one off it (rulings.md, "a round": a reaction spends the *next* turn's
 * action). The GM authority runs it.
 */
export async function spendReactionAction(actor: Actor.Implementation): Promise<boolean> {
  const turn = combatTurnOf(actor);
  if (!turn) return false;
  return markActionSpent(turn.combatant, { offTurn: !turn.onTurn });
}
