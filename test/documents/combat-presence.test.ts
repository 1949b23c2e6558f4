// Costs that depend on being in a combat follow the combat as it is created, started, joined, left
// and ended, without the actor itself changing.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../data/setup.js";
import { createCombat } from "../foundry/parts/combat.js";
import type { StandInActor } from "../foundry/parts/documents.js";
import { changesPresence } from "../../src/documents/combat-presence.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
  (await import("../../src/hooks/combat.js")).registerCombatPresenceHooks();
});

const knight = () =>
  glue.createActor({
    name: "Knight",
    type: "m20Character",
    system: { class: { name: "Knight", knight: true } },
  });
const costNow = (actor: unknown) =>
  (sys(actor as { system: unknown }).force as { costNow: number }).costNow;

describe("derived costs follow the combat", () => {
  it("m20 Force: free out of combat, 4 HP once in one, free again when it ends", async () => {
    const kara = await knight();
    expect(costNow(kara)).toBe(0);
    const combat = createCombat();
    combat.addCombatant({ actor: kara as unknown as StandInActor });
    expect(costNow(kara)).toBe(4);
    await combat.startCombat();
    expect(costNow(kara)).toBe(4);
    await combat.delete();
    expect(costNow(kara)).toBe(0);
  });

  it("leaving the combat or the combat going inactive re-prepares the actor too", async () => {
    const kara = await knight();
    const combat = createCombat();
    const combatant = combat.addCombatant({ actor: kara as unknown as StandInActor });
    expect(costNow(kara)).toBe(4);
    await combat.update({ active: false });
    expect(costNow(kara)).toBe(0);
    await combat.update({ active: true });
    expect(costNow(kara)).toBe(4);
    await combat.deleteCombatant(combatant.id);
    expect(costNow(kara)).toBe(0);
  });

  it("Space Opera psionics likewise", async () => {
    const ace = await glue.createActor({
      name: "Psion",
      type: "operaCharacter",
      system: { class: { knight: true } },
    });
    const before = (sys(ace).psionics as { costNow: number; costInCombat: number }).costNow;
    const combat = createCombat();
    combat.addCombatant({ actor: ace as unknown as StandInActor });
    const psionics = sys(ace).psionics as { costNow: number; costInCombat: number };
    expect(before).toBe(0);
    expect(psionics.costNow).toBe(psionics.costInCombat);
    expect(psionics.costNow).toBeGreaterThan(0);
    await combat.delete();
    expect((sys(ace).psionics as { costNow: number }).costNow).toBe(0);
  });

  it("only a change of active, round or scene can change who is in combat", () => {
    expect(changesPresence({ round: 1 })).toBe(true);
    expect(changesPresence({ active: false })).toBe(true);
    expect(changesPresence({ turn: 2 })).toBe(false);
  });
});
