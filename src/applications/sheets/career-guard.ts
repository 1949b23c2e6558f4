/**
 * Star Worlds careers: at most three, no more than the level allows, without repeats. Every way an
 * item reaches an actor (a drop from the sidebar, a compendium or another actor; the sheet's create
 * button; a macro) runs `preCreateItem` on the creating client, so the refusal lives there: a
 * notification, and nothing is created.
 */
import { careerNames, careerRefusal } from "./star-worlds-actions.js";
import { notify } from "./sheet-helpers.js";
import { isCareer } from "../../config.js";

/** What the guard reads of an item being created. */
interface NewItem {
  type: string;
  name: string;
  parent?: unknown;
}

/** The hook's answer: false cancels the creation. */
export function guardCareer(item: NewItem): boolean {
  const actor = item.parent as { documentName?: string; items?: unknown } | null | undefined;
  if (!isCareer(item) || actor?.documentName !== "Actor") return true;
  const owned = careerNames(actor as { items: Iterable<{ type: string; name: string }> });
  // Careers come with levels (rulings: 1 at level 1, 2 from 3, 3 from 5); the GM may override.
  const level = (actor as { system?: { level?: unknown } }).system?.level;
  const refused = careerRefusal(owned, [item.name], {
    checkNames: true,
    ...(typeof level === "number" && !game.user?.isGM ? { level } : {}),
  });
  if (!refused) return true;
  notify(refused);
  return false;
}
