import { describe, expect, it } from "vitest";
import { d20 } from "../../../src/rules/index.js";

const ok = { knight: true, droid: false, deflector: true, ranged: true, hit: true };

describe("seed 000 line 7 / seed 003 line 7: Deflect (rulings: Deflect)", () => {
  it.each([
    [{}, null],
    [{ knight: false }, "notKnight"],
    [{ droid: true }, "droid"],
    [{ deflector: false }, "noDeflector"],
    [{ ranged: false }, "notRanged"],
    [{ hit: false }, "notHit"],
    [{ knight: false, droid: true }, "droid"],
  ] as const)("%o → %s", (over, refusal) => {
    expect(d20.canDeflect({ ...ok, ...over })).toBe(refusal);
  });

  it("bonus = power rank + DEX bonus", () => {
    expect(d20.deflectBonus({ rank: 5, dexBonus: 2 })).toBe(7);
    expect(d20.deflectBonus({ rank: 0, dexBonus: -1 })).toBe(-1);
  });

  it("a tie is the defender's: reaching the attack's total deflects it", () => {
    expect(d20.deflects(17, 17)).toBe(true);
    expect(d20.deflects(18, 17)).toBe(true);
    expect(d20.deflects(16, 17)).toBe(false);
  });

  it.each([
    [7, 17, 11 / 20],
    [7, 8, 1],
    [0, 21, 0],
    [3, 23, 1 / 20],
  ])("bonus %i against %i: exactly %d", (bonus, attackTotal, chance) => {
    expect(d20.deflectChance({ bonus, attackTotal })).toBe(chance);
  });

  it("the chance counts exactly the naturals that deflect", () => {
    for (let bonus = -3; bonus <= 12; bonus++) {
      for (let attack = 1; attack <= 35; attack++) {
        let wins = 0;
        for (let n = 1; n <= 20; n++) if (d20.deflects(n + bonus, attack)) wins++;
        expect(d20.deflectChance({ bonus, attackTotal: attack })).toBe(wins / 20);
      }
    }
  });

  it("refuses what is not a boolean or an integer", () => {
    expect(() => d20.canDeflect({ ...ok, hit: "yes" as never })).toThrow();
    expect(() => d20.deflectBonus({ rank: 1.5, dexBonus: 0 })).toThrow();
  });
});

describe("deflect bonus: bad numbers are named", () => {
  it("names the rank and the DEX bonus", () => {
    expect(() => d20.deflectBonus({ rank: 1.5, dexBonus: 0 })).toThrow(
      "power rank must be an integer, got 1.5",
    );
    expect(() => d20.deflectBonus({ rank: 1, dexBonus: NaN })).toThrow(
      "DEX bonus must be an integer, got NaN",
    );
  });
});
