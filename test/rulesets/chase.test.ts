// How each ruleset runs a chase check (Space Opera seed, Chases; rulings "Chases in every
// ruleset"): the d20 check on foot and in a vehicle with its speed bonus, Star Worlds' 2d6 + Daring
// with Speed as movement, and an actor of the other procedure refused.
import { describe, expect, it } from "vitest";
import {
  d20ChaseRules,
  isWorldsSubject,
  profileOf,
  type ChaseSubject,
} from "../../src/rulesets/chase.js";
import { worldsChaseRules } from "../../src/rulesets/star-worlds/chase.js";
import { trace } from "../../src/rules/index.js";

const opera = (movement: number): ChaseSubject => ({
  type: "operaCharacter",
  system: { skills: { physical: 2, agility: 1 }, bonuses: { dex: 3 }, movement },
});
const worlds = (speed: number): ChaseSubject => ({
  type: "worldsNpc",
  system: {
    attributes: { menace: 0, daring: 2, guile: 0, acuity: 0, presence: 0, spirit: 0 },
    speed,
  },
});

describe("d20 chases (m20 and Space Opera)", () => {
  it("on foot: Physical + DEX + 1 per full 10 ft over 30 of the actor's movement", () => {
    expect(d20ChaseRules.profile(opera(45), null)).toEqual({
      formula: "1d20+6",
      dice: "1d20",
      bonus: 6,
      trace: {
        value: 6,
        rule: "chaseCheck",
        terms: [
          { label: "rank", value: 2, source: { kind: "rank", name: "physical" } },
          { label: "statBonus", value: 3, source: { kind: "stat", name: "dex" } },
          { label: "chaseSpeed", value: 1, source: { kind: "rule" } },
        ],
      },
      ruleset: "spaceOpera",
      movement: 45,
    });
  });

  it("a runner at the default 30 ft (m20 and Space Opera alike) has no speed bonus", () => {
    expect(d20ChaseRules.profile(opera(30), null)).toMatchObject({ bonus: 5, movement: 30 });
    const m20: ChaseSubject = {
      type: "m20Character",
      system: { skills: { physical: 2 }, bonuses: { dex: 3 }, movement: 30 },
    };
    expect(d20ChaseRules.profile(m20, null)).toMatchObject({
      bonus: 5,
      movement: 30,
      ruleset: "m20",
    });
  });

  it("in a vehicle: Agility + DEX, the vehicle's speed as movement and bonus", () => {
    const bike = { name: "Speeder bike", speed: 60 };
    expect(d20ChaseRules.profile(opera(30), bike)).toMatchObject({
      bonus: 1 + 3 + 3,
      movement: 60,
      trace: {
        terms: [{ label: "rank", value: 1, source: { name: "agility" } }, {}, { value: 3 }],
      },
    });
  });

  it("refuses a Star Worlds actor", () => {
    expect(() => d20ChaseRules.profile(worlds(3), null)).toThrow("cannot read");
  });
});

describe("Star Worlds chases", () => {
  it("2d6 + Daring; 10 ft per point of Speed, the vehicle's Speed when driving", () => {
    expect(worldsChaseRules.profile(worlds(3), null)).toMatchObject({
      formula: "2d6+2",
      bonus: 2,
      movement: 30,
    });
    expect(worldsChaseRules.profile(worlds(3), { name: "Skiff", speed: 8 }).movement).toBe(80);
    expect(worldsChaseRules.ties).toBe("reroll");
  });

  it("refuses a d20 actor; isWorldsSubject tells them apart", () => {
    expect(() => worldsChaseRules.profile(opera(30), null)).toThrow("cannot read");
    expect([isWorldsSubject(worlds(1)), isWorldsSubject(opera(30))]).toEqual([true, false]);
  });
});

describe("profileOf", () => {
  it("the bonus is the sum of the terms, written into the formula", () => {
    const terms = [trace.term("a", 2, "stat", "dex"), trace.ruleTerm("b", -5)];
    expect(profileOf(opera(30), "2d6", terms, 30)).toEqual({
      formula: "2d6-3",
      dice: "2d6",
      bonus: -3,
      trace: { value: -3, terms, rule: "chaseCheck" },
      ruleset: "spaceOpera",
      movement: 30,
    });
  });
});
