// The end of a combat: Battlemind (flagged to last the combat) and prone end; one batch per actor.
import { describe, expect, it } from "vitest";
import {
  effectsEndingWithCombat,
  endCombatEffects,
  type CleanupActor,
  type EffectLike,
} from "../../src/documents/combat-cleanup.js";

describe("effects ending with the combat", () => {
  it("Battlemind-style flag and prone end; others stay", () => {
    const ids = effectsEndingWithCombat([
      {
        id: "bm",
        flags: { holocron: { untilCombatEnd: true } },
        statuses: new Set(["battlemind"]),
      },
      { id: "pr", flags: {}, statuses: new Set(["prone"]) },
      { id: "wd", flags: {}, statuses: new Set(["wounded"]) },
      { id: "no", flags: { holocron: { untilCombatEnd: false } }, statuses: new Set<string>() },
      { id: "pw", flags: {}, statuses: new Set(["prone", "wounded"]) },
    ]);
    expect(ids).toEqual(["bm", "pr", "pw"]);
  });

  it("an effect without an id is left alone", () => {
    expect(
      effectsEndingWithCombat([{ id: null, flags: {}, statuses: new Set(["prone"]) }]),
    ).toEqual([]);
  });
});

describe("endCombatEffects", () => {
  const prone: EffectLike = { id: "pr", flags: {}, statuses: new Set(["prone"]) };
  const wounded: EffectLike = { id: "wd", flags: {}, statuses: new Set(["wounded"]) };
  function actor(uuid: string, effects: EffectLike[]): CleanupActor & { calls: string[][] } {
    const calls: string[][] = [];
    return {
      id: uuid,
      uuid,
      effects,
      calls,
      async deleteEmbeddedDocuments(_name, ids) {
        calls.push(ids);
      },
    };
  }

  it("one delete per actor with all its ending effects; the count of effects removed", async () => {
    const kara = actor("Actor.kara", [prone, wounded, { ...prone, id: "pr2" }]);
    const droid = actor("Actor.droid", [wounded]);
    expect(await endCombatEffects([kara, droid])).toBe(2);
    expect(kara.calls).toEqual([["pr", "pr2"]]);
    expect(droid.calls).toEqual([]);
  });

  it("an actor twice in the combat (two tokens) is cleaned once; a missing actor is skipped", async () => {
    const kara = actor("Actor.kara", [prone]);
    expect(await endCombatEffects([kara, null, undefined, kara])).toBe(1);
    expect(kara.calls).toHaveLength(1);
  });
});
