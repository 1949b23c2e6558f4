// An item row opens to its enriched description under the row, as dnd5e and pf2e players read an
// item without opening its sheet. The rows a sheet has open stay open across its renders.
import { itemData } from "../../data/typed-system.js";

/** What the summary reads of the sheet: its actor and its window element. */
export interface SummarySheet {
  document: Actor.Implementation;
  element: HTMLElement;
}

const SUMMARY_CLASS = "holocron-row__summary";
const openRows = new WeakMap<SummarySheet, Set<string>>();

function openOf(sheet: SummarySheet): Set<string> {
  let open = openRows.get(sheet);
  if (!open) openRows.set(sheet, (open = new Set()));
  return open;
}

/** The item ids whose summary this sheet shows. */
export function openSummaries(sheet: SummarySheet): string[] {
  return [...openOf(sheet)];
}

async function show(sheet: SummarySheet, toggle: HTMLElement, id: string): Promise<void> {
  const row = toggle.closest<HTMLElement>("[data-item-id]");
  const item = sheet.document.items.get(id);
  const data = item ? itemData(item) : null;
  if (!row || !item || !data) return;
  const description = data.system.description.trim();
  const enriched = description
    ? await foundry.applications.ux.TextEditor.implementation.enrichHTML(description, {
        relativeTo: item,
        secrets: sheet.document.isOwner,
      })
    : "";
  row.querySelector(`.${SUMMARY_CLASS}`)?.remove();
  const box = row.ownerDocument.createElement("div");
  box.className = SUMMARY_CLASS;
  box.id = toggle.getAttribute("aria-controls") ?? "";
  // Foundry's enricher output (the item's own HTML, enriched); an empty description says so.
  if (enriched) box.innerHTML = enriched;
  else box.textContent = game.i18n.localize("HOLOCRON.Sheet.Summary.Empty");
  row.append(box);
  toggle.setAttribute("aria-expanded", "true");
}

/** The row's chevron: opens the summary (enriched now, from the item as it is) or closes it. */
export async function toggleSummary(sheet: SummarySheet, toggle: HTMLElement): Promise<void> {
  const id = toggle.dataset.itemId ?? "";
  const open = openOf(sheet);
  if (open.has(id)) {
    open.delete(id);
    toggle.closest("[data-item-id]")?.querySelector(`.${SUMMARY_CLASS}`)?.remove();
    toggle.setAttribute("aria-expanded", "false");
    return;
  }
  open.add(id);
  await show(sheet, toggle, id);
}

/** After a render: the rows that were open open again; an item gone since is forgotten. */
export async function restoreSummaries(sheet: SummarySheet): Promise<void> {
  const open = openOf(sheet);
  const toggles = [...sheet.element.querySelectorAll<HTMLElement>('[data-action="toggleSummary"]')];
  for (const id of [...open]) {
    const toggle = toggles.find((t) => t.dataset.itemId === id);
    if (toggle) await show(sheet, toggle, id);
    else if (!sheet.document.items.get(id)) open.delete(id);
  }
}
