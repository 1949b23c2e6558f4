import { describe, expect, it } from "vitest";
import { m20 } from "../../../src/rules/index.js";

describe("m20 attacks: seed natural 20 doubles damage; no natural-1 rule", () => {
  it("a natural 20 is a critical even against an impossible AC", () => {
    expect(m20.attackOutcome({ natural: 20, total: 20, ac: 40 })).toEqual({
      hit: true,
      critical: true,
    });
    expect(m20.hitChance({ bonus: -30, ac: 40 })).toBe(1 / 20);
  });

  it("a natural 1 that reaches the AC still hits", () => {
    expect(m20.attackOutcome({ natural: 1, total: 16, ac: 16 }).hit).toBe(true);
    expect(m20.hitChance({ bonus: 15, ac: 16 })).toBe(1);
  });
});
