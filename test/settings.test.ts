// The world's ruleset setting: registered with the three rulesets, m20 by default, and a stored
// value no ruleset has (a hand-edited world) read as m20.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "./data/setup.js";
import { worldRuleset } from "../src/settings.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("starWorlds");
});

const store = (value: string) =>
  (glue.env.game.settings as { set(n: string, k: string, v: unknown): Promise<unknown> }).set(
    "holocron",
    "ruleset",
    value,
  );

describe("worldRuleset", () => {
  it("the stored ruleset", async () => {
    expect(worldRuleset()).toBe("starWorlds");
    await store("spaceOpera");
    expect(worldRuleset()).toBe("spaceOpera");
  });

  it("an unknown stored value falls back to m20", async () => {
    await store("dnd5e");
    expect(worldRuleset()).toBe("m20");
  });
});
