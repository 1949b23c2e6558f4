// A level gained rolls its hit dice inside the write that raises it (rulings: m20 hit dice): the
// level, its dice and the health that follows are one update, and the roll is in chat.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, standIn, sys, type Glue } from "../data/setup.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { rollMessages } from "../foundry/parts/sheet-play.js";
import { rollDiceForLevel } from "../../src/documents/state-follow.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("m20");
  (await import("../../src/dice/register.js")).registerRolls();
});

const kara = () =>
  glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: { stats: { str: 12, dex: 10, mnd: 10 }, level: 1, hitDice: [4] },
  });

describe("rollDiceForLevel", () => {
  it("two levels gained: two dice rolled into the same changes, the roll posted", async () => {
    const actor = await kara();
    scriptedDice.push(3, 5);
    const changes = { system: { level: 3 } };
    await rollDiceForLevel(actor as never, changes as never);
    expect(changes.system).toEqual({ level: 3, hitDice: [4, 3, 5] });
    expect(String(rollMessages.at(-1)?.flavor)).toContain("HOLOCRON.Sheet.HitDice.Flavor");
  });

  it("no roll for dice typed with the level, a level lowered, or no level in the change", async () => {
    const actor = await kara();
    const posted = rollMessages.length;
    for (const system of [{ level: 3, hitDice: [4, 1, 1] }, { level: 1 }, { stats: { str: 9 } }]) {
      const changes = { system: structuredClone(system) };
      await rollDiceForLevel(actor as never, changes as never);
      expect(changes.system).toEqual(system);
    }
    expect(rollMessages).toHaveLength(posted);
  });

  it("through a real update: level, dice and full health in one write", async () => {
    const actor = await kara();
    expect(sys(actor)).toMatchObject({ health: { value: 16, max: 16 } });
    const writes = standIn(actor).updates.length;
    scriptedDice.push(6);
    await actor.update({ "system.level": 2 } as never);
    expect(standIn(actor).updates).toHaveLength(writes + 1);
    expect(sys(actor)).toMatchObject({ level: 2, hitDice: [4, 6], health: { value: 22, max: 22 } });
  });
});
