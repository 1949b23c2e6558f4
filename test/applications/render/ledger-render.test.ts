// @vitest-environment happy-dom
// The ledger's windows through ApplicationV2's render cycle (test/foundry/app-render.ts): the world
// ledger, the fight's summary and its replay, each rendered from rows the mocked store holds and
// clicked. The store is the other half of the ledger (src/documents/ledger/store.ts): mocked here.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LedgerRow } from "../../../src/rules/ledger/row.js";
import { setupGlue } from "../../data/setup.js";
import { fightCard, fightRows } from "../ledger/fight-world.js";

const store = vi.hoisted(() => ({ rows: [] as LedgerRow[] }));
vi.mock("../../../src/documents/ledger/store.js", () => ({
  allLedgerRows: () => store.rows,
  ledgerRowsOf: (uuid: string) => store.rows.filter((r) => r.actorUuid === uuid),
}));

const change = (input: HTMLSelectElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
};

async function world() {
  const glue = await setupGlue("m20");
  const saved: [string, string, string][] = [];
  Object.assign(glue.env.foundry.utils, {
    saveDataToFile: (data: string, type: string, name: string) => saved.push([data, type, name]),
  });
  store.rows = fightRows();
  return { glue, saved };
}

beforeEach(() => {
  store.rows = [];
});

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
});

describe("the fight's summary window", () => {
  it("renders the figures and the prediction; Replay opens the replay; Export saves the combat's rows", async () => {
    const { saved } = await world();
    const { CombatSummaryWindow } =
      await import("../../../src/applications/ledger/summary-window.js");
    const app = new CombatSummaryWindow(fightCard());
    await app.render();
    const element = app.element as HTMLElement;
    const kara = element.querySelector(".holocron-fight__row--party")!.textContent!;
    expect(kara).toContain("KARA");
    expect(element.querySelector(".holocron-fight__prediction--as")).not.toBeNull();
    element.querySelector<HTMLElement>('[data-action="openReplay"]')!.click();
    await vi.waitFor(() => expect(app.replay?.rendered).toBe(true));
    element
      .querySelector<HTMLElement>('[data-action="exportRows"][data-format="markdown"]')!
      .click();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]![1]).toBe("text/markdown");
    // The four rows of the combat, one line each (the rest outside it is left out).
    expect(saved[0]![0].trimEnd().split("\n")).toHaveLength(4 + 5);
  });
});

describe("the combat replay", () => {
  it("renders the rounds and turns of the combat; Export saves CSV", async () => {
    const { saved } = await world();
    const { CombatReplayWindow } =
      await import("../../../src/applications/ledger/replay-window.js");
    const app = new CombatReplayWindow(fightCard());
    await app.render();
    const element = app.element as HTMLElement;
    expect(
      [...element.querySelectorAll(".holocron-replay__round > h3")].map((h) => h.textContent),
    ).toEqual([
      'HOLOCRON.CombatReplay.Round {"round":"1"}',
      'HOLOCRON.CombatReplay.Round {"round":"2"}',
    ]);
    expect(element.querySelectorAll(".holocron-replay__row")).toHaveLength(4);
    element.querySelector<HTMLElement>('[data-action="exportRows"][data-format="csv"]')!.click();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]![2]).toMatch(/\.csv$/);
  });
});
