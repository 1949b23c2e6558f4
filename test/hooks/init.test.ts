// `init` on a fresh Foundry: the settings, the API, the document classes, the combat, the card
// actions and the enrichers are all in place.
import { describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";

describe("onInit", () => {
  it("registers everything the system needs before `ready`", async () => {
    const env = installFoundry();
    const { onInit } = await import("../../src/hooks/init.js");
    onInit();
    const game = env.game as Record<string, unknown> & {
      settings: { get(n: string, k: string): unknown };
    };
    expect(game.settings.get("holocron", "ruleset")).toBe("m20");
    expect(game.settings.get("holocron", "dyingCheckMode")).toBe("auto");
    expect((game.holocron as { id: string }).id).toBe("holocron");
    const { HolocronActor } = await import("../../src/documents/actor.js");
    const { HolocronCombat } = await import("../../src/documents/combat.js");
    expect(CONFIG.Actor.documentClass).toBe(HolocronActor);
    expect(CONFIG.Combat.documentClass).toBe(HolocronCombat);
    const { cardActionHandler } = await import("../../src/cards/card.js");
    for (const action of ["applyDamage", "powerResist", "applyHazard"]) {
      expect(cardActionHandler(action), action).toBeTypeOf("function");
    }
    expect(CONFIG.TextEditor.enrichers.length).toBeGreaterThan(0);
  });
});
