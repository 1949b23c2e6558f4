// Armor's data: an AC bonus (d20 rulesets), an Armor value and a Speed (Star Worlds), each 0–20; an
// unworn suit starts at the unarmored Speed.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../setup.js";
import { starWorlds } from "../../../src/rules/index.js";
import { ownedItem, write } from "./owned.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("starWorlds");
});

describe("ArmorModel", () => {
  it("starts with no bonus, no Armor, the unarmored Speed, not worn", async () => {
    const armor = await ownedItem(glue, { type: "armor" }, "worldsCharacter");
    expect(sys(armor)).toMatchObject({
      acBonus: 0,
      armor: 0,
      speed: starWorlds.UNARMORED.speed,
      equipped: false,
    });
  });

  it("refuses values outside 0–20", async () => {
    const armor = await ownedItem(glue, { type: "armor" }, "worldsCharacter");
    await expect(write(armor, { "system.armor": 21 })).rejects.toThrow(/armor/);
    await expect(write(armor, { "system.speed": -1 })).rejects.toThrow(/speed/);
    await expect(write(armor, { "system.acBonus": 2.5 })).rejects.toThrow(/acBonus/);
    await write(armor, { "system.armor": 2, "system.speed": 2, "system.equipped": true });
    expect(sys(armor)).toMatchObject({ armor: 2, speed: 2, equipped: true });
  });
});
