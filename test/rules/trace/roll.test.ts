// A rolled total as its terms (roll.ts): the dice's faces, then the bonus term by term when the terms
// add up to the formula's plain numbers, else one term of the formula.
import { describe, expect, it } from "vitest";
import {
  opposedRollRule,
  rolledTotalTrace,
  splitFormula,
  termsAddUpTo,
  term,
} from "../../../src/rules/trace/trace.js";

describe("a rolled total's terms", () => {
  it("splits a formula into its dice and its plain numbers", () => {
    expect(splitFormula("1d20+3+2")).toEqual({ dice: "1d20", flat: 5 });
    expect(splitFormula("2d8+2+2d8+2")).toEqual({ dice: "2d8+2d8", flat: 4 });
    expect(splitFormula("1d4-2")).toEqual({ dice: "1d4", flat: -2 });
  });

  it("the d20's face, then each bonus term", () => {
    const bonus = [term("levelAttack", 3, "level"), term("statBonus", 2, "stat", "str")];
    const t = rolledTotalTrace("attackRoll", { formula: "1d20+5", total: 17, bonus });
    expect(t.terms.map((x) => [x.label, x.value, x.source.kind])).toEqual([
      ["roll", 12, "roll"],
      ["levelAttack", 3, "level"],
      ["statBonus", 2, "stat"],
    ]);
    expect(t.value).toBe(17);
  });

  it("terms that do not add up to the formula's numbers are one term of the formula", () => {
    const t = rolledTotalTrace("checkRoll", {
      formula: "1d20+5",
      total: 17,
      bonus: [term("statBonus", 9, "stat", "str")],
    });
    expect(t.terms.map((x) => [x.label, x.value])).toEqual([
      ["roll", 12],
      ["formulaBonus", 5],
    ]);
    expect(termsAddUpTo(t.terms, 17)).toBe(true);
  });

  it("no plain numbers: the dice alone", () => {
    const t = rolledTotalTrace("damageRoll", { formula: "3d6", total: 11, bonus: [] });
    expect(t.terms).toHaveLength(1);
    expect(t.value).toBe(11);
  });
});

describe("opposedRollRule", () => {
  it("Star Worlds' opposed rolls follow its 2d6 roll; the d20 rulesets' a check", () => {
    expect(opposedRollRule("starWorlds")).toBe("worldsRoll");
    expect(opposedRollRule("m20")).toBe("checkRoll");
    expect(opposedRollRule("spaceOpera")).toBe("checkRoll");
  });
});
