import { describe, expect, it } from "vitest";
import { dice, spaceOpera } from "../../../src/rules/index.js";

describe("Space Opera seed Heroism Points: a second wind of 2d6+2 lost hit points", () => {
  it("the formula is 2d6+2", () => {
    expect(spaceOpera.secondWindFormula).toBe("2d6+2");
    expect(dice.mean(spaceOpera.secondWindFormula)).toBe(9);
  });

  it("spending takes one point from the pool", () => {
    expect(spaceOpera.spendHeroismPoint(3)).toBe(2);
    expect(() => spaceOpera.spendHeroismPoint(0)).toThrow("No Heroism Points to spend");
    // The user reads the lang key's text, not the console's message.
    expect(() => spaceOpera.spendHeroismPoint(0)).toThrow(
      expect.objectContaining({ key: "HOLOCRON.Rules.Error.noHeroismPoints", data: {} }),
    );
    expect(() => spaceOpera.spendHeroismPoint(-1)).toThrow("Heroism Points must be at least 0");
  });
});
