// Battlemind's Active Effect (one at a time, ending with the combat) and statuses set as a power's
// resolved outcome.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { installFoundry } from "../foundry/index.js";

// The effects module reads Foundry's classes as it loads: the stand-in is installed first.
installFoundry();
const {
  applyBattlemind,
  BATTLEMIND_CHANGE_KEYS,
  battlemindEffectData,
  battlemindEffectIds,
  setStatus,
} = await import("../../src/documents/power-effects.js");

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
  glue.env.CONST.ACTIVE_EFFECT_MODES = { ADD: 2 };
});

describe("Battlemind's Active Effect", () => {
  const data = battlemindEffectData({
    name: "Battlemind +2",
    img: "i.svg",
    origin: "Actor.k.Item.b",
    bonus: 2,
  });
  it("adds +N to attack, damage and AC (ADD mode; V14's shape in test/compat)", () => {
    // V13 (the generation this file runs as) keeps them at the top (src/compat/generation.ts).
    expect("changes" in data ? data.changes : data.system).toEqual(
      BATTLEMIND_CHANGE_KEYS.map((key) => ({ key, mode: 2, value: "2", priority: 20 })),
    );
    expect(BATTLEMIND_CHANGE_KEYS).toEqual([
      "system.modifiers.attack",
      "system.modifiers.damage",
      "system.modifiers.ac",
    ]);
  });
  it("is flagged to end with the combat and shows the battlemind status", () => {
    expect(data.flags).toEqual({ holocron: { untilCombatEnd: true, battlemind: 2 } });
    expect(data.statuses).toEqual(["battlemind"]);
  });
  it("a new Battlemind replaces the old one: earlier effects are found by their flag", () => {
    const effects = [
      { id: "a", flags: { holocron: { battlemind: 1, untilCombatEnd: true } } },
      { id: "b", flags: { holocron: { untilCombatEnd: true } } },
      { id: "c", flags: {} },
      { id: null, flags: { holocron: { battlemind: 3 } } },
    ];
    expect(battlemindEffectIds(effects)).toEqual(["a"]);
  });
});

describe("applyBattlemind", () => {
  const battlemind = (bonus: number) => ({
    name: `Battlemind +${bonus}`,
    img: "i.svg",
    origin: "Actor.k.Item.b",
    bonus,
  });
  /** An actor's embedded effects, and the writes made to them. */
  function knight(effects: { id: string; flags: unknown }[] = []) {
    const writes: [string, unknown][] = [];
    const actor = {
      effects,
      async deleteEmbeddedDocuments(_name: string, ids: string[]) {
        writes.push(["delete", ids]);
      },
      async createEmbeddedDocuments(_name: string, data: unknown[]) {
        writes.push(["create", data]);
      },
    };
    return { actor: actor as unknown as Actor.Implementation, writes };
  }

  it("a new Battlemind replaces the earlier one (the bonuses do not stack)", async () => {
    const { actor, writes } = knight([
      { id: "old", flags: { holocron: { battlemind: 1, untilCombatEnd: true } } },
      { id: "other", flags: {} },
    ]);
    await applyBattlemind(actor, battlemind(2));
    expect(writes).toEqual([
      ["delete", ["old"]],
      ["create", [battlemindEffectData(battlemind(2))]],
    ]);
  });

  it("the first Battlemind deletes nothing; a check that earned no bonus writes nothing", async () => {
    const first = knight();
    await applyBattlemind(first.actor, battlemind(1));
    expect(first.writes.map(([op]) => op)).toEqual(["create"]);
    const none = knight([{ id: "old", flags: { holocron: { battlemind: 1 } } }]);
    await applyBattlemind(none.actor, battlemind(0));
    expect(none.writes).toEqual([]);
  });
});

describe("setStatus", () => {
  it("turns the status on for the actor of the uuid", async () => {
    const droid = await glue.createActor({ name: "Droid", type: "m20Npc" });
    await setStatus(droid.uuid, "shutDown");
    expect(droid.statuses.has("shutDown")).toBe(true);
  });

  it("an actor deleted since is reported by name, nothing else happens", async () => {
    await setStatus("Actor.gone000000000", "prone");
    const notices = (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
    expect(notices.at(-1)?.message).toContain("HOLOCRON.Power.Notify.TargetGone");
  });
});
