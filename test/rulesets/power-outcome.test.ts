import { describe, expect, it } from "vitest";
import { powerKit } from "../../src/rulesets/index.js";
import type { PowerKit } from "../../src/rulesets/power-kit.js";
import { beatsResistance, meetsDc, successEffects } from "../../src/rulesets/power-outcome.js";
import type { PowerId } from "../../src/rules/powers/types.js";

const kits = { m20: powerKit("m20") as PowerKit, spaceOpera: powerKit("spaceOpera") as PowerKit };

describe("opposed and DC checks", () => {
  it.each([
    { check: 15, resist: 14, wins: true },
    { check: 15, resist: 15, wins: false },
    { check: 3, resist: 20, wins: false },
  ])(
    "check $check vs resistance $resist → $wins (ties to the resister)",
    ({ check, resist, wins }) => {
      expect(beatsResistance(check, resist)).toBe(wins);
    },
  );

  it.each([
    { total: 15, dc: 15, ok: true },
    { total: 14, dc: 15, ok: false },
    { total: 0, dc: 0, ok: true },
  ])("total $total vs DC $dc → $ok", ({ total, dc, ok }) => {
    expect(meetsDc(total, dc)).toBe(ok);
  });
});

describe.each(["m20", "spaceOpera"] as const)("successEffects (%s)", (ruleset) => {
  const kit = kits[ruleset];
  const effects = (id: PowerId, checkTotal = 15, targetDroid = false) =>
    successEffects(kit, kit.power(id), { knightLevel: 7, checkTotal, targetDroid });

  it.each([
    {
      id: "push",
      expected: [
        { kind: "damage", formula: "7d4", damageType: "kinetic" },
        { kind: "status", status: "prone" },
      ],
    },
    { id: "grip", expected: [{ kind: "damage", formula: "7d6", damageType: "kinetic" }] },
    { id: "lightning", expected: [{ kind: "damage", formula: "7d6", damageType: "energy" }] },
    { id: "mindTrick", expected: [{ kind: "report" }] },
    { id: "surge", expected: [{ kind: "report" }] },
    { id: "farseeing", expected: [{ kind: "report" }] },
    { id: "telepathy", expected: [{ kind: "report" }] },
    { id: "negateEnergy", expected: [] },
  ] as const)("$id at 7th level", ({ id, expected }) => {
    expect(effects(id)).toEqual(expected);
  });

  it("Stun Droid shuts a droid down and does nothing to a living target", () => {
    expect(effects("stunDroid", 15, true)).toEqual([{ kind: "status", status: "shutDown" }]);
    expect(effects("stunDroid", 15, false)).toEqual([]);
  });

  it.each([
    { total: 19, bonus: 1 },
    { total: 20, bonus: 2 },
    { total: 9, bonus: 0 },
  ])("Battlemind total $total → +$bonus (the seed's 7th-level Knight)", ({ total, bonus }) => {
    expect(effects("battlemind", total)).toEqual([{ kind: "battlemind", bonus }]);
  });
});
