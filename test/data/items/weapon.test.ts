// A weapon's data: a d6 melee kinetic weapon by default; a damage type, kind or bonus the rules do
// not know is refused with the field named.
import { beforeEach, describe, expect, it } from "vitest";
import { CURRENT_SCHEMA_VERSION } from "../../../src/migrations/migrate-source.js";
import { setupGlue, sys, type Glue } from "../setup.js";
import { ownedItem, write } from "./owned.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

describe("WeaponModel", () => {
  it("starts as a 1d6 kinetic melee weapon, no bonus, not equipped, this data version", async () => {
    const weapon = await ownedItem(glue, { type: "weapon" });
    expect(sys(weapon)).toMatchObject({
      damage: "1d6",
      kind: "melee",
      attackBonus: 0,
      damageType: "kinetic",
      equipped: false,
      description: "",
      schemaVersion: CURRENT_SCHEMA_VERSION,
    });
  });

  it("refuses an unknown kind or damage type, and a bonus beyond ±20", async () => {
    const weapon = await ownedItem(glue, { type: "weapon", system: { damage: "3d6" } });
    await expect(write(weapon, { "system.kind": "laser" })).rejects.toThrow(/kind/);
    await expect(write(weapon, { "system.damageType": "fire" })).rejects.toThrow(/damageType/);
    await expect(write(weapon, { "system.attackBonus": 21 })).rejects.toThrow(/attackBonus/);
    await expect(write(weapon, { "system.attackBonus": -21 })).rejects.toThrow(/attackBonus/);
    await write(weapon, { "system.attackBonus": -20, "system.kind": "thrown" });
    expect(sys(weapon)).toMatchObject({ attackBonus: -20, kind: "thrown", damage: "3d6" });
  });
});
