import { describe, expect, it } from "vitest";
import {
  battlemindBonus,
  canUsePowers,
  machineRanks,
  negateEnergy,
  powerAffects,
  powerPayment,
  powerCheckBonus,
  powerCost,
  powerDamageFormula,
  powerDamageTrace,
  powerPenalty,
  powerPenaltyExtraTargets,
  powerResistBonus,
} from "../../../src/rules/powers/rules.js";
import { powerTable } from "../../../src/rules/powers/table.js";

const force = powerTable("force");

describe("power rules shared by the Force (m20) and psionics (Space Opera)", () => {
  it("seed: cost 4 HP + 1 per extra target in combat, nothing out of combat", () => {
    expect(powerCost({ targets: 2, inCombat: true })).toBe(5);
    expect(powerCost({ targets: 2, inCombat: false, affinity: true })).toBe(0);
    // seed: "attempting to Force Push five battle droids at once … would cost 8 HP"
    expect(powerCost({ targets: 5, inCombat: true })).toBe(8);
    // rulings: 2 HP with the Affinity trait
    expect(powerCost({ targets: 1, inCombat: true, affinity: true })).toBe(2);
  });

  it("seed: −2 per extra target, 0 for one (never −0)", () => {
    expect(Object.is(powerPenalty(1), 0)).toBe(true);
    expect(powerPenalty(3)).toBe(-4);
    // seed: five battle droids → "a -8 penalty on the check"
    expect(powerPenalty(5)).toBe(-8);
  });

  it("a penalty names the extra targets it is for: −8 is 4 of them, −2 each", () => {
    expect(powerPenaltyExtraTargets(-8)).toBe(4);
    expect(powerPenaltyExtraTargets(0)).toBe(0);
    for (const targets of [1, 2, 3, 7]) {
      expect(powerPenaltyExtraTargets(powerPenalty(targets))).toBe(targets - 1);
    }
    // No target count makes these (a card's stored number is input, not fact).
    expect([powerPenaltyExtraTargets(-3), powerPenaltyExtraTargets(2)]).toEqual([null, null]);
  });

  it("check bonus includes the penalty", () => {
    expect(powerCheckBonus({ rank: 4, statBonus: 3, targets: 3, other: -1 })).toBe(2);
  });

  it("nonsense input throws an error naming the value", () => {
    expect(() => powerPenalty(0)).toThrow("targets must be at least 1, got 0");
    expect(() => powerCost({ targets: 0, inCombat: true })).toThrow("targets must be at least 1");
    expect(() => powerCost({ targets: 1, inCombat: "yes" as unknown as boolean })).toThrow(
      'inCombat must be true or false, got "yes"',
    );
    expect(() =>
      powerCost({ targets: 1, inCombat: true, affinity: 1 as unknown as boolean }),
    ).toThrow("affinity must be true or false, got 1");
    expect(() => powerCheckBonus({ rank: -1, statBonus: 0, targets: 1 })).toThrow(
      "power skill rank must be at least 0, got -1",
    );
    expect(() => powerCheckBonus({ rank: 1, statBonus: 0.5, targets: 1 })).toThrow(
      "stat bonus must be an integer, got 0.5",
    );
    expect(() => powerCheckBonus({ rank: 1, statBonus: 0, targets: 1, other: NaN })).toThrow(
      "other modifier must be an integer, got NaN",
    );
    expect(() => powerDamageFormula(force.push, 0)).toThrow("level must be at least 1, got 0");
    expect(() => battlemindBonus(1.5)).toThrow("check total must be an integer, got 1.5");
    expect(() => negateEnergy({ checkTotal: 1.5, damage: 3 })).toThrow(
      "check total must be an integer, got 1.5",
    );
    expect(() => negateEnergy({ checkTotal: 10, damage: -1 })).toThrow(
      "damage must be at least 0, got -1",
    );
    expect(() => canUsePowers({ knight: null as unknown as boolean, droid: false })).toThrow(
      "knight must be true or false, got null",
    );
    expect(() => canUsePowers({ knight: true, droid: undefined as unknown as boolean })).toThrow(
      "droid must be true or false, got undefined",
    );
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

  it("seed: Push is resisted by Physical + STR or DEX, whichever is better", () => {
    const skills = { physical: 2, force: 5 };
    expect(powerResistBonus(force.push, { skills, statBonuses: { str: 1, dex: 3, mnd: 4 } })).toBe(
      5,
    );
    expect(powerResistBonus(force.push, { skills, statBonuses: { str: 4, dex: -1, mnd: 0 } })).toBe(
      6,
    );
  });

  it("seed: Lightning takes the better of dodging (DEX + Physical) and blocking (Force + MND)", () => {
    const statBonuses = { str: 0, dex: 2, mnd: 1 };
    expect(
      powerResistBonus(force.lightning, { skills: { physical: 3, force: 1 }, statBonuses }),
    ).toBe(5);
    expect(
      powerResistBonus(force.lightning, { skills: { physical: 0, force: 6 }, statBonuses }),
    ).toBe(7);
  });

  it("powers without an opposed check cannot be resisted; bad target numbers throw", () => {
    const target = { skills: { physical: 0, force: 0 }, statBonuses: { str: 0, dex: 0, mnd: 0 } };
    expect(() => powerResistBonus(force.surge, target)).toThrow(
      "surge is not resisted by a check (resist: dc)",
    );
    expect(() => powerResistBonus(force.battlemind, target)).toThrow(
      "battlemind is not resisted by a check (resist: none)",
    );
    expect(() =>
      powerResistBonus(force.grip, { ...target, statBonuses: { str: 0, dex: 0.5, mnd: 0 } }),
    ).toThrow("statBonuses.dex must be an integer, got 0.5");
    expect(() =>
      powerResistBonus(force.grip, { ...target, skills: { physical: -2, force: 0 } }),
    ).toThrow("skills.physical must be at least 0, got -2");
  });

  it("seed: damage is one die per level: Push d4, Grip and Lightning d6; none for the others", () => {
    expect(powerDamageFormula(force.push, 7)).toBe("7d4");
    // The formula is the trace's: the count is the level, the faces the power's die.
    expect(powerDamageTrace(force.lightning, 12)).toMatchObject({
      formula: "12d6",
      faces: 6,
      dice: { value: 12, rule: "powerDamage", terms: [{ label: "userLevel", value: 12 }] },
    });
    expect(powerDamageTrace(force.surge, 12)).toBeNull();
    expect(powerDamageFormula(force.grip, 1)).toBe("1d6");
    expect(powerDamageFormula(force.lightning, 12)).toBe("12d6");
    expect(powerDamageFormula(force.stunDroid, 5)).toBeNull();
    expect(powerDamageFormula(force.mindTrick, 3)).toBeNull();
  });

  it("seed: Battlemind gives +1 per full 10 points (19 → +1, 20 → +2), never below 0", () => {
    expect(battlemindBonus(19)).toBe(1);
    expect(battlemindBonus(20)).toBe(2);
    expect(battlemindBonus(9)).toBe(0);
    expect(battlemindBonus(-15)).toBe(0);
  });

  it("seed: Negate Energy succeeds when the total reaches the damage taken", () => {
    expect(negateEnergy({ checkTotal: 12, damage: 12 })).toEqual({ negated: true });
    expect(negateEnergy({ checkTotal: 13, damage: 12 })).toEqual({ negated: true });
    expect(negateEnergy({ checkTotal: 11, damage: 12 })).toEqual({ negated: false });
  });

  it("Knights only, never droids", () => {
    expect(canUsePowers({ knight: true, droid: false })).toEqual({ ok: true });
    expect(canUsePowers({ knight: false, droid: false })).toEqual({
      ok: false,
      reason: "notKnight",
    });
    expect(canUsePowers({ knight: true, droid: true })).toEqual({ ok: false, reason: "droid" });
    expect(canUsePowers({ knight: false, droid: true })).toEqual({ ok: false, reason: "droid" });
  });

  it("rulings: Mooks (revised) — a mook Knight has no HP to pay with, so it uses no power", () => {
    expect(canUsePowers({ knight: true, droid: false, mook: true })).toEqual({
      ok: false,
      reason: "mook",
    });
    expect(canUsePowers({ knight: true, droid: false, mook: false })).toEqual({ ok: true });
    // the plainer reason first: a mook that is no Knight, or a droid, is refused as such
    expect(canUsePowers({ knight: false, droid: false, mook: true })).toEqual({
      ok: false,
      reason: "notKnight",
    });
    expect(canUsePowers({ knight: true, droid: true, mook: true })).toEqual({
      ok: false,
      reason: "droid",
    });
    expect(() =>
      canUsePowers({ knight: true, droid: false, mook: "yes" as unknown as boolean }),
    ).toThrow("mook");
  });
});

describe("rulings: Robots — Stun Droid / Machine Stun acts only on a machine (powerAffects)", () => {
  it.each([
    ["stunDroid", true, true],
    ["stunDroid", false, false],
    ["push", false, true],
    ["push", true, true],
    ["mindTrick", false, true],
  ] as const)("%s against machine=%j → %j", (id, machine, affects) => {
    expect(powerAffects(force[id], { machine })).toBe(affects);
  });

  it("rejects a machine flag that is not a boolean", () => {
    expect(() => powerAffects(force.stunDroid, { machine: 1 as unknown as boolean })).toThrow(
      "machine",
    );
  });
});

describe("rulings: Robots — a machine has no power-skill rank (machineRanks)", () => {
  const stored = { psionics: 5, physical: 2 };
  it("a machine's power-skill rank reads 0; the other ranks and the stored ones stay", () => {
    expect(machineRanks(stored, "psionics", true)).toEqual({ psionics: 0, physical: 2 });
    expect(machineRanks(stored, "psionics", false)).toEqual({ psionics: 5, physical: 2 });
    expect(machineRanks({ physical: 2 }, "psionics", true)).toEqual({ physical: 2 });
    expect(stored).toEqual({ psionics: 5, physical: 2 });
  });
});

describe("rulings: Mooks and The Force — paying a power's cost (powerPayment)", () => {
  it.each([
    // a Knight spends only HP it has; exactly down to 0 is allowed
    [
      { cost: 4, hp: 40, mook: false },
      { ok: true, pay: 4, hpAfter: 36 },
    ],
    [
      { cost: 4, hp: 4, mook: false },
      { ok: true, pay: 4, hpAfter: 0 },
    ],
    [
      { cost: 4, hp: 3, mook: false },
      { ok: false, reason: "notEnoughHp", hp: 3, cost: 4 },
    ],
    [
      { cost: 8, hp: 7, mook: false },
      { ok: false, reason: "notEnoughHp", hp: 7, cost: 8 },
    ],
    // Space Opera: a dying psion below 0 HP cannot pay either
    [
      { cost: 4, hp: -2, mook: false },
      { ok: false, reason: "notEnoughHp", hp: -2, cost: 4 },
    ],
    // out of combat nothing is paid, whatever the HP
    [
      { cost: 0, hp: -2, mook: false },
      { ok: true, pay: 0, hpAfter: -2 },
    ],
    [
      { cost: 0, hp: 0, mook: false },
      { ok: true, pay: 0, hpAfter: 0 },
    ],
    // rulings: Mooks (revised): a mook has no HP, so it cannot pay, in combat or out
    [
      { cost: 4, hp: 0, mook: true },
      { ok: false, reason: "mook" },
    ],
    [
      { cost: 4, hp: 20, mook: true },
      { ok: false, reason: "mook" },
    ],
    [
      { cost: 0, hp: 20, mook: true },
      { ok: false, reason: "mook" },
    ],
  ])("%j → %j", (a, payment) => {
    expect(powerPayment(a)).toEqual(payment);
  });

  it.each([
    [{ cost: -1, hp: 4, mook: false }, "cost"],
    [{ cost: 1.5, hp: 4, mook: false }, "cost"],
    [{ cost: 4, hp: 2.5, mook: false }, "hp"],
    [{ cost: 4, hp: 4, mook: "no" as unknown as boolean }, "mook"],
  ])("rejects %j", (a, message) => {
    expect(() => powerPayment(a)).toThrow(message);
  });
});
