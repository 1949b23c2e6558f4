// Rulings, the Force: "a droid's stored Force rank is ignored everywhere". The rank is zeroed once, in
// the derived data (`ranks`), and every generic check, resistance and power target reads that.
import { beforeEach, describe, expect, it } from "vitest";
import { m20 } from "../../src/rules/index.js";
import { actorData } from "../../src/data/typed-system.js";
import { skillPlan } from "../../src/applications/rolls/roll-inputs.js";
import { resisterPlan } from "../../src/applications/chat/resist-plan.js";
import { kitOfActor, powerTargetOf } from "../../src/rulesets/power-actors.js";
import { setupGlue, sys, type Glue } from "./setup.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

async function m20Npc(droid: boolean) {
  return glue.createActor({
    name: droid ? "R2" : "Guard",
    type: "m20Npc",
    system: {
      stats: { str: 10, dex: 10, mnd: 14 },
      skills: { force: 5, physical: 2 },
      class: { droid },
    },
  });
}

describe("seed 000 line 25: droids have no Force rank", () => {
  it("the rule zeroes a droid's Force rank and keeps every other rank and the stored value", () => {
    const stored = { force: 5, physical: 2 };
    expect(m20.effectiveRanks(stored, true)).toEqual({ force: 0, physical: 2 });
    expect(m20.effectiveRanks(stored, false)).toEqual({ force: 5, physical: 2 });
    expect(stored.force).toBe(5);
  });

  it("a droid's Force total is MND alone; the typed rank is kept for the sheet", async () => {
    const droid = await m20Npc(true);
    expect(sys(droid)).toMatchObject({ skills: { force: 5 }, ranks: { force: 0, physical: 2 } });
    expect(sys(droid).skillTotals).toMatchObject({ force: 2, physical: 2 });
    const person = await m20Npc(false);
    expect(sys(person).skillTotals).toMatchObject({ force: 7 });
  });

  it("a generic Force check from the sheet adds rank 0 for a droid, 5 for anyone else", async () => {
    // Each part carries its rank as its one term (the roll dialog's breakdown).
    const rank = (value: number) => ({
      label: "HOLOCRON.Roll.Part.Rank",
      value,
      terms: [{ label: "rank", value, source: { kind: "rank", name: "force" } }],
    });
    expect(skillPlan(await m20Npc(true), "force").config.parts).toEqual([rank(0)]);
    expect(skillPlan(await m20Npc(false), "force").config.parts).toEqual([rank(5)]);
  });

  it("a droid resisting with Force + MND uses MND alone (asked resistance and power targets)", async () => {
    const droid = await m20Npc(true);
    const choice = { system: "d20", skill: "force", stat: "mnd" } as const;
    expect(resisterPlan(choice, droid.system).bonus).toBe(2);
    expect(resisterPlan(choice, (await m20Npc(false)).system).bonus).toBe(7);
    const kit = kitOfActor(droid);
    if (!kit) throw new Error("m20 has powers");
    const target = powerTargetOf(actorData(droid), droid, kit);
    expect(target.stats).toMatchObject({ power: 0, physical: 2 });
  });
});
