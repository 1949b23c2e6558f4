// A prepared actor's traces on the stand-in: the Active Effects that apply name their terms, with
// what caused them (the effect's origin), and each derived number is its trace's value.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "./setup.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
  glue.env.CONST.ACTIVE_EFFECT_MODES = { ADD: 2 };
});

describe("an m20 actor's traces", () => {
  it("Battlemind from the Knight's power item: named terms on AC and attack", async () => {
    const actor = await glue.createActor({ name: "Kara Venn", type: "m20Character" });
    const [power] = (await actor.createEmbeddedDocuments("Item", [
      { name: "Battlemind", type: "forcePower", system: { power: "battlemind" } },
    ])) as { uuid: string }[];
    await actor.createEmbeddedDocuments("ActiveEffect", [
      {
        name: "Battlemind +2",
        origin: power!.uuid,
        statuses: ["battlemind"],
        // The stand-in reads V13's shape (mode 2 = ADD); typed loosely as the glue helpers do.
        changes: ["attack", "ac"].map((k) => ({
          key: `system.modifiers.${k}`,
          mode: 2,
          value: "2",
        })),
      } as never,
    ]);
    const { traces, ac, attackTotals } = actor.system as unknown as {
      ac: number;
      attackTotals: { melee: number };
      traces: {
        ac: { value: number; terms: { value: number; source: object }[] };
        attack: { melee: { value: number } };
      };
    };
    expect(traces.ac.value).toBe(ac);
    expect(traces.attack.melee.value).toBe(attackTotals.melee);
    expect(traces.ac.terms.at(-1)).toEqual({
      label: "modifier",
      value: 2,
      // The effect's `origin` (the power item's uuid) names its cause: the power and its user.
      source: { kind: "status", name: "Battlemind +2", origin: "Battlemind, Kara Venn" },
    });
  });
});
