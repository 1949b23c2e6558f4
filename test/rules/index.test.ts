import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules/index.js";

describe("rules index (rules-api.md namespaces)", () => {
  it.each(["dice", "m20", "spaceOpera", "starWorlds", "d20"] as const)(
    "exports the %s namespace",
    (name) => {
      expect(typeof rules[name]).toBe("object");
    },
  );

  it.each([
    ["dice", ["pmf", "probability", "opposedChance", "parseFormula", "formatFormula"]],
    [
      "m20",
      [
        "statBonus",
        "attackOutcome",
        "hitChance",
        "initiativeOrder",
        "opposedWinner",
        "healPerHour",
        "fallingDice",
        "hazardBonus",
        "landLightlyDC",
        "halfRoundedUp",
        "exposureDC",
        "maxHp",
        "applyDamage",
        "heal",
        "secondWind",
        "forceCost",
        "forcePenalty",
        "battlemindBonus",
      ],
    ],
    [
      "spaceOpera",
      [
        "statBonus",
        "attackOutcome",
        "hitChance",
        "initiativeOrder",
        "opposedWinner",
        "healPerHour",
        "fallingDice",
        "hazardBonus",
        "landLightlyDC",
        "halfRoundedUp",
        "exposureDC",
        "maxHp",
        "applyDamage",
        "heal",
        "dyingCheck",
        "dyingSurvivalChance",
        "chaseBonus",
        "chaseRound",
      ],
    ],
    [
      "starWorlds",
      [
        "outcome",
        "outcomeChances",
        "attributeFromRoll",
        "maxVitality",
        "applyDamage",
        "recover",
        "opposedWinner",
        "turnOrder",
        "levelForHeroPointsSpent",
        "levelGains",
      ],
    ],
  ] as const)("%s has every function rules-api.md names", (ns, names) => {
    const namespace = rules[ns] as Record<string, unknown>;
    for (const name of names) expect(typeof namespace[name], `${ns}.${name}`).toBe("function");
  });

  it("exposes the constants rules-api.md names", () => {
    expect(rules.spaceOpera.secondWindFormula).toBe("2d6+2");
    expect(rules.starWorlds.maxHeroPoints).toBe(12);
  });
});
