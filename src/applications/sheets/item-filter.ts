/**
 * The item lists' filter boxes: typing hides the rows whose name does not contain the text (case and
 * accents ignored). The box has no form name and its change never reaches the sheet's form, so nothing
 * is saved; the sheet keeps each list's text across re-renders.
 */

/** The text as compared: lower case, accents removed. */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

export function nameMatches(name: string, query: string): boolean {
  return folded(name).includes(folded(query));
}

/** Shows the rows of one list whose name matches; returns how many show. */
export function applyItemFilter(list: Element, query: string): number {
  let shown = 0;
  for (const row of list.querySelectorAll<HTMLElement>(".holocron-row[data-item-id]")) {
    const name = row.querySelector(".holocron-row__name")?.textContent ?? "";
    const show = nameMatches(name, query);
    row.hidden = !show;
    if (show) shown += 1;
  }
  return shown;
}

/** Wires every filter box in the sheet; `texts` (by list type) outlives the render. */
export function attachItemFilters(element: HTMLElement, texts: Map<string, string>): void {
  for (const input of element.querySelectorAll<HTMLInputElement>("input[data-item-filter]")) {
    const list = input.closest<HTMLElement>("[data-item-type]");
    if (!list) continue;
    const type = list.dataset.itemType ?? "";
    input.value = texts.get(type) ?? "";
    if (input.value) applyItemFilter(list, input.value);
    input.addEventListener("input", () => {
      texts.set(type, input.value);
      applyItemFilter(list, input.value);
    });
    input.addEventListener("change", (event) => event.stopPropagation());
  }
}
