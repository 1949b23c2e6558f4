// Holocron's combat in CONFIG: its classes, a 6-second round, its own defeated status (not core's
// "dead"), the dying-check setting, and the world's initiative formula from its ruleset.
import { describe, expect, it } from "vitest";
import { setupGlue } from "../data/setup.js";

async function registered(ruleset: string) {
  await setupGlue(ruleset);
  const mod = await import("../../src/documents/register-combat.js");
  mod.registerCombat();
  mod.applyWorldInitiative();
  return mod;
}

describe("registerCombat", () => {
  it("the classes, the round and the defeated status", async () => {
    const { ROUND_SECONDS, DEFEATED_STATUS } = await registered("m20");
    const { HolocronCombat } = await import("../../src/documents/combat.js");
    const { HolocronCombatant } = await import("../../src/documents/combatant.js");
    expect(CONFIG.Combat.documentClass).toBe(HolocronCombat);
    expect(CONFIG.Combatant.documentClass).toBe(HolocronCombatant);
    expect(CONFIG.time.roundTime).toBe(ROUND_SECONDS);
    expect(ROUND_SECONDS).toBe(6);
    expect(CONFIG.specialStatusEffects.DEFEATED).toBe(DEFEATED_STATUS);
    expect(DEFEATED_STATUS).toBe("defeated");
  });

  it("the dying-check setting: automatic by default", async () => {
    await registered("spaceOpera");
    expect(game.settings.get("holocron", "dyingCheckMode")).toBe("auto");
    const config = (
      game.settings as unknown as { settings: Map<string, Record<string, unknown>> }
    ).settings.get("holocron.dyingCheckMode");
    // A world setting the GM sees in the settings menu, with its localized name, hint and choices.
    expect(config).toMatchObject({
      name: "HOLOCRON.Settings.DyingCheckMode.Name",
      hint: "HOLOCRON.Settings.DyingCheckMode.Hint",
      scope: "world",
      config: true,
      choices: {
        auto: "HOLOCRON.Settings.DyingCheckMode.auto",
        prompt: "HOLOCRON.Settings.DyingCheckMode.prompt",
      },
    });
  });
});

describe("applyWorldInitiative", () => {
  it.each([
    ["m20", "1d20"],
    ["spaceOpera", "1d20"],
    ["starWorlds", null],
  ])("%s: the formula %s, no decimals", async (ruleset, formula) => {
    await registered(ruleset);
    expect(CONFIG.Combat.initiative).toEqual({ formula, decimals: 0 });
  });
});
