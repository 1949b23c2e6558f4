import { describe, expect, it } from "vitest";
import {
  canUsePowers,
  powerCheckBonus,
  powerCost,
  powerPenalty,
  powerResistBonus,
} from "../../../src/rules/powers/rules.js";
import { powerTable } from "../../../src/rules/powers/table.js";

describe("power rules shared by the Force (m20) and psionics (Space Opera)", () => {
  it("seed: cost 4 HP + 1 per extra target in combat, nothing out of combat", () => {
    expect(powerCost({ targets: 2, inCombat: true })).toBe(5);
    expect(powerCost({ targets: 2, inCombat: false, affinity: true })).toBe(0);
  });

  it("seed: −2 per extra target, 0 for one (never −0)", () => {
    expect(Object.is(powerPenalty(1), 0)).toBe(true);
    expect(powerPenalty(3)).toBe(-4);
  });

  it("check bonus includes the penalty", () => {
    expect(powerCheckBonus({ rank: 4, statBonus: 3, targets: 3, other: -1 })).toBe(2);
  });

  it("resistance uses the generic skill name", () => {
    const t = powerTable("psionics");
    expect(
      powerResistBonus(t.mindTrick, {
        skills: { physical: 0, psionics: 4 },
        statBonuses: { str: 0, dex: 0, mnd: 3 },
      }),
    ).toBe(7);
  });

  it("Knights only, never droids", () => {
    expect(canUsePowers({ knight: true, droid: false })).toEqual({ ok: true });
  });
});
