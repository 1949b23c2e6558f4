// Actor#toggleStatusEffect looks its status up in CONFIG.statusEffects as documented ("statusId: A
// status effect ID defined in CONFIG.statusEffects",
// https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect): a known id
// is found in V13's array and in V14's record keyed by id; an unknown one throws however it is
// toggled, and nothing is written.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { setGeneration } from "./parts/release.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

describe("toggleStatusEffect's lookup", () => {
  it("finds a configured status and creates its effect", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    await kara.toggleStatusEffect("prone", { active: true });
    expect([...kara.statuses]).toEqual(["prone"]);
  });

  it.each([{ active: true }, { active: false }, {}])(
    "throws on an id CONFIG.statusEffects lacks (%o), writing nothing",
    async (options) => {
      const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
      const writes: string[] = [];
      for (const hook of ["preCreateActiveEffect", "preDeleteActiveEffect"])
        Hooks.on(hook as never, (() => void writes.push(hook)) as never);
      await expect(kara.toggleStatusEffect("notAStatus", options)).rejects.toThrow(
        /Invalid status ID "notAStatus"/,
      );
      expect(writes).toEqual([]);
      expect(kara.effects.size).toBe(0);
    },
  );

  it("looks the id up among V14's statuses keyed by id", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const list = CONFIG.statusEffects as unknown as { id: string }[];
    setGeneration(14);
    Reflect.set(CONFIG, "statusEffects", Object.fromEntries(list.map((s) => [s.id, s])));
    await kara.toggleStatusEffect("prone", { active: true });
    expect([...kara.statuses]).toEqual(["prone"]);
    await expect(kara.toggleStatusEffect("notAStatus")).rejects.toThrow(/Invalid status ID/);
  });
});
