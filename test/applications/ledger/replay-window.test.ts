// @vitest-environment happy-dom
// The combat replay window (replay-window.ts) through ApplicationV2's render cycle
// (test/foundry/app-render.ts): the rounds and turns of the combat, its Export button clicked.
import { describe, expect, it, vi } from "vitest";
import { windowWorld as world } from "./ledger-windows.js";
import { fightCard } from "./fight-world.js";

vi.mock(
  "../../../src/documents/ledger/home.js",
  async () => (await import("./ledger-windows.js")).storeMock,
);

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
