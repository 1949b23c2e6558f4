import { beforeEach, describe, expect, it, vi } from "vitest";
import { d20System, makeActor, makeCombat, setupCombatWorld } from "../combat/world.js";
import { actAs } from "../foundry/parts/users.js";
import { trackerElement } from "./tracker-dom.js";

beforeEach(async () => {
  await setupCombatWorld();
});

/** The hook's function, a combat of one and an empty tracker. */
async function tracker() {
  const { addOddsButton } = await import("../../src/hooks/encounter-odds.js");
  const { combat } = makeCombat([makeActor("Amy", "m20Character", d20System({}))]);
  return { addOddsButton, combat, html: trackerElement() };
}

describe("the tracker's Encounter odds button", () => {
  it("is added for the GM, once however often the tracker renders, in its header", async () => {
    const { addOddsButton, combat, html } = await tracker();
    actAs("gm00000000000000");
    expect(await addOddsButton(combat as never, html)).toBe(true);
    expect(await addOddsButton(combat as never, html)).toBe(true);
    const header = html.querySelector(".combat-tracker-header");
    expect(header?.querySelectorAll("[data-holocron-encounter-odds]")).toHaveLength(1);
  });

  it("two quick renders (the second before the first's template is in) still add one", async () => {
    const { addOddsButton, combat, html } = await tracker();
    actAs("gm00000000000000");
    await Promise.all([addOddsButton(combat as never, html), addOddsButton(combat as never, html)]);
    const buttons = html.querySelectorAll<HTMLElement>("[data-holocron-encounter-odds]");
    expect(buttons).toHaveLength(1);
    // One click opens one window for this combat.
    const { EncounterOddsPanel } = await import("../../src/applications/encounter/odds-panel.js");
    const show = vi.spyOn(EncounterOddsPanel, "show").mockResolvedValue(undefined as never);
    buttons[0]?.click();
    expect(show.mock.calls).toEqual([[combat]]);
  });

  it("beside it, the builder button opens the encounter builder for this combat", async () => {
    const { addOddsButton, combat, html } = await tracker();
    actAs("gm00000000000000");
    await addOddsButton(combat as never, html);
    const { EncounterBuilder } = await import("../../src/applications/encounter/builder-app.js");
    const show = vi.spyOn(EncounterBuilder, "show").mockResolvedValue(undefined as never);
    html.querySelector<HTMLElement>("[data-holocron-encounter-builder]")!.click();
    expect(show.mock.calls).toEqual([[combat]]);
  });

  it("is not shown to players, nor without a combat", async () => {
    const { addOddsButton, combat, html } = await tracker();
    actAs("player1000000000");
    expect(await addOddsButton(combat as never, html)).toBe(false);
    actAs("gm00000000000000");
    expect(await addOddsButton(null, html)).toBe(false);
    expect(html.querySelectorAll("[data-holocron-encounter-odds]")).toHaveLength(0);
  });
});
