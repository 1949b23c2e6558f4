import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { d20, dice, m20, spaceOpera } from "../../../src/rules/index.js";

describe("d20 core attack bonus: seed Melee STR + attack bonus, Ranged DEX + attack bonus (throwing too)", () => {
  it.each([
    ["melee", 3, 5, 2, 0, 5],
    ["ranged", 3, 5, 2, 0, 7],
    ["thrown", 3, 5, 2, 1, 8],
    ["melee", -1, 2, 4, -2, 1],
  ] as const)(
    "%s with STR %d, DEX %d, attack %d, other %d → %d",
    (kind, str, dex, atk, other, t) => {
      expect(
        d20.attackTotalBonus({ kind, strBonus: str, dexBonus: dex, attackBonus: atk, other }),
      ).toBe(t);
    },
  );

  it("other modifiers are optional", () => {
    expect(d20.attackTotalBonus({ kind: "ranged", strBonus: 4, dexBonus: 1, attackBonus: 3 })).toBe(
      4,
    );
  });

  it("rejects bad attack inputs", () => {
    const ok = { kind: "melee" as const, strBonus: 0, dexBonus: 0, attackBonus: 1 };
    expect(() => d20.attackTotalBonus({ ...ok, kind: "magic" as "melee" })).toThrow("attack kind");
    expect(() => d20.attackTotalBonus({ ...ok, strBonus: 0.5 })).toThrow("STR bonus");
    expect(() => d20.attackTotalBonus({ ...ok, dexBonus: NaN })).toThrow("DEX bonus");
    expect(() => d20.attackTotalBonus({ ...ok, attackBonus: 1.5 })).toThrow("attack bonus");
    expect(() => d20.attackTotalBonus({ ...ok, other: 1.5 })).toThrow("other modifier");
  });
});

describe("d20 core damage: seed Add your STR bonus to damage (melee only)", () => {
  it.each([
    ["1d6", "melee", 2, 0, "1d6+2"],
    ["1d6", "ranged", 2, 0, "1d6"],
    ["1d8+1", "thrown", 3, 0, "1d8+1"],
    ["2d6", "melee", -1, 0, "2d6-1"],
    ["1d4+1", "melee", -1, 0, "1d4"],
    ["3d6", "ranged", 0, 2, "3d6+2"],
    ["d10 + 1", "melee", 1, 1, "1d10+3"],
  ] as const)("%j %s with STR %d, other %d → %j", (base, kind, strBonus, other, formula) => {
    expect(d20.damageFormula({ base, kind, strBonus, other })).toBe(formula);
  });

  it("seed Natural 20: the critical formula rolls the whole damage twice", () => {
    const f = m20.damageFormula({ base: "2d8", kind: "melee", strBonus: 2 });
    expect(f).toBe("2d8+2");
    expect(m20.criticalFormula(f)).toBe("2d8+2+2d8+2");
    expect(spaceOpera.criticalFormula("1d6")).toBe("1d6+1d6");
  });

  it("rejects a bad base or modifiers", () => {
    expect(() => d20.damageFormula({ base: "2d0", kind: "melee", strBonus: 0 })).toThrow(
      "Invalid dice formula",
    );
    expect(() => d20.damageFormula({ base: "1d6", kind: "laser" as "melee", strBonus: 0 })).toThrow(
      "attack kind",
    );
    expect(() => d20.damageFormula({ base: "1d6", kind: "melee", strBonus: 0.5 })).toThrow(
      "STR bonus",
    );
    expect(() =>
      d20.damageFormula({ base: "1d6", kind: "melee", strBonus: 0, other: 0.5 }),
    ).toThrow("other modifier");
  });
});

describe("attack outcome: seed Natural 20 always hits and is a critical; hit when total ≥ AC", () => {
  it.each([
    [
      { natural: 20, total: 21, ac: 30 },
      { hit: true, critical: true },
    ],
    [
      { natural: 19, total: 25, ac: 25 },
      { hit: true, critical: false },
    ],
    [
      { natural: 19, total: 24, ac: 25 },
      { hit: false, critical: false },
    ],
    [
      { natural: 10, total: 15, ac: 15 },
      { hit: true, critical: false },
    ],
  ])("both rulesets: %j → %j", (r, result) => {
    expect(m20.attackOutcome(r)).toEqual(result);
    expect(spaceOpera.attackOutcome(r)).toEqual(result);
  });

  it("m20: a natural 1 has no special rule; Space Opera seed: natural 1 automatically misses", () => {
    const r = { natural: 1, total: 31, ac: 15 };
    expect(m20.attackOutcome(r)).toEqual({ hit: true, critical: false });
    expect(spaceOpera.attackOutcome(r)).toEqual({ hit: false, critical: false });
    expect(d20.attackOutcome(r, { naturalOneMisses: true }).hit).toBe(false);
  });

  it.each([
    [{ natural: 0, total: 5, ac: 10 }, "natural d20 roll must be between 1 and 20"],
    [{ natural: 21, total: 5, ac: 10 }, "natural d20 roll"],
    [{ natural: 5, total: 5.5, ac: 10 }, "attack total"],
    [{ natural: 5, total: 5, ac: NaN }, "AC"],
  ])("rejects %j", (r, message) => {
    expect(() => m20.attackOutcome(r)).toThrow(message);
  });
});

describe("hit chance: exact, count of hitting naturals / 20", () => {
  it.each([
    [5, 15, 11 / 20, 11 / 20],
    [0, 10, 11 / 20, 11 / 20],
    [20, 15, 20 / 20, 19 / 20],
    [14, 15, 20 / 20, 19 / 20],
    [13, 15, 19 / 20, 19 / 20],
    [-10, 30, 1 / 20, 1 / 20],
    [0, 21, 1 / 20, 1 / 20],
  ])("bonus %d vs AC %d: m20 %d, Space Opera %d", (bonus, ac, m, so) => {
    expect(m20.hitChance({ bonus, ac })).toBe(m);
    expect(spaceOpera.hitChance({ bonus, ac })).toBe(so);
  });

  it("agrees with dice.probability over 1d20", () => {
    for (let bonus = -5; bonus <= 25; bonus += 3) {
      const natural20 = (t: number) => t - bonus === 20;
      expect(m20.hitChance({ bonus, ac: 18 })).toBe(
        dice.probability(`1d20`, (n) => natural20(n + bonus) || n + bonus >= 18),
      );
    }
  });

  it("rejects bad inputs", () => {
    expect(() => m20.hitChance({ bonus: 0.5, ac: 10 })).toThrow("attack bonus");
    expect(() => spaceOpera.hitChance({ bonus: 0, ac: 1.5 })).toThrow("AC");
  });

  it("property: hit chance never falls as the bonus rises, and stays within [1/20, 1]", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: -10, max: 50 }),
        (bonus, step, ac) => {
          for (const rules of [m20, spaceOpera]) {
            const low = rules.hitChance({ bonus, ac });
            const high = rules.hitChance({ bonus: bonus + step, ac });
            expect(high).toBeGreaterThanOrEqual(low);
            expect(low).toBeGreaterThanOrEqual(1 / 20);
            expect(high).toBeLessThanOrEqual(1);
          }
          expect(spaceOpera.hitChance({ bonus, ac })).toBeLessThanOrEqual(19 / 20);
        },
      ),
    );
  });
});

describe("d20 core attack stat (rulings: melee STR, ranged and thrown DEX)", () => {
  it.each([
    ["melee", "str"],
    ["ranged", "dex"],
    ["thrown", "dex"],
  ] as const)("a %s attack adds %s", (kind, stat) => {
    expect(d20.attackStat(kind)).toBe(stat);
  });

  it("rejects an unknown attack kind", () => {
    expect(() => d20.attackStat("psychic" as "melee")).toThrow(/attack kind/);
  });
});
