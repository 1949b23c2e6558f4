// m20 hit dice from the sheet (rulings: "each level's roll stored and editable; a new character or a
// level gained rolls the missing dice, or the player types them"). Max HP = STR + these dice.
import { HIT_DIE_RANGE } from "../../data/ranges.js";
import { hitDiceOf, rollHitDice } from "../../documents/state-follow.js";
import { notify } from "./sheet-helpers.js";

/**
 * Rolls one d6 per level without a die, shows the roll in chat (the user's roll mode) and stores the
 * results. Null, with a notice, when nothing is missing or the user does not own the actor.
 */
export async function rollMissingHitDice(actor: Actor.Implementation): Promise<number[] | null> {
  const dice = hitDiceOf(actor);
  if (!dice || dice.missing === 0) {
    notify("HOLOCRON.Sheet.HitDice.NoneMissing");
    return null;
  }
  if (!actor.isOwner) {
    notify("HOLOCRON.Sheet.HitDice.NotOwner");
    return null;
  }
  const all = await rollHitDice(actor, dice.stored, dice.missing);
  await actor.update({ "system.hitDice": all } as Actor.UpdateData);
  return all.slice(dice.stored.length);
}

/** Pure: a typed die ("4") → the new list; blank clears that level and the ones after it. */
export function withHitDie(
  stored: readonly number[],
  index: number,
  typed: string,
): number[] | "bad" {
  const text = typed.trim();
  if (text === "") return stored.slice(0, index);
  const value = Number(text);
  if (!Number.isInteger(value) || value < HIT_DIE_RANGE.min || value > HIT_DIE_RANGE.max) {
    return "bad";
  }
  // A die typed for a later level with earlier ones blank: the gap cannot be stored (one die per level).
  if (index > stored.length) return "bad";
  const next = [...stored];
  next[index] = value;
  return next;
}

/** The edit-mode input of one level's die changed: store it, or explain and keep the old value. */
export async function setHitDie(
  actor: Actor.Implementation,
  index: number,
  typed: string,
): Promise<boolean> {
  const dice = hitDiceOf(actor);
  if (!dice) return false;
  const next = withHitDie(dice.stored, index, typed);
  if (next === "bad") {
    notify("HOLOCRON.Sheet.HitDice.Bad");
    return false;
  }
  await actor.update({ "system.hitDice": next } as Actor.UpdateData);
  return true;
}
