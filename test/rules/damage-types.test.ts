import { describe, expect, it } from "vitest";
import { DAMAGE_TYPES, isDamageType } from "../../src/rules/damage-types.js";
import { ENRICHER_DAMAGE_TYPES } from "../../src/rules/enrichers/index.js";
import { DAMAGE_TYPES as CONFIG_DAMAGE_TYPES } from "../../src/config.js";

describe("damage types", () => {
  it("are energy, kinetic and ion, one list for weapons, enrichers and requests", () => {
    expect(DAMAGE_TYPES).toEqual(["energy", "kinetic", "ion"]);
    expect(ENRICHER_DAMAGE_TYPES).toBe(DAMAGE_TYPES);
    expect(CONFIG_DAMAGE_TYPES).toBe(DAMAGE_TYPES);
  });

  it.each([
    ["energy", true],
    ["ion", true],
    ["fire", false],
    [2, false],
    [null, false],
  ])("isDamageType(%s) = %s", (value, expected) => {
    expect(isDamageType(value)).toBe(expected);
  });
});
