/**
 * One species per character (seed 002: a character is of one species, whose skill it gets at level 1):
 * a second is refused however it arrives (a drop, the sheet's create button, a macro), in
 * `preCreateItem` on the creating client, with a notification naming the species already there.
 */
import { notify } from "../../compat/notify.js";
import { isSpecies } from "../../config.js";

/** What the guard reads of an item being created. */
interface NewItem {
  type: string;
  parent?: unknown;
}

/** The hook's answer: false cancels the creation. */
export function guardSpecies(item: NewItem): boolean {
  const actor = item.parent as { documentName?: string; items?: unknown } | null | undefined;
  if (!isSpecies(item) || actor?.documentName !== "Actor") return true;
  const items = actor.items as Iterable<{ type: string; name: string }>;
  const held = [...items].find((i) => isSpecies(i));
  if (!held) return true;
  notify("warn", "HOLOCRON.Sheet.Notify.OneSpecies", { name: held.name });
  return false;
}
