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
      // An NPC's typed Speed 3, its 10 ft per point (chaseMovementTrace).
      movementTrace: {
        value: 30,
        rule: "chaseMovement",
        terms: [{ label: "typed", value: 30, source: { kind: "override" } }],
      },
    });
  });

  it("a character's movement: its Speed's terms (the slowest armor), 10 ft per point", () => {
    const speed = {
      value: 3,
      rule: "speed" as const,
      terms: [
        { label: "slowestArmor", value: 3, source: { kind: "item" as const, name: "Scout armor" } },
      ],
    };
    const character: ChaseSubject = {
      ...ace,
      type: "worldsCharacter",
      system: { ...ace.system, traces: { speed } },
    };
    expect(worldsChaseRules.profile(character, null).movementTrace?.terms).toEqual([
      { label: "slowestArmor", value: 30, source: { kind: "item", name: "Scout armor" } },
    ]);
  });

  it("driving: the vehicle's Speed", () => {
    const driving = worldsChaseRules.profile(ace, { name: "Swoop", speed: 6 });
    expect(driving.movement).toBe(60);
    expect(driving.movementTrace?.terms).toEqual([
      { label: "vehicleSpeed", value: 60, source: { kind: "gm", name: "Swoop" } },
    ]);
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
