// What actor derivations read from owned items: the armor worn (not carried) and every weapon.
import { describe, expect, it } from "vitest";
import { collectItems } from "../../../src/data/derive/shared.js";

describe("collectItems", () => {
  it("worn armor and every weapon, as plain values; other items ignored", () => {
    const items = [
      { id: "a1", type: "armor", system: { equipped: true, acBonus: 2, armor: 1, speed: 3 } },
      { id: "a2", type: "armor", system: { equipped: false, acBonus: 5, armor: 3, speed: 2 } },
      {
        id: "w1",
        type: "weapon",
        system: { kind: "melee", attackBonus: 1, damage: "1d8", damageType: "energy" },
      },
      {
        id: null,
        type: "weapon",
        system: { kind: "ranged", attackBonus: 0, damage: "3d6", damageType: "kinetic" },
      },
      { id: "g1", type: "gear", system: { quantity: 3 } },
    ];
    expect(collectItems(items)).toEqual({
      armor: [{ name: "", acBonus: 2, armor: 1, speed: 3 }],
      weapons: [
        { id: "w1", name: "", kind: "melee", attackBonus: 1, damage: "1d8", damageType: "energy" },
        { id: "", name: "", kind: "ranged", attackBonus: 0, damage: "3d6", damageType: "kinetic" },
      ],
    });
  });

  it("no items: nothing worn, no weapon", () => {
    expect(collectItems([])).toEqual({ armor: [], weapons: [] });
  });
});
