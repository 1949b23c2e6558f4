import { describe, expect, it } from "vitest";
import {
  checkChoices,
  hazardDetail,
  hazardFormula,
  hazardSpec,
  plannedCheck,
  type HazardRequest,
} from "../../../src/applications/gm/hazard-plan.js";
import { creatures } from "./fixtures.js";

const [kara, tal] = creatures as [(typeof creatures)[0], (typeof creatures)[0]];
const fall = (over: Partial<Extract<HazardRequest, { kind: "falling" }>> = {}): HazardRequest => ({
  kind: "falling",
  feet: 40,
  intoHazard: false,
  surge: null,
  surgeDc: 15,
  ...over,
});

describe("what each creature rolls against a hazard", () => {
  it("seed 000 line 16: landing lightly is DEX + Physical against DC = feet fallen", () => {
    expect(plannedCheck(fall(), kara, "roll")).toEqual({
      label: "HOLOCRON.Hazard.Check.landLightly",
      bonus: 5,
      dc: 40,
      chance: 0,
    });
    expect(plannedCheck(fall({ feet: 20 }), kara, "roll")).toMatchObject({
      bonus: 5,
      dc: 20,
      chance: 0.3,
    });
  });

  it("rulings: Force Surge is Force + MND against the GM's DC, only for power users, only when allowed", () => {
    expect(checkChoices(fall({ surge: "half" }), kara)).toEqual(["roll", "surge", "none"]);
    expect(checkChoices(fall({ surge: "half" }), tal)).toEqual(["roll", "none"]);
    expect(checkChoices(fall(), kara)).toEqual(["roll", "none"]);
    expect(plannedCheck(fall({ surge: "negate", surgeDc: 12 }), kara, "surge")).toMatchObject({
      label: "HOLOCRON.Hazard.Check.surge",
      bonus: 6,
      dc: 12,
    });
    // A surge the request or the creature cannot make is no check at all.
    expect(plannedCheck(fall(), kara, "surge")).toBeNull();
    expect(plannedCheck(fall({ surge: "half" }), tal, "surge")).toBeNull();
  });

  it("seed 000 lines 18–19: poison and heat or cold are STR + Physical", () => {
    const poison: HazardRequest = { kind: "poison", formula: "2d6", save: "half", dc: 14 };
    expect(plannedCheck(poison, tal, "roll")).toMatchObject({ bonus: 3, dc: 14, chance: 0.5 });
    // DC 15 + 1 per previous check: Tal has made two.
    expect(plannedCheck({ kind: "exposure" }, tal, "roll")).toMatchObject({ bonus: 3, dc: 17 });
    expect(plannedCheck({ kind: "exposure" }, tal, "none")).toBeNull();
  });

  it("plain damage and healing, and creatures of a ruleset without these checks, roll none", () => {
    expect(checkChoices({ kind: "damage", formula: "7", half: false }, kara)).toEqual(["none"]);
    expect(checkChoices({ kind: "heal", formula: "7" }, kara)).toEqual(["none"]);
    const worlds = { ...kara, d20: null };
    expect(checkChoices(fall(), worlds)).toEqual(["none"]);
    expect(plannedCheck(fall(), worlds, "roll")).toBeNull();
  });

  it("the formula each creature rolls", () => {
    expect(hazardFormula(fall({ feet: 35 }))).toBe("3d6");
    expect(hazardFormula(fall({ feet: 35, intoHazard: true }))).toBe("3d6+3");
    expect(hazardFormula({ kind: "exposure" })).toBe("1d6");
    expect(hazardFormula({ kind: "damage", formula: " 2d6 + 1 ", half: false })).toBe("2d6+1");
    expect(() => hazardFormula({ kind: "heal", formula: "2d" })).toThrow();
  });

  it("the rules' spec and the card's detail line", () => {
    expect(hazardSpec({ kind: "heal", formula: "3" }, 0)).toEqual({ kind: "damage", half: false });
    expect(hazardSpec({ kind: "exposure" }, 4)).toEqual({ kind: "exposure", previousChecks: 4 });
    expect(hazardDetail(fall({ intoHazard: true }))).toEqual({
      key: "HOLOCRON.Hazard.Detail.fallingHazard",
      data: { feet: "40" },
    });
    expect(hazardDetail({ kind: "poison", formula: "1d6", save: "avoid", dc: 12 })).toEqual({
      key: "HOLOCRON.Hazard.Detail.poison.avoid",
      data: { dc: "12" },
    });
    expect(hazardDetail({ kind: "damage", formula: "4", half: false })).toBeNull();
    expect(hazardDetail({ kind: "damage", formula: "4", half: true })?.key).toBe(
      "HOLOCRON.Hazard.Detail.half",
    );
  });
});
