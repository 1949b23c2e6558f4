// The item rows' context menu in each generation's entry fields (src/compat/context-menu.ts): V13's
// name/icon markup/condition/callback, V14's label/icon class/visible/onClick, with no compatibility
// warning; its entries per item type and a click that posts the item.
import { Window } from "happy-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Glue } from "../data/setup.js";
import { deprecations } from "../foundry/parts/release.js";
import { StandInContextMenu } from "../foundry/parts/context-menu.js";
import { messages } from "../foundry/parts/chat.js";
import { CASES, generationWorld } from "./generations.js";

let glue: Glue;
const window = new Window();

afterEach(() => {
  Reflect.deleteProperty(globalThis, "document");
});

describe.each(CASES)("Foundry V$generation", ({ generation }) => {
  beforeEach(async () => {
    glue = await generationWorld(generation);
    // The menu's V13 icon is built through the DOM, as in the browser.
    Reflect.set(globalThis, "document", window.document);
  });

  it("offers each row its entries in this generation's fields, and posts an item", async () => {
    const actor = await glue.createActor({
      name: "Rook",
      type: "worldsCharacter",
      items: [
        { _id: "blaster000000000", name: "Blaster", type: "weapon", system: {} },
        { _id: "species000000000", name: "Human", type: "species", system: {} },
      ],
    });
    const root = window.document.createElement("section");
    root.innerHTML = `<li class="holocron-row" data-item-id="blaster000000000"></li><li class="holocron-row" data-item-id="species000000000"></li>`;
    const [blaster, species] = [...root.querySelectorAll("li")] as unknown as HTMLElement[]; // happy-dom's elements stand for the DOM's
    const { attachItemMenu } = await import("../../src/applications/sheets/item-menu.js");
    attachItemMenu(root as unknown as HTMLElement, actor, () => true);
    const menu = StandInContextMenu.menus.at(-1)!;
    const key = (choice: string) => `HOLOCRON.Sheet.ItemMenu.${choice}`;
    expect(menu.labelsFor(blaster!)).toEqual(["edit", "duplicate", "delete", "post"].map(key));
    expect(menu.labelsFor(species!)).toEqual(["edit", "delete", "post"].map(key));
    const icon = menu.entries[0]?.icon;
    expect(icon).toBe(
      generation === 14
        ? "fa-solid fa-pen-to-square"
        : '<i class="fa-solid fa-pen-to-square" inert=""></i>',
    );
    menu.click(key("post"), blaster!);
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    expect(deprecations).toEqual([]);
  });
});
