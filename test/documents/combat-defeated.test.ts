// Defeated follows the actor: the decision table, and markDefeated writing only what is missing.
import { beforeEach, describe, expect, it } from "vitest";
import { d20System, makeActor, makeCombat, setupCombatWorld } from "../combat/world.js";
import type { StandInCombatantDoc } from "../foundry/parts/combat.js";
import { defeatedChange, markDefeated } from "../../src/documents/combat-defeated.js";

beforeEach(async () => {
  await setupCombatWorld("m20");
});

describe("defeatedChange", () => {
  it.each([
    // out, defeated, our own mark, status present → change
    [true, false, false, false, "mark"],
    [true, true, false, false, "mark"], // defeated but the status was removed: put it back
    [true, true, true, true, null],
    [true, true, false, true, null],
    [false, true, true, true, "revive"], // our mark, no longer out
    [false, true, false, false, "revive"], // the GM removed the status
    [false, true, false, true, null], // the GM's own mark stands
    [false, false, false, false, null],
  ] as const)(
    "out %s, defeated %s, auto %s, status %s → %s",
    (out, defeated, auto, status, change) => {
      expect(defeatedChange({ out, defeated, autoDefeated: auto, hasDefeatedStatus: status })).toBe(
        change,
      );
    },
  );
});

describe("markDefeated", () => {
  const writes = (c: unknown) => (c as StandInCombatantDoc).updates;

  it("marks the combatant, notes its own status and gives the actor the status", async () => {
    const actor = makeActor("K", "m20Character", d20System());
    const { combatants } = makeCombat([actor]);
    await markDefeated(combatants[0]!);
    expect(combatants[0]!.defeated).toBe(true);
    expect(combatants[0]!.holocronFlags.autoDefeated).toBe(true);
    expect(actor.statuses.has("defeated")).toBe(true);
    expect(writes(combatants[0])).toHaveLength(1);
  });

  it("writes nothing for a combatant already defeated whose actor has the status", async () => {
    const actor = makeActor("K", "m20Character", d20System());
    const { combatants } = makeCombat([actor], [{ defeated: true }]);
    await actor.toggleStatusEffect("defeated", { active: true });
    const before = writes(combatants[0]).length;
    await markDefeated(combatants[0]!);
    expect(writes(combatants[0])).toHaveLength(before);
    expect(actor.statuses.has("defeated")).toBe(true);
  });

  it("a defeated combatant whose actor lost the status gets it back, noted as its own", async () => {
    const actor = makeActor("K", "m20Character", d20System());
    const { combatants } = makeCombat([actor], [{ defeated: true }]);
    await markDefeated(combatants[0]!);
    expect(actor.statuses.has("defeated")).toBe(true);
    expect(combatants[0]!.holocronFlags.autoDefeated).toBe(true);
  });

  it("an actor that already has the status: the combatant is marked, the status not noted", async () => {
    const actor = makeActor("K", "m20Character", d20System());
    await actor.toggleStatusEffect("defeated", { active: true });
    const { combatants } = makeCombat([actor]);
    await markDefeated(combatants[0]!);
    expect(combatants[0]!.defeated).toBe(true);
    expect(combatants[0]!.holocronFlags.autoDefeated).not.toBe(true);
    expect(actor.statuses.has("defeated")).toBe(true);
  });
});
