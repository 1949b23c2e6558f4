// CONFIG.statusEffects in each generation's shape (src/compat/status-effects.ts): V13's array, V14's
// record keyed by id (https://foundryvtt.com/api/v14/variables/CONFIG.statusEffects.html), and a
// status toggled from it on either without a compatibility warning.
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../data/setup.js";
import { deprecations } from "../foundry/parts/release.js";
import { STATUS_IDS } from "../../src/rulesets/status-effects.js";
import { CASES, generationWorld } from "./generations.js";

type Obj = Record<string, unknown>;
let glue: Glue;

describe.each(CASES)("Foundry V$generation", ({ generation }) => {
  beforeEach(async () => {
    glue = await generationWorld(generation);
  });

  it("lists the statuses in this generation's shape, and prone toggles from it", async () => {
    // The V14 record is not in fvtt-types (a V13 release).
    const statuses = CONFIG.statusEffects as unknown as Obj[] | Record<string, Obj>;
    if (generation === 14) {
      expect(Array.isArray(statuses)).toBe(false);
      expect(Object.keys(statuses).sort()).toEqual([...STATUS_IDS].sort());
      expect(Object.entries(statuses).every(([id, e]) => e.id === id)).toBe(true);
    } else {
      expect(Array.isArray(statuses)).toBe(true);
    }
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    await kara.toggleStatusEffect("prone", { active: true });
    expect(kara.statuses.has("prone")).toBe(true);
    expect(deprecations).toEqual([]);
  });
});
