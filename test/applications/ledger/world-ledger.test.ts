// @vitest-environment happy-dom
// The world ledger window (world-ledger.ts) through ApplicationV2's render cycle
// (test/foundry/app-render.ts): rendered from the rows the mocked store holds, filtered, paged,
// exported; the GM's open window redrawn when the ledger is written.
import { describe, expect, it, vi } from "vitest";
import { store, windowWorld as world } from "./ledger-windows.js";
import { fightRows } from "./fight-world.js";

vi.mock(
  "../../../src/documents/ledger/home.js",
  async () => (await import("./ledger-windows.js")).storeMock,
);

const reverted = vi.hoisted(() => [] as [string, string][]);
vi.mock("../../../src/applications/ledger/revert-row.js", () => ({
  // The revert's own flow (confirmation, the GM request) is revert-row.test.ts's; here, its call.
  revertRow: async (actorUuid: string, rowId: string) => {
    reverted.push([actorUuid, rowId]);
    return true;
  },
}));

const change = (input: HTMLSelectElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
};

describe("the world ledger", () => {
  it("renders every row, filters by a select, pages on a click and exports the rows shown", async () => {
    const { saved } = await world();
    const { WorldLedgerWindow } = await import("../../../src/applications/ledger/world-ledger.js");
    const { PAGE_SIZE } = await import("../../../src/applications/ledger/world-ledger-context.js");
    const app = new WorldLedgerWindow();
    await app.render();
    const element = app.element as HTMLElement;
    expect(element.tagName).toBe("FORM");
    expect(element.querySelectorAll("tbody tr")).toHaveLength(5);
    change(element.querySelector<HTMLSelectElement>('select[name="actorUuid"]')!, "Actor.kara");
    await vi.waitFor(() => expect(element.querySelectorAll("tbody tr")).toHaveLength(3));
    expect(app.filter).toEqual({ actorUuid: "Actor.kara" });
    element.querySelector<HTMLElement>('[data-action="exportRows"][data-format="csv"]')!.click();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const [csv, type, name] = saved[0]!;
    expect([type, name]).toEqual(["text/csv", "holocron-ledgerworld-title.csv"]);
    expect(csv.trimEnd().split("\r\n")).toHaveLength(1 + 3);
    // The filter cleared: every row, and one page of PAGE_SIZE holds them.
    element.querySelector<HTMLElement>('[data-action="clearFilters"]')!.click();
    await vi.waitFor(() => expect(element.querySelectorAll("tbody tr")).toHaveLength(5));
    store.rows = Array.from({ length: PAGE_SIZE + 2 }, () => fightRows()[0]!);
    await app.render();
    element.querySelector<HTMLElement>('[data-action="pageNext"]')!.click();
    await vi.waitFor(() => expect(element.querySelectorAll("tbody tr")).toHaveLength(2));
    expect(app.page).toBe(1);
    element.querySelector<HTMLElement>('[data-action="pagePrev"]')!.click();
    await vi.waitFor(() => expect(app.page).toBe(0));
  });

  it("the GM's open window redraws when the ledger's pages are written; a player opens none", async () => {
    await world();
    const { openWorldLedger, refreshWorldLedger } =
      await import("../../../src/applications/ledger/world-ledger.js");
    const app = (await openWorldLedger())!;
    const renders = (app as unknown as { renders: number }).renders;
    store.rows = [...store.rows, fightRows()[0]!];
    refreshWorldLedger();
    await vi.waitFor(() =>
      expect((app as unknown as { renders: number }).renders).toBe(renders + 1),
    );
    expect((app.element as HTMLElement).querySelectorAll("tbody tr")).toHaveLength(6);
    const { actAs } = await import("../../foundry/parts/users.js");
    actAs("player1000000000");
    expect(await openWorldLedger()).toBeNull();
  });

  it("a row's Revert reverts that row of that actor; its actor's name opens the sheet, a deleted one is told", async () => {
    const { glue } = await world();
    const kara = await glue.createActor({ name: "Kara Voss", type: "m20Character" });
    store.rows = fightRows().map((r) =>
      r.actorUuid === "Actor.kara" ? { ...r, actorUuid: kara.uuid } : r,
    );
    const { WorldLedgerWindow } = await import("../../../src/applications/ledger/world-ledger.js");
    const app = new WorldLedgerWindow();
    await app.render();
    const element = app.element as HTMLElement;
    const first = store.rows[0]!;
    element
      .querySelector<HTMLElement>(`[data-row-id="${first.id}"] [data-action="ledgerRevert"]`)!
      .click();
    await vi.waitFor(() => expect(reverted).toEqual([[first.actorUuid, first.id]]));
    // The stand-in registers no sheet classes: the actor's sheet is a window that records renders.
    const render = vi.fn();
    Object.defineProperty(kara, "sheet", { value: { render } });
    element
      .querySelector<HTMLElement>(`[data-action="openActor"][data-actor-uuid="${kara.uuid}"]`)!
      .click();
    await vi.waitFor(() => expect(render).toHaveBeenCalledWith(true));
    const warn = vi.spyOn(ui.notifications, "warn");
    element
      .querySelector<HTMLElement>('[data-action="openActor"][data-actor-uuid="Actor.thug"]')!
      .click();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toContain("HOLOCRON.LedgerWorld.ActorGone");
  });
});
