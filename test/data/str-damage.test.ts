import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, standIn, sys, type Glue } from "./setup.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

const update = (doc: HolocronActor, data: Record<string, unknown>) => doc.update(data as never);

async function knight(type = "m20Character", strDamage = 3): Promise<HolocronActor> {
  return glue.createActor({
    name: "Kyle",
    type,
    system: { stats: { str: 8, dex: 12, mnd: 14 }, strDamage: { value: strDamage } },
  });
}

describe("m20: STR damage never above the STR score (F4)", () => {
  it.each(["m20Character", "m20Npc"])(
    "%s: an update with more STR damage than STR is refused whole, with a clear message",
    async (type) => {
      const a = await knight(type);
      await expect(
        update(a, { "system.strDamage.value": 12, "system.health.value": 1 }),
      ).rejects.toThrow(/HOLOCRON\.Actor\.Invalid\.StrDamageAboveStr.*"damage":"12".*"str":"8"/);
      // Created with no current HP: at its max, STR 8 with no hit dice.
      expect(sys(a)).toMatchObject({ strDamage: { value: 3 }, health: { value: 8 } });
      expect(standIn(a).updates).toEqual([]);
    },
  );

  it("lowering the STR score below the STR damage taken is refused too; equal is allowed (dead)", async () => {
    const a = await knight();
    await expect(update(a, { "system.stats.str": 2 })).rejects.toThrow(/StrDamageAboveStr/);
    expect(sys(a)).toMatchObject({ stats: { str: 8 }, strDamage: { value: 3 } });
    await update(a, { "system.strDamage.value": 8 });
    expect(sys(a)).toMatchObject({ effectiveStr: 0, strDamage: { value: 8, max: 8 } });
    expect(a.ruleset.readHealth(a.subject)).toMatchObject({ statuses: ["dead"], out: true });
  });

  it("creating an actor with too much STR damage throws and stores nothing", async () => {
    await expect(knight("m20Character", 9)).rejects.toThrow(/StrDamageAboveStr/);
    expect((glue.env.game.actors as { size: number }).size).toBe(0);
  });

  it("already-stored bad data is prepared as dead instead of throwing", async () => {
    const a = await knight();
    // Data saved before the joint rule: Foundry loads stored data without strict validation.
    (sys(a).strDamage as { value: number }).value = 12;
    expect(() => standIn(a).prepareData()).not.toThrow();
    expect(sys(a)).toMatchObject({ effectiveStr: 0, strDamage: { value: 8, max: 8 } });
    expect(a.ruleset.readHealth(a.subject)).toMatchObject({
      fields: { "strDamage.value": 8 },
      statuses: ["dead"],
      out: true,
    });
  });
});
