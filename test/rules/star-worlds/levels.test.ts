import { describe, expect, it } from "vitest";
import { starWorlds } from "../../../src/rules/index.js";

describe("Star Worlds seed Vitality: 12 + MEN, +4 at levels 4, 7 and 10", () => {
  it.each([
    [{ menace: 0, level: 1 }, 12],
    [{ menace: 2, level: 3 }, 14],
    [{ menace: 2, level: 4 }, 18],
    [{ menace: -1, level: 7 }, 19],
    [{ menace: 3, level: 10 }, 27],
  ])("%j → %d", (a, v) => {
    expect(starWorlds.maxVitality(a)).toBe(v);
  });

  it("rejects bad inputs", () => {
    expect(() => starWorlds.maxVitality({ menace: 0.5, level: 1 })).toThrow("Menace");
    expect(() => starWorlds.maxVitality({ menace: 0, level: 11 })).toThrow(
      "level must be between 1 and 10",
    );
  });
});

describe("Star Worlds seed Level table: what each level adds", () => {
  it.each([
    [1, { vitality: 12, attributes: 0, skills: 1, abilities: 0, damageDice: 0 }],
    [2, { vitality: 0, attributes: 0, skills: 0, abilities: 1, damageDice: 0 }],
    [3, { vitality: 0, attributes: 0, skills: 1, abilities: 0, damageDice: 0 }],
    [4, { vitality: 4, attributes: 1, skills: 0, abilities: 1, damageDice: 0 }],
    [5, { vitality: 0, attributes: 0, skills: 1, abilities: 0, damageDice: 1 }],
    [6, { vitality: 0, attributes: 0, skills: 0, abilities: 1, damageDice: 0 }],
    [7, { vitality: 4, attributes: 1, skills: 1, abilities: 0, damageDice: 0 }],
    [8, { vitality: 0, attributes: 0, skills: 0, abilities: 1, damageDice: 0 }],
    [9, { vitality: 0, attributes: 0, skills: 1, abilities: 0, damageDice: 0 }],
    [10, { vitality: 4, attributes: 1, skills: 0, abilities: 1, damageDice: 1 }],
  ])("level %d → %j", (level, gains) => {
    expect(starWorlds.levelGains(level)).toEqual(gains);
  });

  it("returns a copy (callers cannot change the table)", () => {
    const g = starWorlds.levelGains(4);
    g.vitality = 99;
    expect(starWorlds.levelGains(4).vitality).toBe(4);
  });

  it.each([
    [1, 0],
    [4, 0],
    [5, 1],
    [9, 1],
    [10, 2],
  ])("damage dice bonus at level %d → +%dd6", (level, extra) => {
    expect(starWorlds.damageDiceBonus(level)).toBe(extra);
    // Its trace: one term a level whose row adds a die (5 and 10).
    const t = starWorlds.damageDiceTrace(level);
    expect(t.terms.map((x) => x.source.name)).toEqual(["5", "10"].slice(0, extra));
    expect(t).toMatchObject({ value: extra, rule: "damageDice" });
  });

  it.each([0, 11, 2.5])("rejects level %d", (level) => {
    expect(() => starWorlds.levelGains(level)).toThrow("level");
    expect(() => starWorlds.damageDiceBonus(level)).toThrow("level");
  });
});

describe("Star Worlds seed Hero Points: each 12 spent is a level (max 10), taken after a rest", () => {
  it.each([
    [0, 1],
    [11, 1],
    [12, 2],
    [35, 3],
    [108, 10],
    [500, 10],
  ])("%d spent → level %d", (spent, level) => {
    expect(starWorlds.levelForHeroPointsSpent(spent)).toBe(level);
  });

  it.each([
    [{ level: 1, spent: 25 }, 2],
    [{ level: 3, spent: 25 }, 0],
    [{ level: 5, spent: 12 }, 0],
    [{ level: 10, spent: 999 }, 0],
  ])("levels waiting for a rest %j → %d", (a, waiting) => {
    expect(starWorlds.levelsWaiting(a)).toBe(waiting);
  });

  it("levels waiting as terms: the level earned less the level taken, never below 0", () => {
    expect(starWorlds.levelsWaitingTrace({ level: 5, spent: 72 })).toEqual({
      value: 2,
      rule: "levelsWaiting",
      terms: [
        { label: "earnedLevel", value: 7, source: { kind: "rule" } },
        { label: "levelTaken", value: -5, source: { kind: "level", name: "5" } },
      ],
    });
    const above = starWorlds.levelsWaitingTrace({ level: 5, spent: 12 });
    expect(above.terms.map((t) => t.value)).toEqual([2, -5, 3]);
    expect(above.value).toBe(starWorlds.levelsWaiting({ level: 5, spent: 12 }));
  });

  it.each([
    [0, { value: 0, per: 12, level: 2 }],
    [11, { value: 11, per: 12, level: 2 }],
    [12, { value: 0, per: 12, level: 3 }],
    [67, { value: 7, per: 12, level: 7 }],
    [107, { value: 11, per: 12, level: 10 }],
    [108, null],
    [500, null],
  ])("Hero Point progress, %d spent → %j", (spent, progress) => {
    expect(starWorlds.heroPointProgress(spent)).toEqual(progress);
  });

  it("constants and errors", () => {
    expect(starWorlds.MAX_LEVEL).toBe(10);
    expect(starWorlds.HERO_POINTS_PER_LEVEL).toBe(12);
    expect(() => starWorlds.levelForHeroPointsSpent(-1)).toThrow("Hero Points spent");
    expect(() => starWorlds.heroPointProgress(1.5)).toThrow("Hero Points spent");
    expect(() => starWorlds.levelsWaiting({ level: 0, spent: 0 })).toThrow("level");
  });
});

describe("Star Worlds damage dice by level, as terms", () => {
  it.each([
    [4, []],
    [5, [["5", 1]]],
    [
      10,
      [
        ["5", 1],
        ["10", 1],
      ],
    ],
  ])("level %d: a term for each level that adds a d6", (level, terms) => {
    const t = starWorlds.damageDiceTrace(level);
    expect(t.rule).toBe("damageDice");
    expect(t.value).toBe(starWorlds.damageDiceBonus(level));
    expect(t.terms.map((x) => [x.source.name, x.value])).toEqual(terms);
    for (const x of t.terms) expect(x.source.kind).toBe("level");
  });
});
