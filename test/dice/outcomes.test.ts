import { describe, expect, it } from "vitest";
import { isD20Ruleset, type D20RulesetId } from "../../src/rulesets/index.js";
import { starWorlds } from "../../src/rules/index.js";
import { attackResult, d20Checks, d20Outcome } from "../../src/dice/outcomes.js";

describe("isD20Ruleset and d20Checks", () => {
  it.each([
    ["m20", true],
    ["spaceOpera", true],
    ["starWorlds", false],
  ] as const)("%s rolls a d20: %s", (ruleset, d20) => {
    expect(isD20Ruleset(ruleset)).toBe(d20);
  });

  it("gives a d20 ruleset's check rules and refuses Star Worlds, which rolls 2d6", () => {
    expect(d20Checks("m20").kind).toBe("d20");
    expect(() => d20Checks("starWorlds" as D20RulesetId)).toThrow(/does not roll a d20/);
  });
});

describe("attackResult", () => {
  it.each([
    ["m20", { natural: 20, total: 5, ac: 30 }, "critical"],
    ["spaceOpera", { natural: 20, total: 5, ac: 30 }, "critical"],
    ["m20", { natural: 12, total: 15, ac: 15 }, "hit"],
    ["m20", { natural: 12, total: 14, ac: 15 }, "miss"],
    // A natural 1 has no special rule in m20; in Space Opera it always misses.
    ["m20", { natural: 1, total: 25, ac: 15 }, "hit"],
    ["spaceOpera", { natural: 1, total: 25, ac: 15 }, "miss"],
  ] as const)("%s %o → %s", (ruleset, roll, outcome) => {
    expect(attackResult(ruleset, roll)).toBe(outcome);
  });
});

describe("d20Outcome", () => {
  it("has no outcome without a target number", () => {
    expect(d20Outcome("m20", "check", { natural: 20, total: 30, target: null })).toBeNull();
  });

  it("a check or a power meets its DC on an equal total, and a natural 20 does not crit", () => {
    expect(d20Outcome("m20", "check", { natural: 10, total: 15, target: 15 })).toBe("success");
    expect(d20Outcome("spaceOpera", "power", { natural: 20, total: 14, target: 15 })).toBe(
      "failure",
    );
  });

  it("an attack reads its target as the AC", () => {
    expect(d20Outcome("spaceOpera", "attack", { natural: 20, total: 3, target: 18 })).toBe(
      "critical",
    );
    expect(d20Outcome("m20", "attack", { natural: 9, total: 17, target: 18 })).toBe("miss");
  });

  it("a dying check survives on 20 or more (Space Opera's DC 20)", () => {
    expect(d20Outcome("spaceOpera", "dying", { natural: 15, total: 20, target: 20 })).toBe(
      "success",
    );
    expect(d20Outcome("spaceOpera", "dying", { natural: 15, total: 19, target: 20 })).toBe(
      "failure",
    );
  });
});

describe("a Star Worlds band (the cards and rolls read starWorlds.outcome itself)", () => {
  it("reads a 2d6 + attribute total through the Star Worlds outcome table", () => {
    expect(starWorlds.outcome(2, { skilled: false })).toBe("failure");
    expect(["success", "critical"]).toContain(starWorlds.outcome(14, { skilled: true }));
  });
});
