// The item rows' context menu (right-click, or the row's "⋯" button): edit, duplicate, delete, post
// to chat, as dnd5e and pf2e sheets offer. A row is `.holocron-row[data-item-id]` in any item list.
import { SINGLE_ITEM_TYPES, SYSTEM_ID } from "../../config.js";
import { itemData } from "../../data/typed-system.js";
import { notify } from "./sheet-helpers.js";
import { attachContextMenu } from "../../compat/context-menu.js";

export const ITEM_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/item-card.hbs`;
const ROW = ".holocron-row[data-item-id]";

/** Pure: the menu's entries for an item of this type, on a sheet the user may or may not edit. */
export function itemMenuChoices(type: string, editable: boolean): string[] {
  if (!editable) return ["edit", "post"];
  return (SINGLE_ITEM_TYPES as readonly string[]).includes(type)
    ? ["edit", "delete", "post"]
    : ["edit", "duplicate", "delete", "post"];
}

const ICONS: Record<string, string> = {
  edit: "fa-solid fa-pen-to-square",
  duplicate: "fa-solid fa-copy",
  delete: "fa-solid fa-trash",
  post: "fa-solid fa-comment",
};

/** Posts an item's name, picture and description to chat. */
async function postItem(item: Item.Implementation): Promise<void> {
  const data = itemData(item);
  const description = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
    data && "description" in data.system ? data.system.description : "",
    { secrets: false, relativeTo: item },
  );
  const content = await foundry.applications.handlebars.renderTemplate(ITEM_CARD_TEMPLATE, {
    name: item.name,
    img: item.img,
    typeLabel: game.i18n.localize(`HOLOCRON.Sheet.ItemType.${item.type}`),
    description,
  });
  await ChatMessage.create({
    content,
    speaker: ChatMessage.getSpeaker({ actor: item.actor }),
  });
}

async function run(choice: string, item: Item.Implementation): Promise<void> {
  switch (choice) {
    case "edit":
      await item.sheet?.render(true);
      return;
    case "duplicate": {
      const name = game.i18n.format("HOLOCRON.Sheet.ItemMenu.CopyName", { name: item.name });
      await item.clone({ name }, { save: true });
      return;
    }
    case "delete":
      await item.deleteDialog();
      return;
    case "post":
      await postItem(item);
  }
}

/** Attaches the menu to the rows of a rendered actor sheet. */
export function attachItemMenu(
  root: HTMLElement,
  actor: Actor.Implementation,
  editable: () => boolean,
): void {
  const itemOf = (row: HTMLElement) => actor.items.get(row.dataset.itemId ?? "") ?? null;
  const entries = ["edit", "duplicate", "delete", "post"].map((choice) => ({
    label: `HOLOCRON.Sheet.ItemMenu.${choice}`,
    icon: ICONS[choice] ?? "",
    visible: (row: HTMLElement) => {
      const item = itemOf(row);
      return !!item && itemMenuChoices(item.type, editable()).includes(choice);
    },
    run: (row: HTMLElement) => {
      const item = itemOf(row);
      if (!item) return notify("HOLOCRON.Sheet.Notify.MissingItem");
      void run(choice, item);
    },
  }));
  // Each generation's entry fields (src/compat/context-menu.ts).
  attachContextMenu(root, ROW, entries);
}

/** The row's "⋯" button opens the same menu, where the button is. */
export function openItemMenu(button: HTMLElement): void {
  const row = button.closest<HTMLElement>(ROW);
  if (!row) return;
  const box = button.getBoundingClientRect();
  row.dispatchEvent(
    new MouseEvent("contextmenu", {
      bubbles: true,
      cancelable: true,
      clientX: box.left,
      clientY: box.bottom,
    }),
  );
}
