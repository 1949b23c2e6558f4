// The d20 chase check (Space Opera seed, Chases; m20 the same): Physical + DEX on foot, Agility +
// DEX in a vehicle, +1 per full 10 ft of movement over 30; ties change nothing.
import { describe, expect, it } from "vitest";
import {
  d20ChaseRules,
  isWorldsSubject,
  profileOf,
  type ChaseSubject,
} from "../../src/rulesets/chase.js";

const runner = (movement?: number): ChaseSubject => ({
  type: "operaCharacter",
  system: {
    skills: { physical: 2, agility: 4 },
    bonuses: { dex: 1 },
    ...(movement ? { movement } : {}),
  },
});

describe("d20ChaseRules", () => {
  it("on foot: 1d20 + Physical + DEX + the movement bonus (40 ft: +1)", () => {
    expect(d20ChaseRules.profile(runner(40), null)).toEqual({
      formula: "1d20+4",
      dice: "1d20",
      bonus: 4,
      parts: [
        { label: "HOLOCRON.Sheet.Skill.physical", value: 2 },
        { label: "HOLOCRON.Sheet.Stat.dex", value: 1 },
        { label: "HOLOCRON.Chase.SpeedBonus", value: 1 },
      ],
      movement: 40,
    });
  });

  it("no movement stored (m20): 30 ft on foot, no bonus", () => {
    expect(d20ChaseRules.profile(runner(), null)).toMatchObject({ movement: 30, bonus: 3 });
  });

  it("in a vehicle: Agility, and the vehicle's speed as movement (60 ft: +3)", () => {
    const profile = d20ChaseRules.profile(runner(30), { name: "Speeder", speed: 60 });
    expect(profile.parts[0]).toEqual({ label: "HOLOCRON.Sheet.Skill.agility", value: 4 });
    expect(profile).toMatchObject({ movement: 60, bonus: 4 + 1 + 3, formula: "1d20+8" });
  });

  it("ties change nothing; a Star Worlds runner is a wiring error", () => {
    expect(d20ChaseRules.ties).toBe("nothing");
    const ace: ChaseSubject = {
      type: "worldsCharacter",
      system: {
        speed: 3,
        attributes: { menace: 0, daring: 1, guile: 0, acuity: 0, presence: 0, spirit: 0 },
      },
    };
    expect(isWorldsSubject(ace)).toBe(true);
    expect(() => d20ChaseRules.profile(ace, null)).toThrow("d20 chase");
  });
});

describe("profileOf", () => {
  it("the bonus is the sum of the parts, written into the formula", () => {
    const parts = [
      { label: "a", value: 2 },
      { label: "b", value: -5 },
    ];
    expect(profileOf("2d6", parts, 30)).toEqual({
      formula: "2d6-3",
      dice: "2d6",
      bonus: -3,
      parts,
      movement: 30,
    });
  });
});
