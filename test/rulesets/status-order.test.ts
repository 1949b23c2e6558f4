// The token HUD lists the statuses in the order Holocron gives them: V14's CONFIG.statusEffects
// entries take `order` ("An integer indicating the order",
// https://foundryvtt.com/api/v14/interfaces/CONFIG._StatusEffectConfig.html); V13 has no such field
// and ignores it. dnd5e 5.3 sets it on both. Without it the V14 HUD's order is unset.
import { describe, expect, it } from "vitest";
import { STATUS_EFFECTS, statusEffectConfig } from "../../src/rulesets/status-effects.js";
import { generationWorld } from "../compat/generations.js";

describe("the HUD's status order", () => {
  it("every status has a distinct integer order, as STATUS_EFFECTS lists them", async () => {
    await generationWorld(13);
    const config = statusEffectConfig();
    expect(config.map((e) => e.order)).toEqual(STATUS_EFFECTS.map((_, i) => i + 1));
    expect(config.every((e) => Number.isInteger(e.order))).toBe(true);
  });

  it("reaches V14's CONFIG.statusEffects record, and stays off the effects a status creates", async () => {
    const glue = await generationWorld(14);
    const record = CONFIG.statusEffects as unknown as Record<string, { order?: number }>;
    expect(Object.values(record).map((s) => s.order)).toEqual(STATUS_EFFECTS.map((_, i) => i + 1));
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    await kara.toggleStatusEffect("prone", { active: true });
    expect([...kara.effects].map((e) => "order" in e)).toEqual([false]);
  });
});
