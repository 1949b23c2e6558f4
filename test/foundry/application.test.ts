// @vitest-environment happy-dom
// The stand-in's ApplicationV2 follows the documented paths a sheet's overrides sit on:
// - a change in a submitOnChange document sheet goes through DocumentSheetV2's handler,
//   `_prepareSubmitData` then `_processSubmitData` (with its options) before the document updates
//   (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html#_processsubmitdata);
// - ApplicationV2's built-in `tab` action calls `changeTab(tab, group, …)`
//   (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#changetab);
// - `_getHeaderControls` lists core's controls and the application's, each naming a handled action
//   and a known label (ApplicationHeaderControlsEntry).
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "./index.js";
import { clickHeaderControl, headerControls, type RenderedApp } from "./app-render.js";

type Obj = Record<string, unknown>;
const updates: [Obj, Obj][] = [];
const prepared: Obj[] = [];
const pinged: string[] = [];

function sheetClass() {
  const Base = foundry.applications.sheets.ActorSheetV2 as unknown as new (options: Obj) => {
    element: HTMLElement | null;
    tabGroups: Record<string, string>;
    render(options?: Obj): Promise<unknown>;
    changeTab(tab: string, group: string, options?: Obj): void;
    _getHeaderControls(): { action: string; label: string }[];
    _prepareSubmitData(e: Event, f: HTMLFormElement, d: { object: Obj }, u?: Obj): Obj;
    _processSubmitData(e: Event, f: HTMLFormElement, s: Obj, o?: Obj): Promise<void>;
  };
  return class TestSheet extends Base {
    static DEFAULT_OPTIONS = {
      form: { submitOnChange: true },
      actions: {
        ping(this: TestSheet) {
          pinged.push("ping");
        },
      },
    };
    static PARTS = {
      tabs: { template: "systems/holocron/templates/actor/tabs.hbs" },
      give: { template: "systems/holocron/templates/dialog/give-hero-points.hbs" },
    };
    extraControls: { action: string; label: string }[] = [];
    async _prepareContext(): Promise<Obj> {
      return {
        tabs: [
          { id: "main", label: "HOLOCRON.Sheet.Sections", cssClass: "active", active: true },
          { id: "gear", label: "HOLOCRON.Sheet.Sections", cssClass: "", active: false },
        ],
        held: 1,
        max: 5,
        candidates: [
          { id: "a", name: "A", held: 0 },
          { id: "b", name: "B", held: 0 },
        ],
      };
    }
    override _getHeaderControls() {
      return [...super._getHeaderControls(), ...this.extraControls];
    }
    override _prepareSubmitData(e: Event, f: HTMLFormElement, d: { object: Obj }) {
      const data = super._prepareSubmitData(e, f, d, { "system.touched": true });
      prepared.push(data);
      return data;
    }
    override async _processSubmitData(e: Event, f: HTMLFormElement, s: Obj, o: Obj = {}) {
      await super._processSubmitData(e, f, s, { ...o, cause: "sheet" });
    }
  };
}

function documentStub() {
  return {
    type: "m20Character",
    isOwner: true,
    async update(changes: Obj, options: Obj = {}) {
      updates.push([changes, options]);
      return this;
    },
  };
}

beforeEach(() => {
  installFoundry();
  updates.length = 0;
  prepared.length = 0;
  pinged.length = 0;
});

describe("the stand-in's ApplicationV2", () => {
  it("submits a changed field through _prepareSubmitData and _processSubmitData", async () => {
    const Sheet = sheetClass();
    const sheet = new Sheet({ document: documentStub() });
    await sheet.render({ force: true });
    const select = sheet.element?.querySelector<HTMLSelectElement>("select[name=receiver]");
    if (!select) throw new Error("the form has no receiver field");
    select.value = "b";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prepared).toEqual([{ receiver: "b", "system.touched": true }]);
    expect(updates).toEqual([[{ receiver: "b", "system.touched": true }, { cause: "sheet" }]]);
  });

  it("switches tabs through the built-in tab action and changeTab", async () => {
    const Sheet = sheetClass();
    const sheet = new Sheet({ document: documentStub() });
    await sheet.render({ force: true });
    sheet.element?.querySelector<HTMLElement>('[data-action="tab"][data-tab="gear"]')?.click();
    expect(sheet.tabGroups.primary).toBe("gear");
    const active = sheet.element?.querySelectorAll(".tabs > .active");
    expect([...(active ?? [])].map((t) => (t as HTMLElement).dataset.tab)).toEqual(["gear"]);
    expect(() => sheet.changeTab("nowhere", "primary")).toThrow(/No matching tab element/);
    expect(() => sheet.changeTab("", "primary")).toThrow(/both the tab and tab group/);
  });

  it("lists core's Configure Sheet control, and the application's, and runs their actions", async () => {
    const Sheet = sheetClass();
    const sheet = new Sheet({ document: documentStub() });
    sheet.extraControls = [{ action: "ping", label: "HOLOCRON.Sheet.Sections" }];
    await sheet.render({ force: true });
    const app = sheet as unknown as RenderedApp;
    expect(headerControls(app).map((c) => c.action)).toEqual(["configureSheet", "ping"]);
    await clickHeaderControl(app, "ping");
    expect(pinged).toEqual(["ping"]);
  });

  it("refuses a header control whose action nothing handles, or whose label is no key", async () => {
    const Sheet = sheetClass();
    const sheet = new Sheet({ document: documentStub() });
    sheet.extraControls = [{ action: "nothing", label: "HOLOCRON.Sheet.Sections" }];
    await expect(sheet.render({ force: true })).rejects.toThrow(/names no action/);
    sheet.extraControls = [{ action: "ping", label: "Ping me" }];
    await expect(sheet.render({ force: true })).rejects.toThrow(/no key "Ping me"/);
  });
});
