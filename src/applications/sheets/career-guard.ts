/**
 * Star Worlds careers: at most three, without repeats. Every way an item reaches an actor (a drop from
 * the sidebar, a compendium or another actor; the sheet's create button; a macro) runs `preCreateItem`
 * on the creating client, so the refusal lives there: a notification, and nothing is created.
 */
import { careerNames, careerRefusal } from "./star-worlds-actions.js";
import { notify } from "./sheet-helpers.js";

/** What the guard reads of an item being created. */
interface NewItem {
  type: string;
  name: string;
  parent?: unknown;
}

/** The hook's answer: false cancels the creation. */
export function guardCareer(item: NewItem): boolean {
  const actor = item.parent as { documentName?: string; items?: unknown } | null | undefined;
  if (item.type !== "career" || actor?.documentName !== "Actor") return true;
  const owned = careerNames(actor as { items: Iterable<{ type: string; name: string }> });
  const refused = careerRefusal(owned, [item.name], { checkNames: true });
  if (!refused) return true;
  notify(refused);
  return false;
}

export function registerCareerGuard(): void {
  Hooks.on("preCreateItem", (item) => guardCareer(item));
}
