// Count guard for the derived-data budget (the timing itself is `npm run bench`): 1,000 actors that
// share a few weapons parse each (formula, modifier) pair once, not once per actor and weapon.
import { describe, expect, it, vi } from "vitest";
import type * as Rules from "../../../src/rules/index.js";

const calls = vi.hoisted(() => ({ damageFormula: 0 }));
vi.mock("../../../src/rules/index.js", async (importOriginal) => {
  const rules = await importOriginal<typeof Rules>();
  // Derived data asks the rules for the formula alone (no trace); that call parses the formula.
  const damageFormula: typeof rules.d20.damageFormula = (input) => {
    calls.damageFormula++;
    return rules.d20.damageFormula(input);
  };
  return { ...rules, d20: { ...rules.d20, damageFormula } };
});

const { deriveD20 } = await import("../../../src/data/derive/d20.js");

const weapons = Array.from({ length: 8 }, (_, i) => ({
  id: `w${i}`,
  // i % 3 is always an index of the three kinds.
  kind: (["melee", "ranged", "thrown"] as const)[i % 3]!,
  attackBonus: 0,
  damage: `1d${[4, 6, 8, 10][i % 4]}+${i % 3}`,
  damageType: "kinetic",
}));

describe("deriveD20 damage formulas", () => {
  it("parses each weapon formula once per distinct modifier across 1,000 actors", () => {
    const strengths = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const str = 8 + (i % 10);
      strengths.add(Math.floor((str - 10) / 2));
      const derived = deriveD20(
        {
          stats: { str, dex: 10, mnd: 12 },
          level: 1 + (i % 10),
          attack: { melee: null, ranged: null },
          skills: {},
          items: { armor: [], weapons },
          modifiers: { attack: 0, damage: 0, ac: 0 },
        },
        str,
      );
      expect(Object.keys(derived.weapons)).toHaveLength(8);
    }
    // melee weapons vary with the STR bonus; ranged and thrown damage does not
    const melee = new Set(weapons.filter((w) => w.kind === "melee").map((w) => w.damage));
    const other = new Set(weapons.filter((w) => w.kind !== "melee").map((w) => w.damage));
    expect(calls.damageFormula).toBeLessThanOrEqual(melee.size * strengths.size + other.size);
    expect(calls.damageFormula).toBeGreaterThan(0);
  });

  it("gives the same formula from the cache as a fresh rules call", async () => {
    const { d20 } = await vi.importActual<typeof Rules>("../../../src/rules/index.js");
    const inputs = {
      stats: { str: 14, dex: 10, mnd: 10 },
      level: 3,
      attack: { melee: null, ranged: null },
      skills: {},
      items: { armor: [], weapons },
      modifiers: { attack: 0, damage: 1, ac: 0 },
    };
    deriveD20(inputs, 14);
    const again = deriveD20(inputs, 14);
    expect(again.weapons.w0?.damage).toBe(
      d20.damageFormula({ base: "1d4+0", kind: "melee", strBonus: 2, other: 1 }),
    );
  });
});
