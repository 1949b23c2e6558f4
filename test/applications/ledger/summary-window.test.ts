// @vitest-environment happy-dom
// The fight's summary window (summary-window.ts) through ApplicationV2's render cycle
// (test/foundry/app-render.ts): rendered from the card, its Replay and Export buttons clicked.
import { describe, expect, it, vi } from "vitest";
import { windowWorld as world } from "./ledger-windows.js";
import { fightCard } from "./fight-world.js";

vi.mock(
  "../../../src/documents/ledger/home.js",
  async () => (await import("./ledger-windows.js")).storeMock,
);

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
