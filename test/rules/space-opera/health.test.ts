import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spaceOpera } from "../../../src/rules/index.js";
import type { OperaHealth } from "../../../src/rules/space-opera/index.js";

const hero = (over: Partial<OperaHealth> = {}): OperaHealth => ({
  hp: 22,
  maxHp: 22,
  mook: false,
  status: "ok",
  ...over,
});

describe("Space Opera seed Hit points: 10 + STR score + 2 per level beyond 1st", () => {
  it.each([
    [{ str: 12, level: 1 }, 22],
    [{ str: 12, level: 3 }, 26],
    [{ str: 8, level: 10 }, 36],
  ])("%j → %d", (a, hp) => {
    expect(spaceOpera.maxHp(a)).toBe(hp);
  });

  it("rejects bad inputs", () => {
    expect(() => spaceOpera.maxHp({ str: 12, level: 0 })).toThrow("level must be at least 1");
    expect(() => spaceOpera.maxHp({ str: -3, level: 1 })).toThrow("STR score");
  });
});

describe("Space Opera seed: 0 HP or lower — unconscious and dying", () => {
  it.each<[string, Partial<OperaHealth>, number, Partial<OperaHealth>]>([
    ["damage lowers HP", {}, 5, { hp: 17, status: "ok" }],
    ["exactly 0 is dying", {}, 22, { hp: 0, status: "dying" }],
    ["HP goes negative", {}, 30, { hp: -8, status: "dying" }],
    [
      "more damage while dying lowers HP; still dying",
      { hp: -2, status: "dying" },
      5,
      { hp: -7, status: "dying" },
    ],
    ["0 damage changes nothing", { hp: 4 }, 0, { hp: 4 }],
    ["the dead stay dead", { hp: -5, status: "dead" }, 3, { hp: -5, status: "dead" }],
    ["the defeated stay defeated", { status: "defeated" }, 3, { status: "defeated" }],
  ])("%s", (_, start, amount, expected) => {
    expect(spaceOpera.applyDamage(hero(start), amount)).toEqual(hero({ ...start, ...expected }));
  });

  it("seed mooks: any successful attack defeats them", () => {
    const mook = hero({ hp: 0, maxHp: 10, mook: true });
    expect(spaceOpera.applyDamage(mook, 2).status).toBe("defeated");
    expect(spaceOpera.applyHit(mook, 0).status).toBe("defeated");
    expect(spaceOpera.applyHit(hero(), 2)).toEqual(hero({ hp: 20 }));
    expect(spaceOpera.applyHit(hero({ mook: true, status: "dead" }), 2).status).toBe("dead");
    expect(spaceOpera.heal(mook, 5)).toEqual(mook);
  });

  it("a failed dying check kills", () => {
    const s = hero({ hp: -3, status: "dying" });
    expect(spaceOpera.die(s)).toEqual({ ...s, status: "dead" });
  });

  it.each<[Partial<OperaHealth>, number, string]>([
    [{ hp: 23 }, 1, "hp 23 is above maxHp 22"],
    [{ hp: 1.5 }, 1, "hp must be an integer"],
    [{ maxHp: 0 }, 1, "maxHp must be at least 1"],
    [{ mook: 1 as unknown as boolean }, 1, "mook"],
    [{ status: "unconscious" as "ok" }, 1, "status"],
    [{}, -1, "damage must be at least 0"],
  ])("rejects %j with damage %d", (over, amount, message) => {
    expect(() => spaceOpera.applyDamage(hero(over), amount)).toThrow(message);
  });

  it("rejects a missing state", () => {
    expect(() => spaceOpera.heal(undefined as unknown as OperaHealth, 1)).toThrow("health");
    expect(() => spaceOpera.applyHit(hero(), 0.5)).toThrow("damage");
  });
});

describe("Space Opera seed Healing", () => {
  it.each<[string, Partial<OperaHealth>, number, Partial<OperaHealth>]>([
    ["up to max", { hp: 10 }, 5, { hp: 15 }],
    ["never above max", { hp: 20 }, 5, { hp: 22 }],
    [
      "a dying character healed above 0 is ok",
      { hp: -3, status: "dying" },
      4,
      { hp: 1, status: "ok" },
    ],
    ["healed to 0 is still dying", { hp: -3, status: "dying" }, 3, { hp: 0, status: "dying" }],
    ["the dead stay dead", { hp: -3, status: "dead" }, 30, { hp: -3, status: "dead" }],
    ["the defeated stay defeated", { hp: 5, status: "defeated" }, 3, { hp: 5, status: "defeated" }],
  ])("%s", (_, start, points, expected) => {
    expect(spaceOpera.heal(hero(start), points)).toEqual(hero({ ...start, ...expected }));
  });

  it("seed worked example: a 3rd-level character regains 3 per hour, 6 with medical attention", () => {
    const s = hero({ hp: 5 });
    expect(spaceOpera.heal(s, spaceOpera.healPerHour(3, false)).hp).toBe(8);
    expect(spaceOpera.heal(s, spaceOpera.healPerHour(3, true)).hp).toBe(11);
  });

  it("rejects negative healing", () => {
    expect(() => spaceOpera.heal(hero(), -4)).toThrow("healing must be at least 0");
  });
});

describe("Space Opera health properties", () => {
  const state = fc
    .record({
      maxHp: fc.integer({ min: 1, max: 80 }),
      hp: fc.integer({ min: -40, max: 80 }),
      mook: fc.boolean(),
      status: fc.constantFrom("ok", "dying", "dead", "defeated" as const),
    })
    .map((r): OperaHealth => ({ ...r, hp: Math.min(r.hp, r.maxHp) }));

  it("property: damage never raises health", () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 0, max: 100 }), (s, amount) => {
        expect(spaceOpera.applyDamage(s, amount).hp).toBeLessThanOrEqual(s.hp);
      }),
    );
  });

  it("property: heal never exceeds max and never lowers health", () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 0, max: 100 }), (s, points) => {
        const after = spaceOpera.heal(s, points);
        expect(after.hp).toBeLessThanOrEqual(s.maxHp);
        expect(after.hp).toBeGreaterThanOrEqual(s.hp);
      }),
    );
  });
});

describe("Space Opera health: the guards and a zero hit", () => {
  it("a missing state is named in the error", () => {
    expect(() => spaceOpera.applyDamage(null as unknown as OperaHealth, 1)).toThrow(
      "health must be an object",
    );
  });

  it("0 damage changes nothing, not even for a mook", () => {
    const mook = hero({ hp: 5, maxHp: 5, mook: true });
    expect(spaceOpera.applyDamage(mook, 0)).toEqual(mook);
  });
});
