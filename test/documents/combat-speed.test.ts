// Star Worlds Speed on the Foundry side: the Daring roll's formula, Speed set with old tie-breaks
// cleared, and which updates count as a hand-typed initiative.
import { beforeEach, describe, expect, it } from "vitest";
import { makeActor, makeCombat, setupCombatWorld, worldsSystem } from "../combat/world.js";
import { scriptedDice } from "../foundry/parts/dice.js";

beforeEach(async () => {
  await setupCombatWorld("starWorlds");
});

const speed = () => import("../../src/documents/combat-speed.js");

describe("foundryDaringRoll", () => {
  it("rolls 2d6 plus the Daring attribute", async () => {
    const { foundryDaringRoll } = await speed();
    scriptedDice.push(3, 4);
    const { total, roll } = await foundryDaringRoll(2);
    expect(total).toBe(9);
    expect(roll?.formula.replace(/\s/g, "")).toBe("2d6+2");
  });
});

describe("setSpeedInitiative", () => {
  it("sets each Speed in one update and clears the old tie-break and Daring rolls", async () => {
    const { setSpeedInitiative } = await speed();
    const { combat, combatants } = makeCombat(
      [
        makeActor("Ace", "worldsCharacter", worldsSystem({ speed: 3 })),
        makeActor("Bo", "worldsCharacter", worldsSystem({ speed: 1 })),
      ],
      [{ initiative: 3, flags: { holocron: { tieBreak: 2, daringRolls: [8, 11] } } }],
    );
    expect(
      await setSpeedInitiative(
        combat,
        combatants.map((c) => c.id!),
      ),
    ).toBe(2);
    expect(combatants.map((c) => c.initiative)).toEqual([3, 1]);
    expect(combatants[0]!.holocronFlags).toMatchObject({ tieBreak: 0, daringRolls: [] });
    expect(combat.batches).toHaveLength(1);
  });

  it("leaves out unknown ids and writes nothing when none is left", async () => {
    const { setSpeedInitiative } = await speed();
    const { combat } = makeCombat([makeActor("Ace", "worldsCharacter", worldsSystem())]);
    expect(await setSpeedInitiative(combat, ["nobody0000000000"])).toBe(0);
    expect(combat.batches).toHaveLength(0);
  });
});

describe("isHandSetInitiative", () => {
  const gm = { id: "gm00000000000000", isActiveGM: true };
  it.each([
    [{ initiative: 4 }, {}, gm.id, gm, true],
    [{ initiative: 4 }, { holocronSpeedWrite: true }, gm.id, gm, false], // our own write
    [{ initiative: 4 }, {}, "player1000000000", gm, false], // another user's update
    [{ flags: {} }, {}, gm.id, gm, false], // no initiative in it
    [{ initiative: 4 }, {}, gm.id, { ...gm, isActiveGM: false }, false],
  ])("%j %j by %s → %s", async (changes, options, userId, self, handSet) => {
    const { isHandSetInitiative } = await speed();
    expect(isHandSetInitiative(changes, options, userId, self)).toBe(handSet);
  });
});
