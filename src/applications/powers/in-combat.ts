// What a power use reads of the table: whether the actor fights in a started combat, and which stat
// a power item is rolled with.
import type { Stat } from "../../rules/d20/core.js";

/** A DC the GM has not set yet starts at the seed's "average task". */
export const DEFAULT_DC = 15;

/** In combat means: a started combat in which this actor fights. */
export function isInCombat(actor: Actor.Implementation): boolean {
  const combat = game.combat;
  if (!combat?.started) return false;
  return combat.getCombatantsByActor(actor).length > 0;
}

export function checkStat(item: Item.Implementation): Stat {
  const stat = (item.system as { stat?: unknown }).stat;
  return stat === "str" || stat === "dex" ? stat : "mnd";
}
