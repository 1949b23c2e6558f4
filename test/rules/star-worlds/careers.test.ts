import { describe, expect, it } from "vitest";
import { starWorlds } from "../../../src/rules/index.js";

describe("Star Worlds seed Multiple Careers: a total of three", () => {
  it("at most three", () => {
    expect(starWorlds.MAX_CAREERS).toBe(3);
  });

  it.each([[[]], [["Pilot"]], [["Pilot", "Smuggler"]], [["Pilot", "Smuggler", "Jedi"]]])(
    "%j is valid",
    (careers) => {
      expect(starWorlds.validateCareers(careers)).toEqual({ ok: true });
    },
  );

  it.each([
    [["A", "B", "C", "D"], undefined, "4 careers; at most 3", "careers"],
    [["Pilot", " pilot "], undefined, 'career "pilot" is listed twice', "twice"],
    [["Pilot", "  "], undefined, "career 2 has no name", "careerName"],
    [[7 as unknown as string], undefined, "career 1 has no name", "careerName"],
    ["Pilot" as unknown as string[], undefined, "careers must be an array", "notList"],
    [["A", "B"], 2, "2 careers; at most 1 at level 2", "careersAtLevel"],
    [["A", "B", "C"], 4, "at most 2 at level 4", "careersAtLevel"],
    [["A"], 0, "level must be between 1 and 10", "inRange"],
  ])("%j at level %s is rejected: %s (%s)", (careers, level, error, key) => {
    const r = starWorlds.validateCareers(careers, level);
    // The console's message, and the lang key with its data that the user is shown.
    expect(r).toEqual({
      ok: false,
      error: expect.stringContaining(error),
      key: `HOLOCRON.Rules.Error.${key}`,
      data: expect.any(Object),
    });
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [10, 3],
  ])("a new career replaces a level's new skill: level %d allows %d", (level, max) => {
    expect(starWorlds.maxCareersAtLevel(level)).toBe(max);
    expect(starWorlds.validateCareers(["A", "B", "C"].slice(0, max), level)).toEqual({ ok: true });
  });
});

describe("seed 002 line 67: a level 1 career gives one starting ability", () => {
  it("is due at level 1 while the career has no ability, never after", () => {
    expect(starWorlds.startingAbilityDue(1, 0)).toBe(true);
    expect(starWorlds.startingAbilityDue(1, 1)).toBe(false);
    expect(starWorlds.startingAbilityDue(2, 0)).toBe(false);
    expect(starWorlds.startingAbilityDue(10, 0)).toBe(false);
  });

  it.each([
    [0, 0, "level"],
    [11, 0, "level"],
    [1.5, 0, "level"],
    [1, -1, "abilities of the career"],
    [1, 0.5, "abilities of the career"],
  ])("refuses level %s with %s abilities", (level, owned, name) => {
    expect(() => starWorlds.startingAbilityDue(level, owned)).toThrow(name);
  });
});

describe("validateCareers without a level: the overall cap", () => {
  it("four careers are one too many", () => {
    expect(starWorlds.validateCareers(["A", "B", "C", "D"])).toEqual({
      ok: false,
      error: "4 careers; at most 3",
      key: "HOLOCRON.Rules.Error.careers",
      data: { count: "4", max: "3" },
    });
  });
});
