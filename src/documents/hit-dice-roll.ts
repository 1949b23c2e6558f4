// m20 hit dice rolled (rulings: "each level's roll stored and editable; a new character or a level
// gained rolls the missing dice, or the player types them"): the roll shown in chat in the user's
// roll mode. A level gained rolls inside the write that raises it (HolocronActor#_preUpdate), so
// the level, its die and the health that follows are one update.
import { currentMessageMode, toMessageOptions } from "../compat/message-mode.js";
import { actorData } from "../data/typed-system.js";

/** The stored dice and how many levels lack one; null for an actor whose max HP has no hit dice. */
export function hitDiceOf(
  actor: Actor.Implementation,
): { stored: number[]; missing: number } | null {
  const data = actorData(actor);
  if (!data || !("hitDice" in data.system)) return null;
  return { stored: [...data.system.hitDice], missing: data.system.hitDiceMissing };
}

/** Rolls `count` d6 for the levels after `stored`, posts the roll, and gives the new list. */
export async function rollHitDice(
  actor: Actor.Implementation,
  stored: readonly number[],
  count: number,
): Promise<number[]> {
  const roll = await new Roll(`${count}d6`).evaluate();
  const rolled = roll.dice.flatMap((die) =>
    die.results.filter((r) => r.active).map((r) => r.result),
  );
  const first = stored.length + 1;
  const last = first + rolled.length - 1;
  await roll.toMessage(
    {
      speaker: ChatMessage.getSpeaker({ actor }),
      flavor: game.i18n.format("HOLOCRON.Sheet.HitDice.Flavor", {
        name: foundry.utils.escapeHTML(actor.name),
        levels: first === last ? String(first) : `${first}–${last}`,
      }),
    },
    toMessageOptions(currentMessageMode()),
  );
  return [...stored, ...rolled];
}

/**
 * A level raised by `changes` (Foundry's candidate changes in `_preUpdate`) without dice typed for
 * it: the missing dice are rolled and added to the same changes.
 */
export async function rollDiceForLevel(
  actor: Actor.Implementation,
  changes: Actor.UpdateData,
): Promise<void> {
  const system = (changes as { system?: Record<string, unknown> }).system;
  const level = system?.level;
  if (!system || typeof level !== "number" || system.hitDice !== undefined) return;
  const dice = hitDiceOf(actor);
  if (!dice) return;
  const missing = Math.max(0, Math.trunc(level) - dice.stored.length);
  if (missing > 0) system.hitDice = await rollHitDice(actor, dice.stored, missing);
}
