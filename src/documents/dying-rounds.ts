// One dying check per round (rulings: Space Opera, dying): the round of an actor's last dying check
// in combat is a fact of the combat (combat-facts.ts), which only a GM writes, so the turn start,
// the sheet and the tracker button all see the check the others made and no owner can claim one.
import type { DyingRounds } from "../rulesets/space-opera/dying-check.js";
import { combatantFacts, writeFacts, type CombatantFacts } from "./combat-facts.js";

export const foundryDyingRounds: DyingRounds = {
  now(actor) {
    const combat = game.combat;
    if (!combat?.started || combat.getCombatantsByActor(actor).length === 0) return null;
    return { combat: combat.id ?? "", round: combat.round };
  },
  checked(actor) {
    const combat = game.combat;
    if (!combat) return null;
    const rounds = combat
      .getCombatantsByActor(actor)
      .map((c) => combatantFacts(combat, c.id).dyingRound)
      .filter((r): r is number => r !== undefined);
    return rounds.length ? { combat: combat.id ?? "", round: Math.max(...rounds) } : null;
  },
  /** The GM's client records the round on every combatant of the actor; a player's cannot. */
  async record(actor, round) {
    const combat = game.combat;
    if (!combat || combat.id !== round.combat) return;
    const patches = new Map<string, CombatantFacts>(
      combat.getCombatantsByActor(actor).map((c) => [c.id ?? "", { dyingRound: round.round }]),
    );
    await writeFacts(combat, patches);
  },
};
