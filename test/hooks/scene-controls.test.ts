// The GM's buttons join the token controls when Foundry asks for the scene controls.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { actAs } from "../foundry/parts/users.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("starWorlds");
  // The module binds Foundry's Hooks as it loads: load it again for each fresh stand-in.
  vi.resetModules();
  const { registerGmToolHooks } = await import("../../src/hooks/scene-controls.js");
  registerGmToolHooks();
});

const controls = () => ({
  tokens: { tools: { select: {}, target: {} } as Record<string, unknown> },
});
const ask = (c: object) =>
  (glue.env.Hooks as unknown as { callAll(h: string, c: object): void }).callAll(
    "getSceneControlButtons",
    c,
  );

describe("getSceneControlButtons", () => {
  it("adds the GM's tools after the token tools, with the Star Worlds award and the check request", () => {
    const c = controls();
    ask(c);
    expect(Object.keys(c.tokens.tools)).toEqual([
      "select",
      "target",
      "holocronHazards",
      "holocronNewSession",
      "holocronAwardHeroPoints",
      "holocronSpeedRace",
      "holocronCheckRequest",
      "holocronWorldLedger",
    ]);
    expect(c.tokens.tools.holocronHazards).toMatchObject({ order: 2, visible: true });
    expect(c.tokens.tools.holocronCheckRequest).toMatchObject({ order: 6, visible: true });
    expect(c.tokens.tools.holocronWorldLedger).toMatchObject({ order: 7, visible: true });
  });

  it("a player gets them hidden", () => {
    actAs("player1000000000");
    const c = controls();
    ask(c);
    expect(c.tokens.tools.holocronHazards).toMatchObject({ visible: false });
    expect(c.tokens.tools.holocronWorldLedger).toMatchObject({ visible: false });
  });

  it("no token controls: nothing is added", () => {
    const c: Record<string, unknown> = { notes: { tools: {} } };
    ask(c);
    expect(c).toEqual({ notes: { tools: {} } });
  });
});
