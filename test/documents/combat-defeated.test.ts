import { beforeEach, describe, expect, it } from "vitest";
import { d20System, makeActor, makeCombat, setupCombatWorld } from "../combat/world.js";
import type { StandInActor } from "../foundry/parts/documents.js";
import { addCombat, setupGlue, standIn } from "../data/setup.js";

beforeEach(async () => {
  await setupCombatWorld();
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
