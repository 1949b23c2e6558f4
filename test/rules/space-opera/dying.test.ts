import { describe, expect, it } from "vitest";
import { dice, spaceOpera } from "../../../src/rules/index.js";

describe("Space Opera seed Dying: each round STR + character level, DC 20, or die", () => {
  it("DC 20", () => {
    expect(spaceOpera.DYING_DC).toBe(20);
  });

  it.each([
    [{ total: 20 }, "survives"],
    [{ total: 25 }, "survives"],
    [{ total: 19 }, "dies"],
  ] as const)("%j → %s", (a, result) => {
    expect(spaceOpera.dyingCheck(a)).toBe(result);
  });

  it.each([
    [{ strBonus: 0, level: 1 }, 1, 2 / 20],
    [{ strBonus: 2, level: 5 }, 7, 8 / 20],
    [{ strBonus: -1, level: 1 }, 0, 1 / 20],
    [{ strBonus: 4, level: 10 }, 14, 15 / 20],
  ])("bonus and exact survival chance for %j: +%d, %d", (a, bonus, chance) => {
    expect(spaceOpera.dyingCheckBonus(a)).toBe(bonus);
    expect(spaceOpera.dyingSurvivalChance(a)).toBe(chance);
    expect(spaceOpera.dyingSurvivalChance(a)).toBe(
      dice.probability(`1d20+${bonus}`, (t) => t >= 20),
    );
  });

  it("rejects bad inputs", () => {
    expect(() => spaceOpera.dyingCheck({ total: 19.5 })).toThrow("dying check total");
    expect(() => spaceOpera.dyingCheckBonus({ strBonus: 0, level: 0 })).toThrow("level");
    expect(() => spaceOpera.dyingSurvivalChance({ strBonus: 0.5, level: 1 })).toThrow("STR bonus");
  });
});
