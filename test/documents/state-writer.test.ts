// The one writer (src/documents/state-writer.ts): defeated follows the actor — a plan's marks written
// only where missing, the defeated status created once whatever paths run at once, and one Combatant
// update per combat for a whole batch of actors. (The decision table is test/rulesets/state-plan.test.ts.)
import { beforeEach, describe, expect, it } from "vitest";
import { d20System, makeActor, makeCombat, setupCombatWorld } from "../combat/world.js";
import type { StandInCombatantDoc } from "../foundry/parts/combat.js";
import type { StandInActor } from "../foundry/parts/documents.js";
import { StandInActiveEffect } from "../foundry/parts/effects.js";
import { addCombat, setupGlue, standIn } from "../data/setup.js";
import { actAs } from "../foundry/parts/users.js";
import { planFor, StateBatch, syncDefeatedNow } from "../../src/documents/state-writer.js";
import { syncDefeated } from "../../src/documents/state-follow.js";

beforeEach(async () => {
  await setupCombatWorld("m20");
});

/** An m20 character taken out (effective STR 0): what a defeated mark is written for. */
const outActor = () =>
  makeActor("K", "m20Character", { ...d20System(), strDamage: { value: 12, max: 12 } });

/**
 * A combat whose combatants are marked defeated, the first `ours` of them by Holocron with the
 * status it set: that fact is the combat's (src/documents/combat-facts.ts), not the combatant's.
 */
function markedCombat(actors: StandInActor[], data: Record<string, unknown>[], ours: boolean[]) {
  const made = makeCombat(actors, data);
  const facts = Object.fromEntries(
    made.combatants.map((c, i) => [c.id, ours[i] ? { autoDefeated: true } : {}]),
  );
  made.combat.flags = { holocron: { facts } };
  return made;
}

/** The combat's fact about a combatant: whether Holocron set its defeated status. */
const ourMark = (combat: { flags: Record<string, unknown> }, id: string | null) =>
  (combat.flags as { holocron?: { facts?: Record<string, { autoDefeated?: boolean }> } }).holocron
    ?.facts?.[id ?? ""]?.autoDefeated;

/** What the writer does for an actor whose combatants must follow it (the former markDefeated). */
const mark = (actor: StandInActor) => syncDefeatedNow(actor as unknown as Actor.Implementation);

describe("a defeated mark", () => {
  const writes = (c: unknown) => (c as StandInCombatantDoc).updates;

  it("marks the combatant, notes its own status and gives the actor the status", async () => {
    const actor = outActor();
    const { combatants } = makeCombat([actor]);
    await mark(actor);
    expect(combatants[0]!.defeated).toBe(true);
    expect(combatants[0]!.holocronFlags.autoDefeated).toBe(true);
    expect(actor.statuses.has("defeated")).toBe(true);
    expect(writes(combatants[0])).toHaveLength(1);
  });

  it("writes nothing for a combatant already defeated whose actor has the status", async () => {
    const actor = outActor();
    const { combatants } = makeCombat([actor], [{ defeated: true }]);
    await actor.toggleStatusEffect("defeated", { active: true });
    const before = writes(combatants[0]).length;
    await mark(actor);
    expect(writes(combatants[0])).toHaveLength(before);
    expect(actor.statuses.has("defeated")).toBe(true);
  });

  it("a defeated combatant whose actor lost the status gets it back, noted as its own", async () => {
    const actor = outActor();
    const { combatants } = makeCombat([actor], [{ defeated: true }]);
    await mark(actor);
    expect(actor.statuses.has("defeated")).toBe(true);
    expect(combatants[0]!.holocronFlags.autoDefeated).toBe(true);
  });

  it("an actor that already has the status: the combatant is marked, the status not noted", async () => {
    const actor = outActor();
    await actor.toggleStatusEffect("defeated", { active: true });
    const { combatants } = makeCombat([actor]);
    await mark(actor);
    expect(combatants[0]!.defeated).toBe(true);
    expect(combatants[0]!.holocronFlags.autoDefeated).not.toBe(true);
    expect(actor.statuses.has("defeated")).toBe(true);
  });
});

/** Counts the defeated effects created on `actor` from now on (createActiveEffect hooks). */
function countDefeatedCreations(actor: StandInActor): () => number {
  let count = 0;
  Hooks.on("createActiveEffect", (effect) => {
    const e = effect as unknown as StandInActiveEffect;
    if (e.parent === (actor as unknown) && e.statuses.has("defeated")) count += 1;
  });
  return () => count;
}

async function deadInCombat() {
  // Dead from the start (no hook has synced it yet): the syncs under test are the first.
  const dead = StandInActiveEffect.statusEffectData("dead");
  const actor = makeActor("K", "m20Character", d20System({ hp: 5 }), [dead]);
  const { combatants } = makeCombat([actor]);
  return { actor, combatant: combatants[0]!, creations: countDefeatedCreations(actor) };
}

describe("the defeated status is created once, whatever paths run at once (F12)", () => {
  it("two syncs fired together: one creation, the second sees it done", async () => {
    const { actor, combatant, creations } = await deadInCombat();
    const sync = () => syncDefeated(actor as unknown as Actor.Implementation);
    const [first, second] = await Promise.all([sync(), sync()]);
    expect(first).toEqual(["mark"]);
    expect(second).toEqual([null]);
    expect(creations()).toBe(1);
    expect(combatant.defeated).toBe(true);
  });

  it("a failed dying check's kill and a hook's sync together: one creation", async () => {
    const { actor, combatant, creations } = await deadInCombat();
    const { killCombatant } = await import("../../src/documents/combat.js");
    await Promise.all([
      killCombatant(combatant as never),
      syncDefeated(actor as unknown as Actor.Implementation),
    ]);
    expect(creations()).toBe(1);
  });

  it("a health change (which syncs inside the actor's own queue) does not deadlock", async () => {
    const glue = await setupGlue("m20");
    const actor = await glue.createActor({ name: "Mook", type: "m20Npc", system: { mook: true } });
    await addCombat(glue.env, [actor]);
    const creations = countDefeatedCreations(standIn(actor));
    await Promise.all([
      actor.applyDamage(3),
      syncDefeated(actor as unknown as Actor.Implementation),
      actor.applyDamage(2),
    ]);
    expect(actor.statuses.has("defeated")).toBe(true);
    expect(creations()).toBe(1);
  });
});

/** Writes each actor's marks into one batch, as one GM request does. */
async function inOneBatch(actors: StandInActor[], check?: () => void): Promise<number> {
  const batch = new StateBatch();
  for (const a of actors) {
    const actor = a as unknown as Actor.Implementation;
    const { out } = (await import("../../src/rulesets/index.js"))
      .rulesetOf(actor)
      .readHealth((await import("../../src/data/typed-system.js")).rulesetSubject(actor));
    await batch.write(actor, planFor(actor, { next: {}, on: [], off: [], out }));
  }
  check?.();
  return batch.finish();
}

describe("StateBatch: one GM request, one combatant write per combat", () => {
  it("two actors put out in one batch: one batched update marks both, each actor gets the status", async () => {
    const a = outActor();
    const b = outActor();
    const { combat, combatants } = makeCombat([a, b]);
    const count = await inOneBatch([a, b], () => {
      // held back until the batch ends: nothing written yet
      expect(combat.batches).toEqual([]);
    });
    expect(count).toBe(2);
    // Whether Holocron set the status is the combat's fact, which no player writes (combat-facts.ts).
    expect(combat.batches).toEqual([
      [
        { _id: combatants[0]!.id, defeated: true },
        { _id: combatants[1]!.id, defeated: true },
      ],
    ]);
    expect([ourMark(combat, combatants[0]!.id), ourMark(combat, combatants[1]!.id)]).toEqual([
      true,
      true,
    ]);
    expect([a.statuses.has("defeated"), b.statuses.has("defeated")]).toEqual([true, true]);
  });

  it("an actor back on its feet: its auto-defeated combatant is unmarked and the status removed", async () => {
    const actor = makeActor("K", "m20Character", d20System());
    await actor.toggleStatusEffect("defeated", { active: true });
    const { combat, combatants } = markedCombat([actor], [{ defeated: true }], [true]);
    await inOneBatch([actor]);
    expect(combat.batches).toEqual([[{ _id: combatants[0]!.id, defeated: false }]]);
    expect(ourMark(combat, combatants[0]!.id)).toBe(false);
    expect(actor.statuses.has("defeated")).toBe(false);
  });

  it("nothing to change: no write at all", async () => {
    const actor = makeActor("K", "m20Character", d20System());
    const { combat } = makeCombat([actor]);
    expect(await inOneBatch([actor])).toBe(0);
    expect(combat.batches).toEqual([]);
    expect(actor.statuses.has("defeated")).toBe(false);
  });
});

/** The actor's defeated effect, or undefined. */
const defeatedEffect = (actor: StandInActor) =>
  [...actor.effects].find((e) => (e as unknown as StandInActiveEffect).statuses.has("defeated")) as
    StandInActiveEffect | undefined;

describe("syncDefeated: a combatant in step with its actor", () => {
  const syncCombatantDefeated = async (c: { actor: unknown }) =>
    (await syncDefeated(c.actor as Actor.Implementation))[0];

  it("taken out: marked, with the defeated status drawn over the token", async () => {
    const actor = outActor();
    const { combatants } = makeCombat([actor]);
    expect(await syncCombatantDefeated(combatants[0]!)).toBe("mark");
    expect(combatants[0]!.defeated).toBe(true);
    expect(defeatedEffect(actor)?.flags).toEqual({ core: { overlay: true } });
  });

  it("back on its feet: our mark and our status are lifted", async () => {
    const actor = makeActor("K", "m20Character", d20System());
    await actor.toggleStatusEffect("defeated", { active: true });
    const { combatants } = markedCombat([actor], [{ defeated: true }], [true]);
    expect(await syncCombatantDefeated(combatants[0]!)).toBe("revive");
    expect(combatants[0]!.defeated).toBe(false);
    expect(combatants[0]!.holocronFlags.autoDefeated).toBe(false);
    expect(actor.statuses.has("defeated")).toBe(false);
  });

  it("the GM removed the status of a hand-made mark: the combatant is unmarked, no status is touched", async () => {
    const actor = makeActor("K", "m20Character", d20System());
    const { combatants } = makeCombat([actor], [{ defeated: true }]);
    const creations = countDefeatedCreations(actor);
    expect(await syncCombatantDefeated(combatants[0]!)).toBe("revive");
    expect(combatants[0]!.defeated).toBe(false);
    expect(creations()).toBe(0);
  });
});

describe("several actors at once", () => {
  it("a marked actor's status is an overlay; a revived one's status is removed; nothing on a player's client", async () => {
    const out = outActor();
    const up = makeActor("U", "m20Character", d20System());
    await up.toggleStatusEffect("defeated", { active: true });
    const { combat } = markedCombat([out, up], [{}, { defeated: true }], [false, true]);
    actAs("player1000000000");
    await inOneBatch([out, up]);
    expect(combat.batches).toEqual([]);
    actAs("gm00000000000000");
    await inOneBatch([out, up]);
    expect(combat.batches).toHaveLength(1);
    expect(defeatedEffect(out)?.flags).toEqual({ core: { overlay: true } });
    expect(up.statuses.has("defeated")).toBe(false);
  });
});
