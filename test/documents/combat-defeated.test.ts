// Defeated follows the actor: the decision table, markDefeated writing only what is missing, and
// the defeated status created once whatever paths run at once.
import { beforeEach, describe, expect, it } from "vitest";
import { d20System, makeActor, makeCombat, setupCombatWorld } from "../combat/world.js";
import type { StandInCombatantDoc } from "../foundry/parts/combat.js";
import type { StandInActor } from "../foundry/parts/documents.js";
import { addCombat, setupGlue, standIn } from "../data/setup.js";
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

const defeatedCreations = (actor: StandInActor) =>
  actor.statusLog.filter((s) => s.id === "defeated" && s.active).length;

async function deadInCombat() {
  const actor = makeActor("K", "m20Character", d20System({ hp: 5 }));
  const { combatants } = makeCombat([actor]);
  await actor.toggleStatusEffect("dead", { active: true });
  const defeated = await import("../../src/documents/combat-defeated.js");
  return { actor, combatant: combatants[0]!, defeated };
}

describe("the defeated status is created once, whatever paths run at once (F12)", () => {
  it("two syncs fired together: one creation, the second sees it done", async () => {
    const { actor, combatant, defeated } = await deadInCombat();
    const sync = () => defeated.syncActorDefeated(actor as unknown as Actor.Implementation);
    const [first, second] = await Promise.all([sync(), sync()]);
    expect(first).toEqual(["mark"]);
    expect(second).toEqual([null]);
    expect(defeatedCreations(actor)).toBe(1);
    expect(combatant.defeated).toBe(true);
  });

  it("a failed dying check's kill and a hook's sync together: one creation", async () => {
    const { actor, combatant, defeated } = await deadInCombat();
    const { killCombatant } = await import("../../src/documents/combat-turn-start.js");
    await Promise.all([
      killCombatant(combatant as never),
      defeated.syncActorDefeated(actor as unknown as Actor.Implementation),
    ]);
    expect(defeatedCreations(actor)).toBe(1);
  });

  it("a health change (which syncs inside the actor's own queue) does not deadlock", async () => {
    const glue = await setupGlue("m20");
    const actor = await glue.createActor({ name: "Mook", type: "m20Npc", system: { mook: true } });
    await addCombat(glue.env, [actor]);
    const { syncActorDefeated } = await import("../../src/documents/combat-defeated.js");
    await Promise.all([
      actor.applyDamage(3),
      syncActorDefeated(actor as unknown as Actor.Implementation),
      actor.applyDamage(2),
    ]);
    expect(actor.statuses.has("defeated")).toBe(true);
    expect(defeatedCreations(standIn(actor))).toBe(1);
  });
});
