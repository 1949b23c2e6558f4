// Chases from `init`: the stored chases' setting and the hooks that redraw trackers and add the
// "Chase" button to the combat tracker.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("spaceOpera");
});

const hooks = () => glue.env.Hooks as unknown as { count(hook: string): number };

describe("registerChaseHooks", () => {
  it("registers the setting (an empty book) and the two hooks", async () => {
    const { registerChaseHooks } = await import("../../src/hooks/chase.js");
    const before = [hooks().count("holocron.chasesChanged"), hooks().count("renderCombatTracker")];
    registerChaseHooks();
    const settings = glue.env.game.settings as { get(n: string, k: string): unknown };
    expect(settings.get("holocron", "chases")).toEqual({ chases: [] });
    expect([hooks().count("holocron.chasesChanged"), hooks().count("renderCombatTracker")]).toEqual(
      [before[0]! + 1, before[1]! + 1],
    );
  });

  it("the Chase button joins the tracker's header once, however often it renders", async () => {
    const { registerChaseHooks } = await import("../../src/hooks/chase.js");
    registerChaseHooks();
    let inserted = 0;
    const header = {
      insertAdjacentHTML: () => void inserted++,
      querySelector: () => null,
    };
    const html = {
      querySelector: (selector: string) =>
        selector === "[data-holocron-chase-launch]" ? (inserted ? {} : null) : header,
    };
    const all = glue.env.Hooks as unknown as { callAll(h: string, ...a: unknown[]): void };
    all.callAll("renderCombatTracker", {}, html);
    await new Promise((resolve) => setTimeout(resolve, 0));
    all.callAll("renderCombatTracker", {}, html);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inserted).toBe(1);
  });
});
