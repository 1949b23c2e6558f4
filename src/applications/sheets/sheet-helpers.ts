/** Small Foundry calls the actor and item sheets share. */
import { notify as tell } from "../../compat/notify.js";

/** A localized warning; the action that raised it changes nothing. */
export function notify(key: string): void {
  tell("warn", key);
}

/** Opens the image picker for a document's `img` and saves the chosen path. */
export async function editPortrait(
  document: Actor.Implementation | Item.Implementation,
): Promise<void> {
  const FilePicker = foundry.applications.apps.FilePicker.implementation;
  const picker = new FilePicker({
    type: "image",
    current: document.img ?? "",
    callback: (path: string) => {
      void document.update({ img: path });
    },
  });
  await picker.browse();
}
