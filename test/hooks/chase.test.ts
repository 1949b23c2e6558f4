// Chases from `init`: the stored chases' setting and the hooks that redraw trackers and add the
// "Chase" button to the combat tracker.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { trackerElement } from "./tracker-dom.js";

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
    const { html, render } = await chaseTracker();
    render();
    await settle();
    render();
    await settle();
    const header = html.querySelector(".combat-tracker-header");
    expect(header?.querySelectorAll("[data-holocron-chase-launch]")).toHaveLength(1);
  });

  it("two quick renders (the second before the first's template is in) still add one", async () => {
    const { html, render } = await chaseTracker();
    render();
    render();
    await settle();
    expect(html.querySelectorAll("[data-holocron-chase-launch]")).toHaveLength(1);
  });
});

/** The hooks registered, an empty tracker, and its render hook. */
async function chaseTracker() {
  const { registerChaseHooks } = await import("../../src/hooks/chase.js");
  registerChaseHooks();
  const html = trackerElement();
  const all = glue.env.Hooks as unknown as { callAll(h: string, ...a: unknown[]): void };
  return { html, render: () => all.callAll("renderCombatTracker", {}, html) };
}

/** Lets the templates the hooks render come in (the stand-in reads them from disk). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
