import { describe, expect, it } from "vitest";
import { deepFreeze } from "../../src/rules/freeze.js";
import { d20, m20, spaceOpera, starWorlds } from "../../src/rules/index.js";

describe("purity: shared tables are frozen", () => {
  it("deepFreeze freezes nested data and passes other values through", () => {
    const v = deepFreeze({ a: [1, { b: 2 }] });
    expect(Object.isFrozen(v.a[1])).toBe(true);
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBe(null);
  });

  it.each([
    ["m20.FORCE_POWERS", m20.FORCE_POWERS],
    ["m20.FORCE_POWERS.push.resist", m20.FORCE_POWERS.push.resist],
    ["m20.FORCE_POWERS.push.damage", m20.FORCE_POWERS.push.damage],
    ["spaceOpera.PSIONIC_POWERS.lightning", spaceOpera.PSIONIC_POWERS.lightning],
    ["m20.FORCE_POWER_IDS", m20.FORCE_POWER_IDS],
    ["d20.DEFAULT_SKILL_STAT", d20.DEFAULT_SKILL_STAT],
    ["d20.STATS", d20.STATS],
    ["d20.ATTACK_KINDS", d20.ATTACK_KINDS],
    ["starWorlds.ATTRIBUTES", starWorlds.ATTRIBUTES],
    ["starWorlds.OUTCOMES", starWorlds.OUTCOMES],
    ["starWorlds.HERO_SPENDS", starWorlds.HERO_SPENDS],
    ["starWorlds.UNARMORED", starWorlds.UNARMORED],
    ["starWorlds.RESTS", starWorlds.RESTS],
    ["starWorlds.GENERATION_METHODS", starWorlds.GENERATION_METHODS],
  ])("%s is frozen", (_, table) => {
    expect(Object.isFrozen(table)).toBe(true);
  });

  it("armorAndSpeed hands back a copy of UNARMORED, not the shared object", () => {
    const r = starWorlds.armorAndSpeed([]);
    expect(r).not.toBe(starWorlds.UNARMORED);
    expect(Object.isFrozen(r)).toBe(false);
  });
});

describe("purity: functions never mutate their (frozen) arguments", () => {
  it("m20, Space Opera and Star Worlds state changes return new objects", () => {
    const m = deepFreeze({
      hp: 5,
      maxHp: 10,
      str: 10,
      strDamage: 1,
      mook: false,
      status: "ok" as const,
    });
    expect(m20.applyDamage(m, 8)).not.toBe(m);
    expect(m20.heal(m, 3)).not.toBe(m);
    expect(m20.applyDamage(m, 0)).not.toBe(m);
    const o = deepFreeze({ hp: 5, maxHp: 10, mook: false, status: "ok" as const });
    expect(spaceOpera.applyDamage(o, 8).hp).toBe(-3);
    expect(spaceOpera.heal(o, 3)).not.toBe(o);
    const w = deepFreeze({ vitality: 5, maxVitality: 12, armor: 1, wounded: false, dying: false });
    expect(starWorlds.applyDamage(w, 8).wounded).toBe(true);
    expect(starWorlds.recover(w, "night")).not.toBe(w);
  });

  it("orders, armor and Hero Points leave their inputs alone", () => {
    const init = deepFreeze([
      { id: "a", total: 3, dex: 10 },
      { id: "b", total: 9, dex: 10 },
    ]);
    expect(m20.initiativeOrder(init)).toEqual(["b", "a"]);
    const turn = deepFreeze([
      { id: "a", speed: 1, daring: 3 },
      { id: "b", speed: 3, daring: 9 },
    ]);
    expect(starWorlds.turnOrder(turn)).toEqual(["b", "a"]);
    expect(starWorlds.tiedGroups(turn)).toEqual([]);
    expect(starWorlds.armorAndSpeed(deepFreeze([{ armor: 1, speed: 2 }]))).toEqual({
      armor: 1,
      speed: 2,
    });
    expect(starWorlds.spendHeroPoint(deepFreeze({ heroPoints: 2, spent: 0 }))).toEqual({
      heroPoints: 1,
      spent: 1,
    });
    expect(m20.maxHp(deepFreeze({ str: 10, hitDice: [3, 4], level: 2 }))).toBe(17);
  });
});
