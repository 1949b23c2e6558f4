import { describe, expect, it } from "vitest";
import { m20 } from "../../../src/rules/index.js";
import type { ForcePower, ForcePowerId } from "../../../src/rules/m20/index.js";

const P = m20.FORCE_POWERS;
const target = (over: {
  physical?: number;
  force?: number;
  str?: number;
  dex?: number;
  mnd?: number;
}) => ({
  skills: { physical: over.physical ?? 0, force: over.force ?? 0 },
  statBonuses: { str: over.str ?? 0, dex: over.dex ?? 0, mnd: over.mnd ?? 0 },
});

describe("m20 seed The Force: who may use it", () => {
  it.each([
    [{ knight: true, droid: false }, { ok: true }],
    [
      { knight: false, droid: false },
      { ok: false, reason: "notKnight" },
    ],
    [
      { knight: false, droid: true },
      { ok: false, reason: "droid" },
    ],
    [
      { knight: true, droid: true },
      { ok: false, reason: "droid" },
    ],
  ])("only Knights use powers; droids have no Force rank: %j", (a, result) => {
    expect(m20.canUseForce(a)).toEqual(result);
  });

  it("rejects non-boolean flags", () => {
    expect(() => m20.canUseForce({ knight: 1 as unknown as boolean, droid: false })).toThrow(
      "knight",
    );
    expect(() => m20.canUseForce({ knight: true, droid: null as unknown as boolean })).toThrow(
      "droid",
    );
  });
});

describe("m20 seed The Force: cost 4 HP (2 with Affinity) in combat, +1 per extra target; −2 per extra target", () => {
  it.each([
    [{ targets: 1, inCombat: true }, 4],
    [{ targets: 1, inCombat: true, affinity: true }, 2],
    [{ targets: 5, inCombat: true }, 8],
    [{ targets: 3, inCombat: true, affinity: true }, 4],
    [{ targets: 1, inCombat: false }, 0],
    [{ targets: 5, inCombat: false }, 0],
  ])("cost %j → %d HP", (a, cost) => {
    expect(m20.forceCost(a)).toBe(cost);
  });

  it.each([
    [1, 0],
    [2, -2],
    [5, -8],
  ])("%d targets → %d on each check", (targets, penalty) => {
    expect(m20.forcePenalty(targets)).toBe(penalty);
  });

  it("seed example: Force Push on five battle droids → −8 on each check, 8 HP", () => {
    expect(m20.forcePenalty(5)).toBe(-8);
    expect(m20.forceCost({ targets: 5, inCombat: true })).toBe(8);
    expect(m20.forceCheckBonus({ forceRank: 5, statBonus: 2, targets: 5 })).toBe(-1);
    expect(P.push.multiTarget).toBe(true);
  });

  it("check = d20 + Force rank + stat bonus + penalty + other", () => {
    expect(m20.forceCheckBonus({ forceRank: 7, statBonus: 2, targets: 1 })).toBe(9);
    expect(m20.forceCheckBonus({ forceRank: 3, statBonus: 1, targets: 2, other: 1 })).toBe(3);
  });

  it.each([
    [() => m20.forcePenalty(0), "targets must be at least 1"],
    [() => m20.forceCost({ targets: 1.5, inCombat: true }), "targets"],
    [() => m20.forceCost({ targets: 1, inCombat: "y" as unknown as boolean }), "inCombat"],
    [
      () => m20.forceCost({ targets: 1, inCombat: true, affinity: 0 as unknown as boolean }),
      "affinity",
    ],
    [() => m20.forceCheckBonus({ forceRank: -1, statBonus: 0, targets: 1 }), "power skill rank"],
    [() => m20.forceCheckBonus({ forceRank: 1, statBonus: 0.5, targets: 1 }), "stat bonus"],
    [() => m20.forceCheckBonus({ forceRank: 1, statBonus: 0, targets: 1, other: NaN }), "other"],
  ])("rejects bad input %#", (fn, message) => {
    expect(fn).toThrow(message);
  });
});

describe("m20 seed Battlemind: +1 to attack, damage and AC per 10 points of the check", () => {
  it("seed example: 7th-level Knight, +2 MND, rolls 10 → total 19 → +1; rolls 11 → total 20 → +2", () => {
    const bonus = m20.forceCheckBonus({ forceRank: 7, statBonus: 2, targets: 1 });
    expect(10 + bonus).toBe(19);
    expect(m20.battlemindBonus(10 + bonus)).toBe(1);
    expect(11 + bonus).toBe(20);
    expect(m20.battlemindBonus(11 + bonus)).toBe(2);
    expect(m20.forceCost({ targets: 1, inCombat: true })).toBe(4);
  });

  it.each([
    [9, 0],
    [0, 0],
    [-3, 0],
    [29, 2],
    [30, 3],
  ])("total %d → +%d", (total, bonus) => {
    expect(m20.battlemindBonus(total)).toBe(bonus);
  });

  it("rejects a non-integer total", () => {
    expect(() => m20.battlemindBonus(19.5)).toThrow("check total");
  });
});

describe("m20 seed Negate Energy: DC = the energy damage taken", () => {
  it.each([
    [{ checkTotal: 12, damage: 12 }, true],
    [{ checkTotal: 11, damage: 12 }, false],
    [{ checkTotal: 5, damage: 0 }, true],
  ])("%j → negated %s", (a, negated) => {
    expect(m20.negateEnergy(a)).toEqual({ negated });
  });

  it("has no multi-target penalty and a DC rather than a resister", () => {
    expect(P.negateEnergy.multiTarget).toBe(false);
    expect(P.negateEnergy.resist).toBe("dc");
    expect(() => m20.negateEnergy({ checkTotal: 1, damage: -1 })).toThrow("damage");
    expect(() => m20.negateEnergy({ checkTotal: 1.5, damage: 1 })).toThrow("check total");
  });
});

describe("m20 the ten Force powers as data", () => {
  it("lists the ten powers in order", () => {
    expect(m20.FORCE_POWER_IDS).toEqual([
      "push",
      "surge",
      "battlemind",
      "negateEnergy",
      "grip",
      "lightning",
      "stunDroid",
      "mindTrick",
      "farseeing",
      "telepathy",
    ]);
    expect(Object.keys(P)).toEqual(m20.FORCE_POWER_IDS);
    for (const id of m20.FORCE_POWER_IDS) expect(P[id].id).toBe(id);
  });

  it.each<[ForcePowerId, ForcePower["resist"], ForcePower["damage"], ForcePower["effect"]]>([
    [
      "push",
      [{ skill: "physical", stats: ["str", "dex"] }],
      { die: "1d4", perLevel: true, type: "kinetic" },
      "prone",
    ],
    ["surge", "dc", null, "surge"],
    ["battlemind", "none", null, "battlemind"],
    ["negateEnergy", "dc", null, "negateEnergy"],
    [
      "grip",
      [{ skill: "physical", stats: ["str"] }],
      { die: "1d6", perLevel: true, type: "kinetic" },
      "damage",
    ],
    [
      "lightning",
      [
        { skill: "physical", stats: ["dex"] },
        { skill: "force", stats: ["mnd"] },
      ],
      { die: "1d6", perLevel: true, type: "energy" },
      "damage",
    ],
    ["stunDroid", [{ skill: "physical", stats: ["dex", "str"] }], null, "shutDownDroid"],
    ["mindTrick", [{ skill: "force", stats: ["mnd"] }], null, "mindTrick"],
    ["farseeing", "dc", null, "farseeing"],
    ["telepathy", "dc", null, "telepathy"],
  ])("seed %s: resisted by %j, damage %j, effect %s", (id, resist, damage, effect) => {
    expect(P[id].resist).toEqual(resist);
    expect(P[id].damage).toEqual(damage);
    expect(P[id].effect).toBe(effect);
  });

  it("seed Force Push: prone is −4 AC", () => {
    expect(m20.PRONE_AC_PENALTY).toBe(-4);
  });
});

describe("m20 resistBonus: skill rank + best stat; the best option", () => {
  it.each<[ForcePowerId, Parameters<typeof target>[0], number]>([
    ["push", { physical: 3, str: 1, dex: 2 }, 5],
    ["push", { physical: 3, str: 4, dex: -1 }, 7],
    ["grip", { physical: 2, str: -1, dex: 4 }, 1],
    ["lightning", { physical: 2, dex: 1, force: 5, mnd: 2 }, 7],
    ["lightning", { physical: 6, dex: 3, force: 1, mnd: 0 }, 9],
    ["stunDroid", { physical: 1, str: 3, dex: 0 }, 4],
    ["mindTrick", { physical: 9, force: 2, mnd: -1 }, 1],
  ])("%s against %j → %d", (id, t, bonus) => {
    expect(m20.resistBonus(P[id], target(t))).toBe(bonus);
  });

  it.each<ForcePowerId>(["surge", "battlemind", "negateEnergy", "farseeing", "telepathy"])(
    "%s is not resisted by a check",
    (id) => {
      expect(() => m20.resistBonus(P[id], target({}))).toThrow("is not resisted by a check");
    },
  );

  it("rejects bad target numbers", () => {
    expect(() => m20.resistBonus(P.push, target({ physical: -1 }))).toThrow("skills.physical");
    expect(() => m20.resistBonus(P.push, target({ mnd: 0.5 }))).toThrow("statBonuses.mnd");
  });
});

describe("m20 Force power damage: dice per Knight level", () => {
  it.each<[ForcePowerId, number, string | null]>([
    ["push", 7, "7d4"],
    ["grip", 3, "3d6"],
    ["lightning", 10, "10d6"],
    ["stunDroid", 5, null],
    ["battlemind", 5, null],
  ])("%s at level %d → %j", (id, level, formula) => {
    expect(m20.forcePowerDamageFormula(P[id], level)).toBe(formula);
  });

  it("rejects a bad level", () => {
    expect(() => m20.forcePowerDamageFormula(P.push, 0)).toThrow("level must be at least 1");
    expect(() => m20.forcePowerDamageFormula(P.push, 101)).toThrow("at most 100 per group");
  });
});

describe("seed 000 line 25: droids have no Force rank (effectiveRanks)", () => {
  it("zeroes a droid's Force rank only, and leaves the stored ranks as typed", () => {
    const stored = { force: 5, physical: 2 };
    expect(m20.effectiveRanks(stored, true)).toEqual({ force: 0, physical: 2 });
    expect(m20.effectiveRanks(stored, false)).toEqual({ force: 5, physical: 2 });
    expect(stored).toEqual({ force: 5, physical: 2 });
  });

  it("adds no Force rank where none was stored", () => {
    expect(m20.effectiveRanks({ physical: 3 }, true)).toEqual({ physical: 3 });
  });
});
