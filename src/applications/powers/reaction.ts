// What the two reactions from a card (Deflect on an attack card, Negate Energy on an energy damage
// card) share on the asking side: only the Knight's owner may react.
import { notify } from "../../compat/notify.js";

/** Whether the user owns the reacting actor; anyone else is told it is not theirs (`notYoursKey`). */
export function mayReact(actor: Actor.Implementation, notYoursKey: string): boolean {
  if (actor.isOwner) return true;
  notify("warn", notYoursKey, { name: actor.name ?? "" });
  return false;
}
