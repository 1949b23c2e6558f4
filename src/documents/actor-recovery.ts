// What a rest writes beyond health (HolocronActor#carryOutRecovery, when the ruleset says the rest
// resets daily uses): a Star Worlds level earned before it may now be taken, and every daily
// ability is ready again.
import { actorData, itemData } from "../data/typed-system.js";
import { levelsByCareer } from "../rulesets/index.js";
import { isAbility } from "../config.js";
import { STATE_WRITE } from "./state-writer.js";

/** A Star Worlds level earned before this rest may now be taken (seed 002 line 51). */
export function restedFields(actor: Actor.Implementation): Record<string, number> {
  const data = actorData(actor);
  if (!levelsByCareer(data)) return {};
  const { spent, spentAtRest } = data.system.heroPoints;
  return spent !== spentAtRest ? { "heroPoints.spentAtRest": spent } : {};
}

/** Every daily ability used today is ready again: one update for all the items. */
export async function resetDailyUses(actor: Actor.Implementation): Promise<void> {
  const updates = actor.items
    .filter((item) => {
      const data = itemData(item);
      return isAbility(data) && data.system.used > 0;
    })
    .map((item) => ({ _id: item.id, "system.used": 0 }));
  if (updates.length) await actor.updateEmbeddedDocuments("Item", updates, STATE_WRITE);
}
