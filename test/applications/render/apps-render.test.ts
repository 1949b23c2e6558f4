// @vitest-environment happy-dom
// The item sheet and the chase tracker through ApplicationV2's render cycle
// (test/foundry/app-render.ts): real templates into a real DOM, a data-action click reaching the
// handler with the application as `this`, and an edit submitted through the form.
import { describe, expect, it, vi } from "vitest";
import { setupGlue } from "../../data/setup.js";
import { chaseWorld, loadChaseModules, runner, P1 } from "../chase/world.js";
import { placeToken } from "../../foundry/parts/scenes.js";

const change = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
};

describe("the item sheet", () => {
  it("renders into a form; the portrait click opens the picker for this item; an edit updates it", async () => {
    const glue = await setupGlue("m20");
    const picked: { current?: string; callback(path: string): void }[] = [];
    glue.env.foundry.applications.apps.FilePicker = {
      implementation: class {
        constructor(options: { current?: string; callback(path: string): void }) {
          picked.push(options);
        }
        async browse() {}
      },
    };
    const { HolocronItemSheet } = await import("../../../src/applications/sheets/item-sheet.js");
    const ItemClass = CONFIG.Item.documentClass as unknown as {
      create(d: object): Promise<{ name: string; img: string | null }>;
    };
    const item = await ItemClass.create({ name: "Blaster", type: "weapon" });
    const sheet = new HolocronItemSheet({ document: item as never });
    await sheet.render();
    const element = sheet.element as HTMLElement;
    expect(element.tagName).toBe("FORM");
    element.querySelector<HTMLElement>('[data-action="editPortrait"]')!.click();
    await vi.waitFor(() => expect(picked).toHaveLength(1));
    picked[0]!.callback("icons/blaster.webp");
    await vi.waitFor(() => expect(item.img).toBe("icons/blaster.webp"));
    change(element.querySelector<HTMLInputElement>('input[name="name"]')!, "Heavy Blaster");
    await vi.waitFor(() => expect(item.name).toBe("Heavy Blaster"));
  });
});

describe("the chase tracker", () => {
  it("renders, starts a chase from the selected tokens on a click, and takes a gap from its form", async () => {
    const { glue, scene } = await chaseWorld();
    const kara = await glue.createActor(runner("Kara", P1, 40));
    const thief = await glue.createActor(runner("Thief", null, 30, 12));
    for (const actor of [kara, thief]) placeToken(scene, actor as never, { select: true });
    const { tracker, store } = await loadChaseModules();
    const app = await tracker.openChaseTracker();
    const element = app.element as HTMLElement;
    expect(element.tagName).toBe("FORM");
    element.querySelector<HTMLElement>('[data-action="startFromSelected"]')!.click();
    await vi.waitFor(() => expect(store.readChases().book.chases).toHaveLength(1));
    await app.render();
    const gap = element.querySelector<HTMLInputElement>('input[name^="gap."]')!;
    change(gap, "45");
    const id = store.readChases().book.chases[0]!.id;
    await vi.waitFor(() => expect(store.findChase(id)!.pairs[0]!.gap).toBe(45));
  });
});
