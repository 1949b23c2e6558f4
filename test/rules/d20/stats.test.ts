import { describe, expect, it } from "vitest";
import { d20, m20, spaceOpera } from "../../../src/rules/index.js";

describe("d20 core: stat bonus = floor((score − 10) / 2)", () => {
  it.each([
    [0, -5],
    [3, -4],
    [8, -1],
    [9, -1],
    [10, 0],
    [11, 0],
    [12, 1],
    [17, 3],
    [18, 4],
    [25, 7],
  ])("score %d → %d", (score, bonus) => {
    expect(d20.statBonus(score)).toBe(bonus);
    expect(m20.statBonus(score)).toBe(bonus);
    expect(spaceOpera.statBonus(score)).toBe(bonus);
  });

  it.each([-1, 10.5, NaN, Infinity])("rejects score %d", (score) => {
    expect(() => d20.statBonus(score)).toThrow("stat score");
  });
});

describe("d20 core: skills", () => {
  it("rulings Skills: default stats (Physical→STR, Subterfuge→DEX, Knowledge/Communication/Force/Psionics→MND, Agility→DEX)", () => {
    expect(d20.DEFAULT_SKILL_STAT).toEqual({
      physical: "str",
      subterfuge: "dex",
      knowledge: "mnd",
      communication: "mnd",
      force: "mnd",
      psionics: "mnd",
      agility: "dex",
    });
    expect(d20.STATS).toEqual(["str", "dex", "mnd"]);
  });

  it.each([
    [{ rank: 3, statBonus: 2 }, 5],
    [{ rank: 0, statBonus: -1 }, -1],
    [{ rank: 4, statBonus: 1, other: -2 }, 3],
  ])("skill check bonus = rank + stat bonus + other: %j → %d", (a, total) => {
    expect(d20.skillTotal(a)).toBe(total);
  });

  it("rejects bad skill inputs", () => {
    expect(() => d20.skillTotal({ rank: -1, statBonus: 0 })).toThrow("skill rank");
    expect(() => d20.skillTotal({ rank: 1, statBonus: 0.5 })).toThrow("stat bonus");
    expect(() => d20.skillTotal({ rank: 1, statBonus: 0, other: NaN })).toThrow("other modifier");
  });
});

describe("d20 core: AC = 10 + DEX bonus + armor bonus + other", () => {
  it.each([
    [{ dexBonus: 0, armorBonus: 0 }, 10],
    [{ dexBonus: 2, armorBonus: 3 }, 15],
    [{ dexBonus: -1, armorBonus: 4, other: 1 }, 14],
    [{ dexBonus: 1, armorBonus: 0, other: -4 }, 7],
  ])("%j → %d", (a, ac) => {
    expect(d20.armorClass(a)).toBe(ac);
    expect(m20.armorClass(a)).toBe(ac);
  });

  it("rejects bad AC inputs", () => {
    expect(() => d20.armorClass({ dexBonus: 0.5, armorBonus: 0 })).toThrow("DEX bonus");
    expect(() => d20.armorClass({ dexBonus: 0, armorBonus: -1 })).toThrow("armor bonus");
    expect(() => d20.armorClass({ dexBonus: 0, armorBonus: 0, other: 0.1 })).toThrow("other");
  });
});

describe("statBonusTrace: the bonus the sheet shows, as its terms", () => {
  it.each([
    [14, undefined, [2], 2],
    [8, undefined, [-1], -1],
    // m20 STR 14 with 3 STR damage: the bonus of 11 is 0, the damage took 2 off.
    [14, 11, [2, -2], 0],
    // One point of damage off 14 gives 13: still lower by one (+1).
    [14, 13, [2, -1], 1],
  ])("score %i, effective %s: terms %j, value %i", (score, effective, values, value) => {
    const t = d20.statBonusTrace({
      stat: "str",
      score,
      ...(effective === undefined ? {} : { effective }),
    });
    expect(t.terms.map((x) => x.value)).toEqual(values);
    expect(t.value).toBe(value);
    expect(t.value).toBe(d20.statBonus(effective ?? score));
    expect(t.rule).toBe("statBonus");
    expect(t.notes).toEqual([
      { label: "score", value: score, source: { kind: "stat", name: "str" } },
    ]);
  });
});
