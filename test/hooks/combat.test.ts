// The combat hooks register once per init, and none on actor or effect writes (the one writer).
import { beforeEach, describe, expect, it } from "vitest";
import { setupCombatWorld } from "../combat/world.js";

beforeEach(async () => {
  await setupCombatWorld();
});

describe("registerCombatHooks", () => {
  it("registers its hooks once per init, and none on actor or effect writes", () => {
    // The stand-in Hooks has a test-only count(); Foundry's type does not.
    const hooks = Hooks as unknown as { count(hook: string): number };
    for (const hook of ["renderCombatTracker", "combatTurnChange"]) {
      expect(hooks.count(hook)).toBe(1);
    }
    // Defeated follows the actor inside the actor's own writer (src/documents/state-writer.ts).
    for (const hook of ["createActiveEffect", "deleteActiveEffect", "updateActor"]) {
      expect(hooks.count(hook)).toBe(0);
    }
  });
});
