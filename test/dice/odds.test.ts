import { formatPercent } from "../../src/applications/format.js";
import { describe, expect, it } from "vitest";
import { d20, m20, spaceOpera, starWorlds } from "../../src/rules/index.js";
import {
  attackOdds,
  bandOdds,
  checkOdds,
  opposedD20Odds,
  opposedWorldsOdds,
  attackResult,
  d20Outcome,
} from "../../src/dice/outcomes.js";

describe("odds come from the rules API exactly", () => {
  it.each([
    { bonus: 5, ac: 15 },
    { bonus: 0, ac: 30 },
    { bonus: 20, ac: 10 },
    { bonus: -3, ac: 12 },
  ])("attack odds at bonus $bonus vs AC $ac equal hitChance for each ruleset", ({ bonus, ac }) => {
    expect(attackOdds("m20", bonus, ac).hit).toBe(m20.hitChance({ bonus, ac }));
    expect(attackOdds("spaceOpera", bonus, ac).hit).toBe(spaceOpera.hitChance({ bonus, ac }));
    expect(attackOdds("m20", bonus, ac).critical).toBe(1 / 20);
  });

  it("natural 20 always hits; Space Opera's natural 1 always misses", () => {
    expect(attackOdds("m20", 0, 40).hit).toBe(1 / 20);
    expect(attackOdds("m20", 30, 5).hit).toBe(1);
    expect(attackOdds("spaceOpera", 30, 5).hit).toBe(19 / 20);
  });

  it("check odds: d20 + bonus ≥ DC, no natural rule", () => {
    expect(checkOdds(5, 15)).toBe(d20.checkChance({ bonus: 5, dc: 15 }));
    expect(checkOdds(0, 25)).toBe(0);
    expect(checkOdds(10, 5)).toBe(1);
  });

  it("opposed odds: d20 ties to the resister, Star Worlds ties rerolled", () => {
    expect(opposedD20Odds(2, 1)).toBe(d20.opposedCheckChance({ actorBonus: 2, resisterBonus: 1 }));
    expect(opposedD20Odds(0, 0)).toBe(190 / 400);
    expect(opposedWorldsOdds(1, 1)).toBeCloseTo(0.5, 12);
    expect(opposedWorldsOdds(2, 0)).toBe(
      starWorlds.opposedChance({ attribute: 2, otherAttribute: 0 }),
    );
  });

  it.each([true, false])(
    "Star Worlds bands (skilled %s) are the rules' exact chances",
    (skilled) => {
      const rows = bandOdds(1, skilled);
      const exact = starWorlds.outcomeChances(1, { skilled });
      expect(rows.map((r) => r.band)).toEqual(
        skilled
          ? ["closeCall", "problem", "success", "critical"]
          : ["failure", "problem", "success", "critical"],
      );
      for (const row of rows) expect(row.chance).toBe(exact[row.band]);
      expect(rows.reduce((s, r) => s + r.chance, 0)).toBeCloseTo(1, 12);
    },
  );

  it.each([
    [0.55, "55%"],
    [1 / 12, "8%"],
    [0.475, "48%"],
    [1 / 400, "<1%"],
    [399 / 400, ">99%"],
    [0.05, "5%"],
    [1, "100%"],
    [0, "0%"],
    [11 / 36, "31%"],
  ])("formatPercent(%s) = %s", (p, text) => {
    expect(formatPercent(p)).toBe(text);
  });
});

describe("outcomes", () => {
  it.each([
    { ruleset: "m20", natural: 20, total: 21, ac: 30, out: "critical" },
    { ruleset: "m20", natural: 1, total: 16, ac: 15, out: "hit" },
    { ruleset: "spaceOpera", natural: 1, total: 16, ac: 15, out: "miss" },
    { ruleset: "spaceOpera", natural: 12, total: 15, ac: 15, out: "hit" },
    { ruleset: "m20", natural: 12, total: 14, ac: 15, out: "miss" },
  ] as const)("$ruleset attack natural $natural total $total vs AC $ac → $out", (r) => {
    expect(attackResult(r.ruleset, r)).toBe(r.out);
  });

  it("checks: success at total ≥ DC; no outcome without a DC; dying vs DC 20", () => {
    expect(d20Outcome("m20", "check", { natural: 10, total: 15, target: 15 })).toBe("success");
    expect(d20Outcome("m20", "power", { natural: 10, total: 14, target: 15 })).toBe("failure");
    expect(d20Outcome("m20", "check", { natural: 20, total: 20, target: null })).toBeNull();
    expect(d20Outcome("spaceOpera", "dying", { natural: 17, total: 20, target: 20 })).toBe(
      "success",
    );
    expect(d20Outcome("spaceOpera", "dying", { natural: 16, total: 19, target: 20 })).toBe(
      "failure",
    );
  });

  it.each([
    [6, false, "failure"],
    [6, true, "closeCall"],
    [7, true, "problem"],
    [11, false, "success"],
    [12, false, "critical"],
  ] as const)("Star Worlds total %s (skilled %s) → %s", (total, skilled, band) => {
    expect(starWorlds.outcome(total, { skilled })).toBe(band);
  });
});
