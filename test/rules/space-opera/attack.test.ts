import { describe, expect, it } from "vitest";
import { spaceOpera } from "../../../src/rules/index.js";

describe("Space Opera attacks: seed natural 1 automatically misses, natural 20 doubles damage", () => {
  it.each([
    [
      { natural: 1, total: 40, ac: 10 },
      { hit: false, critical: false },
    ],
    [
      { natural: 20, total: 20, ac: 40 },
      { hit: true, critical: true },
    ],
    [
      { natural: 2, total: 12, ac: 12 },
      { hit: true, critical: false },
    ],
  ])("%j → %j", (r, outcome) => {
    expect(spaceOpera.attackOutcome(r)).toEqual(outcome);
  });

  it("a sure hit is 19/20; a hopeless one 1/20", () => {
    expect(spaceOpera.hitChance({ bonus: 50, ac: 10 })).toBe(19 / 20);
    expect(spaceOpera.hitChance({ bonus: -50, ac: 10 })).toBe(1 / 20);
  });
});
