import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { m20 } from "../../../src/rules/index.js";
import type { M20Health } from "../../../src/rules/m20/index.js";

const hero = (over: Partial<M20Health> = {}): M20Health => ({
  hp: 20,
  maxHp: 20,
  str: 12,
  strDamage: 0,
  mook: false,
  status: "ok",
  ...over,
});

describe("m20 seed Hit points: STR score + 1d6 per level", () => {
  it.each([
    [{ str: 12, hitDice: [4], level: 1 }, 16],
    [{ str: 14, hitDice: [6, 1, 3], level: 3 }, 24],
    [{ str: 10, hitDice: [], level: 1 }, 10],
    // a level without its die counts 0 until rolled
    [{ str: 10, hitDice: [5], level: 3 }, 15],
    // seed 000 line 5, "1d6 per level": the dice of levels it no longer has do not count
    [{ str: 12, hitDice: [4, 5, 6], level: 2 }, 21],
    [{ str: 12, hitDice: [4, 5, 6], level: 0 }, 12],
  ])("%j → %d", (a, hp) => {
    expect(m20.maxHp(a)).toBe(hp);
  });

  // rules-api.md documents `maxHp({ str, hitDice, level? })`: without a level, every die given counts.
  it.each([
    [{ str: 14, hitDice: [4, 6, 2] }, 26],
    [{ str: 10, hitDice: [] }, 10],
    [{ str: 12, hitDice: [4, 5, 6], level: undefined }, 27],
  ])("the documented call without a level: %j → %d", (a, hp) => {
    expect(m20.maxHp(a)).toBe(hp);
    expect(m20.maxHpTrace(a).terms).toHaveLength(1 + a.hitDice.length);
  });

  it.each([
    [{ str: 12, hitDice: [7] }, "hitDice[0] must be between 1 and 6, got 7"],
    [{ str: 12, hitDice: [3], level: null as unknown as number }, "level"],
  ])("without a level still rejects %j", (a, message) => {
    expect(() => m20.maxHp(a)).toThrow(message);
  });

  it.each([
    [{ str: 12, hitDice: [7], level: 1 }, "hitDice[0] must be between 1 and 6, got 7"],
    [{ str: 12, hitDice: [3, 0], level: 1 }, "hitDice[1] must be between 1 and 6, got 0"],
    [{ str: 12, hitDice: [2.5], level: 1 }, "hitDice[0] must be an integer"],
    [{ str: -1, hitDice: [3], level: 1 }, "STR score"],
    [{ str: 12, hitDice: [3], level: 1.5 }, "level"],
    [{ str: 12, hitDice: [3], level: -1 }, "level"],
    [{ str: 12, hitDice: "3" as unknown as number[], level: 1 }, "hitDice must be an array"],
  ])("rejects %j", (a, message) => {
    expect(() => m20.maxHp(a)).toThrow(message);
  });

  it("the hit dice total: each die as rolled, by its level, kept ones past the level too", () => {
    const t = m20.hitDiceTotalTrace([4, 6, 2]);
    expect(t.value).toBe(12);
    expect(t.rule).toBe("hitDice");
    expect(t.terms.map((x) => [x.value, x.source])).toEqual([
      [4, { kind: "level", name: "1" }],
      [6, { kind: "level", name: "2" }],
      [2, { kind: "level", name: "3" }],
    ]);
    expect(m20.hitDiceTotalTrace([]).value).toBe(0);
    expect(() => m20.hitDiceTotalTrace([0])).toThrow("hitDice[0] must be between 1 and 6");
  });

  it("rulings: level cap 10 (the GM may go beyond)", () => {
    expect(m20.LEVEL_CAP).toBe(10);
  });
});

describe("m20 seed Combat: damage to HP, at 0 unconscious, then STR; STR 0 dead", () => {
  it.each<[string, Partial<M20Health>, number, Partial<M20Health>]>([
    ["damage lowers HP", {}, 5, { hp: 15, status: "ok" }],
    ["exactly 0 HP is unconscious", {}, 20, { hp: 0, status: "unconscious" }],
    [
      "the overflow of the hit that takes HP to 0 comes off STR",
      {},
      23,
      { hp: 0, strDamage: 3, status: "unconscious" },
    ],
    [
      "every later hit comes off STR",
      { hp: 0, strDamage: 3, status: "unconscious" },
      4,
      { hp: 0, strDamage: 7, status: "unconscious" },
    ],
    ["effective STR 0 is dead", { hp: 2 }, 14, { hp: 0, strDamage: 12, status: "dead" }],
    ["STR damage stops at the STR score", { hp: 2 }, 100, { hp: 0, strDamage: 12, status: "dead" }],
    ["0 damage changes nothing", { hp: 7 }, 0, { hp: 7, status: "ok" }],
    [
      "the dead stay dead",
      { hp: 0, strDamage: 12, status: "dead" },
      5,
      { hp: 0, strDamage: 12, status: "dead" },
    ],
    ["the defeated stay defeated", { status: "defeated" }, 5, { hp: 20, status: "defeated" }],
  ])("%s", (_, start, amount, expected) => {
    expect(m20.applyDamage(hero(start), amount)).toEqual(hero({ ...start, ...expected }));
  });

  it("effective STR = score − STR damage; the STR bonus follows it", () => {
    const s = m20.applyDamage(hero({ hp: 0, status: "unconscious" }), 4);
    expect(m20.effectiveStr(s)).toBe(8);
    expect(m20.statBonus(m20.effectiveStr(s))).toBe(-1);
    expect(() => m20.effectiveStr({ str: 10, strDamage: 11 })).toThrow("STR damage");
  });

  it("seed mooks: no hit points; any damage > 0 defeats them, any successful attack too", () => {
    const mook = hero({ hp: 0, maxHp: 0, mook: true });
    expect(m20.applyDamage(mook, 1).status).toBe("defeated");
    expect(m20.applyDamage(mook, 0).status).toBe("ok");
    expect(m20.applyHit(mook, 0).status).toBe("defeated");
    expect(m20.applyHit(hero(), 3)).toEqual(hero({ hp: 17 }));
    expect(m20.applyHit(hero({ mook: true, status: "dead" }), 3).status).toBe("dead");
    // a mook keeps its other stats
    expect(m20.applyDamage(mook, 9)).toEqual({ ...mook, status: "defeated" });
  });

  it("rulings: paying a Force cost below 0 HP follows the damage rules (overflow to STR)", () => {
    const s = m20.applyDamage(hero({ hp: 2 }), m20.forceCost({ targets: 1, inCombat: true }));
    expect(s).toEqual(hero({ hp: 0, strDamage: 2, status: "unconscious" }));
  });

  it.each<[Partial<M20Health>, number, string]>([
    [{ hp: 21 }, 1, "hp must be between 0 and 20, got 21"],
    [{ hp: -1 }, 1, "hp must be between 0 and 20"],
    [{ maxHp: 1.5 }, 1, "maxHp"],
    [{ strDamage: 13 }, 1, "STR damage must be between 0 and 12"],
    [{ mook: "no" as unknown as boolean }, 1, "mook"],
    [{ status: "fine" as "ok" }, 1, "status must be one of"],
    [{}, -1, "damage must be at least 0"],
    [{}, 1.5, "damage must be an integer"],
  ])("rejects %j with damage %d", (over, amount, message) => {
    expect(() => m20.applyDamage(hero(over), amount)).toThrow(message);
  });

  it("rejects a missing state", () => {
    expect(() => m20.applyDamage(null as unknown as M20Health, 1)).toThrow("health must be");
    expect(() => m20.applyHit(hero(), -2)).toThrow("damage");
  });

  it("does not mutate its argument", () => {
    const s = hero();
    const copy = structuredClone(s);
    m20.applyDamage(s, 25);
    m20.heal(s, 3);
    expect(s).toEqual(copy);
  });
});

describe("m20 seed Healing: STR damage first, then HP", () => {
  it.each<[string, Partial<M20Health>, number, Partial<M20Health>]>([
    ["HP up to max", { hp: 10 }, 4, { hp: 14 }],
    ["never above max", { hp: 18 }, 6, { hp: 20 }],
    [
      "STR first, then HP",
      { hp: 0, strDamage: 3, status: "unconscious" },
      5,
      { hp: 2, strDamage: 0, status: "ok" },
    ],
    [
      "STR only: still unconscious at 0 HP",
      { hp: 0, strDamage: 5, status: "unconscious" },
      3,
      { hp: 0, strDamage: 2, status: "unconscious" },
    ],
    [
      "the dead stay dead",
      { hp: 0, strDamage: 12, status: "dead" },
      10,
      { hp: 0, strDamage: 12, status: "dead" },
    ],
    [
      "the defeated stay defeated",
      { hp: 3, status: "defeated" },
      10,
      { hp: 3, status: "defeated" },
    ],
    ["mooks have no HP to heal", { hp: 0, maxHp: 0, mook: true }, 10, { hp: 0 }],
  ])("%s", (_, start, points, expected) => {
    expect(m20.heal(hero(start), points)).toEqual(hero({ ...start, ...expected }));
  });

  it("a 3rd-level character heals 3 per hour, 6 with medical care (STR first)", () => {
    const s = hero({ hp: 0, strDamage: 2, status: "unconscious" });
    expect(m20.heal(s, m20.healPerHour(3, false))).toEqual(hero({ hp: 1, strDamage: 0 }));
    expect(m20.heal(s, m20.healPerHour(3, true))).toEqual(hero({ hp: 4, strDamage: 0 }));
  });

  it("rejects negative healing", () => {
    expect(() => m20.heal(hero(), -1)).toThrow("healing must be at least 0");
  });
});

describe("m20 seed Second wind: once per session, half of total HP", () => {
  it.each([
    [20, 10],
    [21, 10],
    [1, 0],
    [0, 0],
  ])("max HP %d → heal %d", (max, points) => {
    expect(m20.secondWind(max)).toBe(points);
  });

  it("rejects bad max HP", () => {
    expect(() => m20.secondWind(-2)).toThrow("maxHp");
  });
});

describe("rulings: second wind heals HP only; STR damage waits for hourly healing", () => {
  const base = { maxHp: 20, str: 12, mook: false } as const;
  it.each([
    // hp, strDamage, points → hp, strDamage, status
    [0, 3, 10, 10, 3, "ok"],
    [5, 0, 10, 15, 0, "ok"],
    [15, 2, 10, 20, 2, "ok"],
    [0, 0, 0, 0, 0, "unconscious"],
  ] as const)(
    "HP %d, STR damage %d, +%d → HP %d, STR damage %d",
    (hp, sd, pts, hpAfter, sdAfter, st) => {
      const before = {
        ...base,
        hp,
        strDamage: sd,
        status: hp === 0 ? "unconscious" : "ok",
      } as const;
      expect(m20.healHp(before, pts)).toEqual({
        ...base,
        hp: hpAfter,
        strDamage: sdAfter,
        status: st,
      });
    },
  );
  it("the dead, the defeated and mooks stay as they are", () => {
    const dead = { ...base, hp: 0, strDamage: 12, status: "dead" } as const;
    expect(m20.healHp(dead, 10)).toEqual(dead);
    const mook = { ...base, hp: 0, strDamage: 0, mook: true, status: "defeated" } as const;
    expect(m20.healHp(mook, 10)).toEqual(mook);
  });
  it("rejects negative healing", () => {
    expect(() => m20.healHp({ ...base, hp: 1, strDamage: 0, status: "ok" }, -1)).toThrow("healing");
  });
});

describe("m20 health properties", () => {
  const state = fc
    .record({
      maxHp: fc.integer({ min: 0, max: 80 }),
      str: fc.integer({ min: 0, max: 20 }),
      mook: fc.boolean(),
      status: fc.constantFrom("ok", "unconscious", "dead", "defeated" as const),
      hpFrac: fc.double({ min: 0, max: 1, noNaN: true }),
      strFrac: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map((r): M20Health => ({
      hp: Math.floor(r.hpFrac * r.maxHp),
      maxHp: r.maxHp,
      str: r.str,
      strDamage: Math.floor(r.strFrac * r.str),
      mook: r.mook,
      status: r.status,
    }));

  it("property: damage never raises health (HP never up, STR damage never down)", () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 0, max: 200 }), (s, amount) => {
        const after = m20.applyDamage(s, amount);
        expect(after.hp).toBeLessThanOrEqual(s.hp);
        expect(after.strDamage).toBeGreaterThanOrEqual(s.strDamage);
        expect(after.strDamage).toBeLessThanOrEqual(after.str);
        if (s.status === "dead") expect(after.status).toBe("dead");
      }),
    );
  });

  it("property: heal never exceeds max and never lowers health", () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 0, max: 200 }), (s, points) => {
        const after = m20.heal(s, points);
        expect(after.hp).toBeLessThanOrEqual(after.maxHp);
        expect(after.hp).toBeGreaterThanOrEqual(s.hp);
        expect(after.strDamage).toBeLessThanOrEqual(s.strDamage);
        expect(after.strDamage).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("m20 health: what the guards name and what healing leaves alone", () => {
  it("a state that is not an object, or a bad STR score, is named in the error", () => {
    expect(() => m20.healHp(5 as unknown as M20Health, 1)).toThrow("health must be an object");
    expect(() => m20.effectiveStr({ str: -1, strDamage: 0 })).toThrow(
      "STR score must be at least 0, got -1",
    );
  });

  it("rulings: a second wind does not raise a defeated character", () => {
    const beaten = hero({ hp: 3, status: "defeated" });
    expect(m20.healHp(beaten, 6)).toEqual(beaten);
  });
});
