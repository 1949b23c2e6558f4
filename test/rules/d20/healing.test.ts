import { describe, expect, it } from "vitest";
import { m20, spaceOpera } from "../../../src/rules/index.js";

describe("seed Healing: level in HP every hour, twice with medical care", () => {
  it.each([
    [3, false, 3],
    [3, true, 6],
    [1, false, 1],
    [10, true, 20],
  ])(
    "Space Opera worked example / m20: level %d, medical %s → %d per hour",
    (level, medical, hp) => {
      expect(spaceOpera.healPerHour(level, medical)).toBe(hp);
      expect(m20.healPerHour(level, medical)).toBe(hp);
    },
  );

  it("rejects bad levels and flags", () => {
    expect(() => m20.healPerHour(0, false)).toThrow("level must be at least 1");
    expect(() => m20.healPerHour(2.5, false)).toThrow("level");
    expect(() => m20.healPerHour(2, "yes" as unknown as boolean)).toThrow("medical");
  });
});
