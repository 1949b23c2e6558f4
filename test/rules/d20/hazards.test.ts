import { describe, expect, it } from "vitest";
import { d20, dice, m20, spaceOpera } from "../../../src/rules/index.js";

describe("seed Falling: 1d6 per ten feet fallen", () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [35, 3],
    [100, 10],
    [250, 25],
  ])("%d ft → %dd6", (feet, count) => {
    expect(m20.fallingDice(feet)).toBe(count);
    expect(spaceOpera.fallingDice(feet)).toBe(count);
  });

  it.each([
    [{ feet: 35 }, "3d6"],
    [{ feet: 35, hazard: true }, "3d6+3"],
    [{ feet: 35, hazard: false }, "3d6"],
    [{ feet: 5, hazard: true }, "0"],
    [{ feet: 150, hazard: true }, "15d6+10"],
    [{ feet: 1000 }, "100d6"],
  ])("falling formula %j → %j", (a, formula) => {
    expect(d20.fallingFormula(a)).toBe(formula);
    expect(dice.isValidFormula(formula)).toBe(true);
  });

  it("a fall past the dice limits (over 1,009 ft) is left to the GM", () => {
    expect(() => d20.fallingFormula({ feet: 1010 })).toThrow("at most 100 per group");
  });

  it.each([-10, 3.5, NaN])("rejects %d ft", (feet) => {
    expect(() => m20.fallingDice(feet)).toThrow("feet fallen");
    expect(() => m20.landLightlyDC(feet)).toThrow("feet fallen");
  });

  it("rejects a non-boolean hazard", () => {
    expect(() => d20.fallingFormula({ feet: 10, hazard: 1 as unknown as boolean })).toThrow(
      "hazard",
    );
  });
});

describe("seed Hazards: +1 falling damage per ten feet, max +10", () => {
  it.each([
    [5, 0],
    [10, 1],
    [35, 3],
    [100, 10],
    [200, 10],
  ])("%d ft → +%d", (feet, bonus) => {
    expect(m20.hazardBonus(feet)).toBe(bonus);
    expect(spaceOpera.hazardBonus(feet)).toBe(bonus);
  });
});

describe("seed Landing lightly: DEX + Physical vs DC = feet fallen, half damage rounded up", () => {
  it.each([
    [30, 30],
    [0, 0],
    [55, 55],
  ])("%d ft → DC %d", (feet, dc) => {
    expect(m20.landLightlyDC(feet)).toBe(dc);
  });

  it.each([
    [0, 0],
    [1, 1],
    [7, 4],
    [8, 4],
    [11, 6],
  ])("half of %d rounded up is %d", (n, half) => {
    expect(m20.halfRoundedUp(n)).toBe(half);
    expect(spaceOpera.halfRoundedUp(n)).toBe(half);
  });

  it.each([
    [{ damage: 11, success: true }, 6],
    [{ damage: 11, success: false }, 11],
  ])("landing lightly %j → %d", (a, taken) => {
    expect(d20.landLightlyDamage(a)).toBe(taken);
  });

  it("rejects bad values", () => {
    expect(() => m20.halfRoundedUp(-1)).toThrow("damage");
    expect(() => m20.halfRoundedUp(2.5)).toThrow("damage");
    expect(() => d20.landLightlyDamage({ damage: -1, success: true })).toThrow("damage");
    expect(() =>
      d20.landLightlyDamage({ damage: 1, success: "yes" as unknown as boolean }),
    ).toThrow("success");
  });
});

describe("seed Poison: STR + Physical check to avoid or for half, depending on the poison", () => {
  it.each([
    [{ damage: 9, saved: false, save: "avoid" }, 9],
    [{ damage: 9, saved: true, save: "avoid" }, 0],
    [{ damage: 9, saved: true, save: "half" }, 5],
    [{ damage: 9, saved: false, save: "half" }, 9],
  ] as const)("%j → %d", (a, taken) => {
    expect(d20.poisonDamage(a)).toBe(taken);
  });

  it("rejects bad poison inputs", () => {
    expect(() => d20.poisonDamage({ damage: -1, saved: true, save: "half" })).toThrow("damage");
    expect(() =>
      d20.poisonDamage({ damage: 1, saved: 0 as unknown as boolean, save: "half" }),
    ).toThrow("saved");
    expect(() => d20.poisonDamage({ damage: 1, saved: true, save: "all" as "half" })).toThrow(
      "poison save",
    );
  });
});

describe("seed Extreme Heat or Cold: every 10 minutes, DC 15 + 1 per previous check, 1d6 on a failure", () => {
  it.each([
    [0, 15],
    [1, 16],
    [5, 20],
  ])("%d previous checks → DC %d", (previous, dc) => {
    expect(m20.exposureDC(previous)).toBe(dc);
    expect(spaceOpera.exposureDC(previous)).toBe(dc);
  });

  it("constants", () => {
    expect(d20.EXPOSURE_DAMAGE).toBe("1d6");
    expect(d20.EXPOSURE_INTERVAL_MINUTES).toBe(10);
    expect(m20.EXPOSURE_DAMAGE).toBe("1d6");
  });

  it("rejects a negative count", () => {
    expect(() => m20.exposureDC(-1)).toThrow("previous checks");
  });
});

describe("heat or cold's DC as its trace", () => {
  it("15 and one per check made before: its value is exposureDC's", () => {
    const t = d20.exposureDcTrace(2);
    expect(t.rule).toBe("exposureDc");
    expect(t.terms.map((x) => [x.label, x.value, x.source.kind])).toEqual([
      ["exposureBase", 15, "rule"],
      ["previousChecks", 2, "card"],
    ]);
    expect(t.value).toBe(17);
    expect(() => d20.exposureDcTrace(-1)).toThrow();
  });
});

describe("fallingDiceTrace: a fall's d6, from the feet the GM typed", () => {
  it("is one term, the full 10 ft fallen, from the GM (seed 000 line 16)", () => {
    const t = d20.fallingDiceTrace(45);
    expect(t).toEqual({
      value: 4,
      rule: "fallingDice",
      terms: [{ label: "fallenTens", value: 4, source: { kind: "gm", name: "45 ft" } }],
    });
    expect(`${t.value}d6`).toBe(d20.fallingFormula({ feet: 45 }));
    expect(d20.fallingDiceTrace(9).value).toBe(0);
    expect(() => d20.fallingDiceTrace(-10)).toThrow();
  });
});
