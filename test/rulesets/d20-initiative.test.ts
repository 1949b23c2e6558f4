// The d20 core's combat order: 1d20 + DEX bonus written into the formula, ties to the higher DEX.
import { describe, expect, it } from "vitest";
import {
  compareD20,
  d20InitiativeFormula,
  d20InitiativeRules,
  d20View,
  orderD20,
} from "../../src/rulesets/combat-order.js";
import type { SortEntry } from "../../src/rulesets/combat-view.js";
import type { RulesetActor } from "../../src/rulesets/actor-shapes.js";
import { m20Shape, operaShape } from "./shapes.js";

const kara: RulesetActor = {
  type: "m20Character",
  system: m20Shape({
    stats: { str: 12, dex: 14, mnd: 10 },
    bonuses: { str: 1, dex: 2, mnd: 0 },
    level: 3,
    health: { value: 9, max: 20 },
    strDamage: { value: 2, max: 12 },
  }),
};

const entry = (id: string, initiative: number | null, dex: number): SortEntry => ({
  id,
  name: id,
  ruleset: "m20",
  kind: "d20",
  initiative,
  tieBreak: dex,
});

describe("d20View", () => {
  it("the figures combat shows; STR damage only where the ruleset has it", () => {
    expect(d20View(kara, { strDamage: true })).toEqual({
      kind: "d20",
      dex: 14,
      dexBonus: 2,
      strBonus: 1,
      level: 3,
      health: { value: 9, max: 20 },
      strDamage: 2,
      mook: false,
    });
    const opera: RulesetActor = { type: "operaNpc", system: operaShape({ mook: true }) };
    expect(d20View(opera, { strDamage: false })).toMatchObject({ strDamage: null, mook: true });
  });
});

describe("the formula and the order", () => {
  it("1d20 with the DEX bonus written in (the card shows what was added)", () => {
    const view = d20View(kara, { strDamage: true });
    expect(d20InitiativeFormula(view)).toBe("1d20+2");
    expect(d20InitiativeFormula({ ...view, dexBonus: -1 })).toBe("1d20-1");
    expect(d20InitiativeFormula({ ...view, dexBonus: 0 })).toBe("1d20");
  });

  it("highest total first; a tie to the higher DEX score; no initiative counts 0", () => {
    const list = [entry("a", 12, 10), entry("b", 15, 8), entry("c", 12, 16), entry("d", null, 20)];
    expect(orderD20(list)).toEqual(["b", "c", "a", "d"]);
    expect(compareD20(list[0]!, list[2]!)).toBeGreaterThan(0);
    expect(compareD20(list[1]!, list[0]!)).toBeLessThan(0);
  });
});

describe("d20InitiativeRules", () => {
  it("a d20 ruleset's rules: 1d20 for the world, DEX as tie-break, turn start only if given", async () => {
    const rules = d20InitiativeRules("m20", { strDamage: true });
    expect([rules.ruleset, rules.kind, rules.worldFormula]).toEqual(["m20", "d20", "1d20"]);
    expect(rules.tieBreak(kara, {})).toBe(14);
    expect(rules.formulaFor(rules.view(kara))).toBe("1d20+2");
    expect(rules.turnStart).toBeUndefined();
    const turnStart = async () => ({ kind: "none" }) as never;
    expect(d20InitiativeRules("spaceOpera", { strDamage: false, turnStart }).turnStart).toBe(
      turnStart,
    );
  });
});
