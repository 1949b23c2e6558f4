// Star Worlds chases: 2d6 + Daring, ties rolled again, 10 ft × Speed (the armor's on foot, the
// vehicle's when driving).
import { describe, expect, it } from "vitest";
import { worldsChaseRules } from "../../../src/rulesets/star-worlds/chase.js";
import type { ChaseSubject } from "../../../src/rulesets/chase.js";

const ace: ChaseSubject = {
  type: "worldsCharacter",
  system: {
    speed: 3,
    attributes: { menace: 0, daring: 2, guile: 0, acuity: 0, presence: 0, spirit: 0 },
  },
};

describe("worldsChaseRules", () => {
  it("on foot: 2d6 + Daring, 10 ft per Speed", () => {
    expect(worldsChaseRules.profile(ace, null)).toEqual({
      formula: "2d6+2",
      dice: "2d6",
      bonus: 2,
      trace: {
        value: 2,
        rule: "chaseCheck",
        terms: [{ label: "attribute", value: 2, source: { kind: "stat", name: "daring" } }],
      },
      ruleset: "starWorlds",
      movement: 30,
    });
  });

  it("driving: the vehicle's Speed", () => {
    expect(worldsChaseRules.profile(ace, { name: "Swoop", speed: 6 }).movement).toBe(60);
  });

  it("ties rolled again; a d20 runner is a wiring error", () => {
    expect(worldsChaseRules.ties).toBe("reroll");
    const kara: ChaseSubject = {
      type: "m20Character",
      system: { skills: {}, bonuses: { dex: 0 }, movement: 30 },
    };
    expect(() => worldsChaseRules.profile(kara, null)).toThrow("Star Worlds chase");
  });
});
