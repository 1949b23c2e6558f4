import { beforeEach, describe, expect, it } from "vitest";
import { d20System, makeActor, makeCombat, setupCombatWorld } from "../combat/world.js";
import { actAs } from "../foundry/parts/users.js";

/** Just enough of the tracker for the button: one header that takes the markup, and the button. */
function fakeTracker() {
  const inserted: string[] = [];
  let removed = 0;
  let clicks = 0;
  const header = { insertAdjacentHTML: (_where: string, html: string) => inserted.push(html) };
  const html = {
    querySelector(selector: string) {
      if (selector === ".combat-tracker-header") return header;
      if (selector === ".holocron-odds-launch")
        return inserted.length ? { remove: () => removed++ } : null;
      if (selector === "[data-holocron-encounter-odds]" && inserted.length) {
        return { addEventListener: () => clicks++ };
      }
      return null;
    },
  } as unknown as HTMLElement; // the hook only queries these three selectors
  return { html, inserted, removed: () => removed, listeners: () => clicks };
}

beforeEach(async () => {
  await setupCombatWorld();
});

describe("the tracker's Encounter odds button", () => {
  it("is added for the GM, once per render, with its click wired", async () => {
    const { addOddsButton } = await import("../../src/hooks/encounter-odds.js");
    const { combat } = makeCombat([makeActor("Amy", "m20Character", d20System({}))]);
    const tracker = fakeTracker();
    actAs("gm00000000000000");
    expect(await addOddsButton(combat as never, tracker.html)).toBe(true);
    expect(await addOddsButton(combat as never, tracker.html)).toBe(true);
    expect(tracker.inserted).toHaveLength(2);
    expect(tracker.inserted[0]).toContain("data-holocron-encounter-odds");
    expect(tracker.removed()).toBe(1);
    expect(tracker.listeners()).toBe(2);
  });

  it("is not shown to players, nor without a combat", async () => {
    const { addOddsButton } = await import("../../src/hooks/encounter-odds.js");
    const { combat } = makeCombat([makeActor("Amy", "m20Character", d20System({}))]);
    const tracker = fakeTracker();
    actAs("player1000000000");
    expect(await addOddsButton(combat as never, tracker.html)).toBe(false);
    actAs("gm00000000000000");
    expect(await addOddsButton(null, tracker.html)).toBe(false);
    expect(tracker.inserted).toEqual([]);
  });
});
