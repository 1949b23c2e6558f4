import { describe, expect, it } from "vitest";
import { starWorlds } from "../../../src/rules/index.js";

const HOUR = 3600;
const DAY = 24 * HOUR;
const span = (over: Partial<starWorlds.RestSpan> = {}): starWorlds.RestSpan => ({
  seconds: 0,
  carried: 0,
  dying: false,
  bacta: false,
  ...over,
});

describe("rulings Time and healing, Star Worlds: a night is 8 hours, a week 7 days, bacta 3 days", () => {
  it("the lengths", () => {
    expect(starWorlds.NIGHT_SECONDS).toBe(8 * HOUR);
    expect(starWorlds.WEEK_SECONDS).toBe(7 * DAY);
    expect(starWorlds.BACTA_SECONDS).toBe(3 * DAY);
  });

  it.each([
    // seconds, carried, dying, bacta → rest, carried
    [8 * HOUR, 0, false, false, "night", 0],
    [7 * HOUR, 0, false, false, null, 7 * HOUR],
    [HOUR, 7 * HOUR, false, false, "night", 0],
    [20 * HOUR, 0, false, false, "night", 4 * HOUR],
    [6 * DAY, 0, true, false, null, 6 * DAY],
    [DAY, 6 * DAY, true, false, "week", 0],
    [7 * DAY + 9 * HOUR, 0, true, false, "week", HOUR],
    [3 * DAY, 0, true, true, "bacta", 0],
    [2 * DAY, 0, true, true, null, 2 * DAY],
  ] as const)(
    "%d s with %d s carried, dying %s, bacta %s → %s, %d s carried",
    (seconds, carried, dying, bacta, rest, left) => {
      expect(starWorlds.restOfSpan(span({ seconds, carried, dying, bacta }))).toEqual({
        rest,
        carried: left,
      });
    },
  );

  it("a week of rest for a Dying character, then its recovery, clears Dying and fills Vitality", () => {
    const { rest } = starWorlds.restOfSpan(span({ seconds: 7 * DAY, dying: true }));
    expect(rest).toBe("week");
    const health = { vitality: 0, maxVitality: 14, armor: 0, wounded: true, dying: true };
    expect(starWorlds.recover(health, rest ?? "night")).toEqual({
      vitality: 14,
      maxVitality: 14,
      armor: 0,
      wounded: false,
      dying: false,
    });
  });

  it("rejects bad spans", () => {
    expect(() => starWorlds.restOfSpan(span({ seconds: -5 }))).toThrow("seconds");
    expect(() => starWorlds.restOfSpan(span({ carried: 0.5 }))).toThrow("carried");
  });
});
