// One dying check per round (rulings: Space Opera, dying): the round of an actor's last dying check
// in combat, kept as a flag on the actor, so the turn start, the sheet and the tracker button all
// see the check the others made.
import { SYSTEM_ID } from "../config.js";
import type { DyingRounds } from "../rulesets/space-opera/dying-check.js";

export const DYING_ROUND_FLAG = "dyingCheckRound";

export const foundryDyingRounds: DyingRounds = {
  now(actor) {
    const combat = game.combat;
    if (!combat?.started || combat.getCombatantsByActor(actor).length === 0) return null;
    return { combat: combat.id ?? "", round: combat.round };
  },
  checked(actor) {
    const stored: unknown = actor.getFlag(SYSTEM_ID, DYING_ROUND_FLAG);
    if (typeof stored !== "object" || stored === null) return null;
    const { combat, round } = stored as { combat?: unknown; round?: unknown };
    return typeof combat === "string" && Number.isInteger(round) && (round as number) >= 0
      ? { combat, round: round as number }
      : null;
  },
  async record(actor, round) {
    await actor.setFlag(SYSTEM_ID, DYING_ROUND_FLAG, { combat: round.combat, round: round.round });
  },
};
