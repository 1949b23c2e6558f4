// Active Effect changes in each generation's shape (src/compat/generation.ts), without a
// compatibility warning.
import { beforeEach, describe, expect, it } from "vitest";
import { deprecations } from "../foundry/parts/release.js";
import { addChange } from "../../src/compat/generation.js";
import { CASES, generationWorld } from "./generations.js";

type Obj = Record<string, unknown>;

describe.each(CASES)("Foundry V$generation", ({ generation }) => {
  beforeEach(async () => {
    await generationWorld(generation);
  });

  it("writes Active Effect changes in this generation's shape", () => {
    const change = addChange("system.modifiers.ac", -4);
    expect(change).toEqual(
      generation === 14
        ? { key: "system.modifiers.ac", value: "-4", type: "add", phase: "initial" }
        : { key: "system.modifiers.ac", value: "-4", mode: 2 },
    );
    expect(addChange("system.modifiers.attack", 2, 20)).toMatchObject({ priority: 20 });
    // V13 lists the statuses, V14 keys them by id (src/compat/status-effects.ts).
    const statuses = CONFIG.statusEffects as unknown as Obj[] | Record<string, Obj>;
    const prone = Array.isArray(statuses) ? statuses.find((e) => e.id === "prone") : statuses.prone;
    // A status entry is effect data ("_StatusEffectConfig & Partial<ActiveEffectData>"): V14 keeps
    // its changes in `system.changes` (core issue 13740).
    if (generation === 14) {
      expect(prone?.system).toEqual({ changes: [change] });
      expect(prone).not.toHaveProperty("changes");
    } else expect(prone?.changes).toEqual([change]);
    expect(deprecations).toEqual([]);
  });
});
