// The sheet's drop-down menus (`details.holocron-menu`: rest and recovery) behave as a menu button does
// (WAI-ARIA Authoring Practices, "Menu Button" and "Disclosure"): Enter or Space on the summary opens
// it (native <details>), ArrowDown/ArrowUp move between its items, Escape closes it and returns focus
// to the summary, and choosing an item or clicking elsewhere in the sheet closes it.
const MENU = "details.holocron-menu";
const ITEM = ".holocron-menu__item";

function close(menu: HTMLDetailsElement, refocus: boolean): void {
  menu.open = false;
  if (refocus) menu.querySelector<HTMLElement>("summary")?.focus();
}

/** Pure: the index focus moves to from `current` (−1: the summary) by one step, wrapping around. */
export function nextMenuIndex(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

function onKey(event: KeyboardEvent): void {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const menu = target?.closest<HTMLDetailsElement>(MENU);
  if (!menu || !target) return;
  if (event.key === "Escape" && menu.open) {
    event.preventDefault();
    event.stopPropagation();
    close(menu, true);
    return;
  }
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const items = [...menu.querySelectorAll<HTMLElement>(ITEM)];
  event.preventDefault();
  menu.open = true;
  const index = nextMenuIndex(
    items.indexOf(target),
    items.length,
    event.key === "ArrowDown" ? 1 : -1,
  );
  items[index]?.focus();
}

function onClick(root: HTMLElement, event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  for (const menu of root.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`)) {
    const inside = target !== null && menu.contains(target);
    if (!inside) close(menu, false);
    else if (target.closest(ITEM)) close(menu, true);
  }
}

/** Once per sheet window: its element outlives each render of the parts. */
export function attachDisclosureMenus(root: HTMLElement): void {
  root.addEventListener("keydown", onKey);
  root.addEventListener("click", (event) => onClick(root, event));
}
