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

describe("rulings: one dying check per round (dyingCheckDue)", () => {
  const r = (combat: string, round: number) => ({ combat, round });
  it.each([
    // out of combat the GM calls for each check
    [{ now: null, checked: null }, true],
    [{ now: null, checked: r("c1", 2) }, true],
    // in combat: the first check of a round is due, a second one is not
    [{ now: r("c1", 2), checked: null }, true],
    [{ now: r("c1", 2), checked: r("c1", 2) }, false],
    [{ now: r("c1", 3), checked: r("c1", 2) }, true],
    // a check made in another combat does not count in this one
    [{ now: r("c2", 2), checked: r("c1", 2) }, true],
  ])("%j → %j", (a, due) => {
    expect(spaceOpera.dyingCheckDue(a)).toBe(due);
  });

  it("rejects a round that is not a whole number of 0 or more", () => {
    expect(() => spaceOpera.dyingCheckDue({ now: r("c", -1), checked: null })).toThrow("round");
    expect(() => spaceOpera.dyingCheckDue({ now: r("c", 1), checked: r("c", 0.5) })).toThrow(
      "checked round",
    );
  });
});
