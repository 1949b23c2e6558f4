// The public API on `game.holocron`, for macros and modules: the pure rules, the rulesets, the
// document and roll classes, and the actions a sheet click runs.
import { describe, expect, it } from "vitest";
import { setupGlue } from "./data/setup.js";

describe("createApi", () => {
  it("exposes the rules, the rulesets and the classes", async () => {
    await setupGlue("spaceOpera");
    const { createApi } = await import("../src/api.js");
    const api = createApi();
    expect(api.id).toBe("holocron");
    expect(api.rulesetIds).toEqual(["m20", "starWorlds", "spaceOpera"]);
    expect(Object.keys(api.rules)).toEqual(
      expect.arrayContaining(["m20", "spaceOpera", "starWorlds", "dice", "sim"]),
    );
    expect(api.rulesets.world()).toBe("spaceOpera");
    expect(api.rulesets.byId("starWorlds").id).toBe("starWorlds");
    const { HolocronActor } = await import("../src/documents/actor.js");
    expect(api.documents.HolocronActor).toBe(HolocronActor);
    expect(Object.keys(api.dice)).toEqual(["D20Check", "WorldsCheck", "DamageRoll"]);
  });

  it("every action is a function a macro can call", async () => {
    await setupGlue();
    const { createApi } = await import("../src/api.js");
    const { actions, rollFromMacro } = createApi();
    for (const [name, action] of Object.entries(actions)) {
      expect(action, name).toBeTypeOf("function");
    }
    expect(Object.keys(actions)).toEqual(
      expect.arrayContaining(["rollStat", "rollSkill", "rollAttack", "rollDamage", "usePower"]),
    );
    expect(rollFromMacro).toBeTypeOf("function");
  });

  it("exposeApi puts it on game.holocron", async () => {
    const glue = await setupGlue();
    const { exposeApi } = await import("../src/api.js");
    exposeApi();
    expect((glue.env.game as { holocron?: { id: string } }).holocron?.id).toBe("holocron");
  });
});
