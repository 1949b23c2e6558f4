// The shape of a ContextMenu entry. V13: `{ name, icon, condition, callback }`, the icon an HTML
// element's markup and the callback given the row (https://foundryvtt.com/api/v13/interfaces/foundry.ContextMenuEntry.html).
// V14: `{ label, icon, visible, onClick }`, the icon a class name and the click given the event and
// the row (https://foundryvtt.com/api/v14/interfaces/foundry.ContextMenuEntry.html,
// https://foundryvtt.com/api/v14/types/foundry.ContextMenuCallback.html); the V13 names warn there.
import { isV14 } from "./generation.js";

/** One entry, in Holocron's own words. */
export interface MenuEntry {
  /** i18n key of the entry's label. */
  label: string;
  /** Font Awesome class names of its icon. */
  icon: string;
  /** Whether the entry is offered for this row. */
  visible: (row: HTMLElement) => boolean;
  run: (row: HTMLElement) => void;
}

/** V13's icon: an `<i>` element's markup, built through the DOM (no HTML in strings). */
function iconMarkup(classes: string): string {
  const icon = document.createElement("i");
  icon.className = classes;
  icon.inert = true;
  return icon.outerHTML;
}

/** The entry in the running generation's shape. */
export function contextMenuEntry(entry: MenuEntry): Record<string, unknown> {
  if (isV14()) {
    return {
      label: entry.label,
      icon: entry.icon,
      visible: entry.visible,
      onClick: (_event: Event, row: HTMLElement) => entry.run(row),
    };
  }
  return {
    name: entry.label,
    icon: iconMarkup(entry.icon),
    condition: entry.visible,
    callback: entry.run,
  };
}

type MenuEntries = ConstructorParameters<typeof foundry.applications.ux.ContextMenu>[2];

/** A context menu on the rows matching `selector` inside `root` (no jQuery; fixed position). */
export function attachContextMenu(root: HTMLElement, selector: string, entries: MenuEntry[]): void {
  // fvtt-types (a V13 release) types V13's entries only; V14's are built by contextMenuEntry.
  const shaped = entries.map(contextMenuEntry) as unknown as MenuEntries;
  new foundry.applications.ux.ContextMenu(root, selector, shaped, { jQuery: false, fixed: true });
}
