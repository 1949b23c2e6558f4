import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { starWorlds } from "../../../src/rules/index.js";

describe("Star Worlds rolls as Holocron plays them", () => {
  it.each([
    ["melee", "menace"],
    ["ranged", "daring"],
    ["thrown", "daring"],
  ] as const)("a %s attack starts on %s", (kind, attribute) => {
    expect(starWorlds.attackAttribute(kind)).toBe(attribute);
  });

  it("rejects an unknown attack kind", () => {
    expect(() => starWorlds.attackAttribute("psychic" as "melee")).toThrow(/attack kind/);
  });

  it("a skill check starts on Menace", () => {
    expect(starWorlds.SKILL_ATTRIBUTE).toBe("menace");
  });

  it.each([
    ["1d6", 0, "1d6"],
    ["1d6", -1, "1d6"],
    ["1d6", 1, "1d6+1d6"],
    ["2d6+1", 2, "2d6+1+2d6"],
  ])("weapon damage %s with %i extra dice → %s", (base, extra, formula) => {
    expect(starWorlds.weaponDamageFormula(base, extra)).toBe(formula);
  });

  it("rejects fractional extra dice", () => {
    expect(() => starWorlds.weaponDamageFormula("1d6", 1.5)).toThrow(/extra damage dice/);
  });

  it.each([
    [5, 9, "reroll"],
    [9, 5, "first"],
    [7, 7, "first"],
  ] as const)("first %i, reroll %i → keeps the %s", (first, reroll, kept) => {
    expect(starWorlds.keptReroll(first, reroll)).toBe(kept);
  });

  it("the kept total is always the better one", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 40 }), fc.integer({ min: -20, max: 40 }), (a, b) => {
        const kept = starWorlds.keptReroll(a, b) === "reroll" ? b : a;
        expect(kept).toBe(Math.max(a, b));
      }),
    );
  });

  it("rejects non-integer totals", () => {
    expect(() => starWorlds.keptReroll(1.5, 2)).toThrow(/first total/);
    expect(() => starWorlds.keptReroll(1, Number.NaN)).toThrow(/reroll total/);
  });
});

describe("attackBonusTrace: the attribute an attack's kind starts on", () => {
  const attributes = { menace: 1, daring: 2, guile: 0, acuity: -1, presence: 1, spirit: 3 };
  it.each([
    ["melee", "menace", 1],
    ["ranged", "daring", 2],
    ["thrown", "daring", 2],
  ] as const)("%s: %s %i", (kind, id, value) => {
    const t = starWorlds.attackBonusTrace(kind, attributes);
    expect(t.value).toBe(value);
    expect(t.terms).toEqual([{ label: "attribute", value, source: { kind: "stat", name: id } }]);
  });
});
