// The header's drop-down menus over a real DOM (happy-dom): the keys a menu button answers to.
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import {
  attachDisclosureMenus,
  nextMenuIndex,
} from "../../../src/applications/sheets/disclosure-menu.js";

function sheet() {
  const window = new Window();
  const globals = globalThis as unknown as Record<string, unknown>;
  globals.HTMLElement = window.HTMLElement;
  globals.Element = window.Element;
  const root = window.document.createElement("div");
  root.innerHTML = `<details class="holocron-menu"><summary>Rest</summary><ul>
    <li><button type="button" class="holocron-menu__item" data-kind="hour">Hour</button></li>
    <li><button type="button" class="holocron-menu__item" data-kind="night">Night</button></li>
  </ul></details><button type="button" class="elsewhere">Edit</button>`;
  window.document.body.append(root);
  attachDisclosureMenus(root as unknown as HTMLElement);
  const menu = root.querySelector("details") as unknown as HTMLDetailsElement;
  const summary = root.querySelector("summary") as unknown as HTMLElement;
  const items = [...root.querySelectorAll(".holocron-menu__item")] as unknown as HTMLElement[];
  const key = (target: HTMLElement, k: string) =>
    target.dispatchEvent(
      new window.KeyboardEvent("keydown", { key: k, bubbles: true }) as unknown as Event,
    );
  const active = () => window.document.activeElement;
  return { window, root, menu, summary, items, key, active };
}

describe("disclosure menus", () => {
  it("steps through the items and wraps around, from the summary either way", () => {
    expect(nextMenuIndex(-1, 3, 1)).toBe(0);
    expect(nextMenuIndex(-1, 3, -1)).toBe(2);
    expect(nextMenuIndex(2, 3, 1)).toBe(0);
    expect(nextMenuIndex(0, 3, -1)).toBe(2);
    expect(nextMenuIndex(-1, 0, 1)).toBe(-1);
  });

  it("ArrowDown from the summary opens the menu on its first item; ArrowUp wraps to the last", () => {
    const { menu, summary, items, key, active } = sheet();
    key(summary, "ArrowDown");
    expect(menu.open).toBe(true);
    expect(active()).toBe(items[0]);
    key(items[0]!, "ArrowUp");
    expect(active()).toBe(items[1]);
  });

  it("Escape closes the menu and gives focus back to its summary", () => {
    const { menu, summary, items, key, active } = sheet();
    menu.open = true;
    items[1]!.focus();
    key(items[1]!, "Escape");
    expect(menu.open).toBe(false);
    expect(active()).toBe(summary);
  });

  it("choosing an item or clicking elsewhere in the sheet closes it", () => {
    const { menu, items, root } = sheet();
    menu.open = true;
    items[0]!.click();
    expect(menu.open).toBe(false);
    menu.open = true;
    (root.querySelector(".elsewhere") as unknown as HTMLElement).click();
    expect(menu.open).toBe(false);
  });
});
