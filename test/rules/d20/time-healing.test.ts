import { describe, expect, it } from "vitest";
import { m20, spaceOpera } from "../../../src/rules/index.js";

const span = (over: Partial<m20.HourlySpan> = {}): m20.HourlySpan => ({
  seconds: 0,
  carried: 0,
  level: 4,
  medical: false,
  down: false,
  ...over,
});

describe("rulings Time and healing: level HP per full hour of world time, fractions carried", () => {
  it.each([
    // seconds, carried, medical → hours, points, carried
    [3 * 3600, 0, false, 3, 12, 0],
    [3 * 3600, 0, true, 3, 24, 0],
    [3599, 0, false, 0, 0, 3599],
    [1, 3599, false, 1, 4, 0],
    [5400, 1800, false, 2, 8, 0],
    [5400, 0, true, 1, 8, 1800],
    [0, 1200, false, 0, 0, 1200],
  ])(
    "level 4: %d s with %d s carried, medical %s → %d hours, %d HP, %d s carried",
    (seconds, carried, medical, hours, points, left) => {
      const expected = { hours, points, carried: left };
      expect(m20.hourlyHealing(span({ seconds, carried, medical }))).toEqual(expected);
      expect(spaceOpera.hourlyHealing(span({ seconds, carried, medical }))).toEqual(expected);
    },
  );

  it("a dead or dying character heals nothing, and its carried rest is dropped", () => {
    expect(m20.hourlyHealing(span({ seconds: 7200, carried: 600, down: true }))).toEqual({
      hours: 0,
      points: 0,
      carried: 0,
    });
  });

  it("splitting a span anywhere heals the same as the whole span (property)", () => {
    for (let whole = 0; whole <= 4 * 3600; whole += 457) {
      for (let cut = 0; cut <= whole; cut += 911) {
        const first = m20.hourlyHealing(span({ seconds: cut }));
        const second = m20.hourlyHealing(span({ seconds: whole - cut, carried: first.carried }));
        const once = m20.hourlyHealing(span({ seconds: whole }));
        expect(first.points + second.points).toBe(once.points);
        expect(second.carried).toBe(once.carried);
      }
    }
  });

  it("rejects bad spans", () => {
    expect(() => m20.hourlyHealing(span({ seconds: -1 }))).toThrow("seconds");
    expect(() => m20.hourlyHealing(span({ seconds: 1.5 }))).toThrow("seconds");
    expect(() => m20.hourlyHealing(span({ carried: 3600 }))).toThrow("carried");
    expect(() => m20.hourlyHealing(span({ level: 0 }))).toThrow("level");
  });
});

describe("seed 000 line 19: heat and cold checks every 10 minutes of world time", () => {
  it.each([
    [600, 0, 1, 0],
    [599, 0, 0, 599],
    [1, 599, 1, 0],
    [3600, 300, 6, 300],
  ])("%d s with %d s carried → %d checks due, %d s carried", (seconds, carried, count, left) => {
    expect(m20.intervalsPassed(seconds, carried, 600)).toEqual({ count, carried: left });
  });

  it("rejects a carry of a whole interval", () => {
    expect(() => m20.intervalsPassed(1, 600, 600)).toThrow("carried");
  });
});
