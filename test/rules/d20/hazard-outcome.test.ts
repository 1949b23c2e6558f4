import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { d20 } from "../../../src/rules/index.js";
import type { HazardSpec } from "../../../src/rules/d20/hazard-outcome.js";

const fall = (feet: number, surge: d20.SurgeEffect | null = null, surgeDc = 15): HazardSpec => ({
  kind: "falling",
  feet,
  surge,
  surgeDc,
});

describe("seed 000 line 16: falling, landing lightly halves (rounded up)", () => {
  it.each([
    // feet, damage, check, amount, resisted
    [40, 13, 40, 7, true],
    [40, 13, 39, 13, false],
    [40, 13, null, 13, false],
    [30, 1, 30, 1, true],
    [20, 0, 25, 0, true],
  ])("%d ft, %d rolled, check %j → %d", (feet, damage, check, amount, resisted) => {
    const out = d20.hazardOutcome(fall(feet), { damage, check });
    expect(out).toEqual({ dc: check === null ? null : feet, resisted, amount });
  });

  it("Force Surge against the GM's DC halves or negates, as the GM set", () => {
    expect(d20.hazardOutcome(fall(60, "half", 18), { damage: 21, check: 18, surge: true })).toEqual(
      { dc: 18, resisted: true, amount: 11 },
    );
    expect(
      d20.hazardOutcome(fall(60, "negate", 18), { damage: 21, check: 18, surge: true }),
    ).toEqual({ dc: 18, resisted: true, amount: 0 });
    expect(
      d20.hazardOutcome(fall(60, "negate", 18), { damage: 21, check: 17, surge: true }),
    ).toEqual({ dc: 18, resisted: false, amount: 21 });
  });

  it("refuses a surge the GM did not allow", () => {
    expect(() => d20.hazardOutcome(fall(60), { damage: 21, check: 30, surge: true })).toThrow(
      "surge",
    );
    expect(() =>
      d20.hazardOutcome(
        { kind: "poison", save: "avoid", dc: 12 },
        { damage: 3, check: 20, surge: true },
      ),
    ).toThrow("surge");
  });

  it("the surge DC is the GM's, the landing DC is the feet fallen", () => {
    expect(d20.hazardDc(fall(35, "half", 12), { surge: true })).toBe(12);
    expect(d20.hazardDc(fall(35, "half", 12), { surge: false })).toBe(35);
  });
});

describe("seed 000 line 18: poison, a STR + Physical check avoids or halves", () => {
  it.each([
    ["avoid", 14, 14, 0, true],
    ["avoid", 14, 13, 9, false],
    ["half", 14, 14, 5, true],
    ["half", 14, null, 9, false],
  ] as const)("%s, DC %d, check %j → %d", (save, dc, check, amount, resisted) => {
    const out = d20.hazardOutcome({ kind: "poison", save, dc }, { damage: 9, check });
    expect(out.amount).toBe(amount);
    expect(out.resisted).toBe(resisted);
  });
});

describe("seed 000 line 19: heat and cold, DC 15 + 1 per previous check, 1d6 on a failure", () => {
  it.each([
    [0, 15, 4, 0],
    [0, 14, 4, 4],
    [3, 18, 6, 0],
    [3, 17, 6, 6],
  ])("%d previous checks, check %d → %d", (previousChecks, check, damage, amount) => {
    const out = d20.hazardOutcome({ kind: "exposure", previousChecks }, { damage, check });
    expect(out.dc).toBe(15 + previousChecks);
    expect(out.amount).toBe(amount);
  });

  it("no check rolled is a failed check", () => {
    expect(
      d20.hazardOutcome({ kind: "exposure", previousChecks: 2 }, { damage: 5, check: null }),
    ).toEqual({ dc: null, resisted: false, amount: 5 });
  });

  it("every check counts toward the next DC", () => {
    expect(d20.nextExposureCount(0)).toBe(1);
    expect(d20.nextExposureCount(7)).toBe(8);
    expect(() => d20.nextExposureCount(-1)).toThrow("previous checks");
  });
});

describe("plain damage from the GM", () => {
  it("is the amount, or half rounded up", () => {
    expect(
      d20.hazardOutcome({ kind: "damage", half: false }, { damage: 7, check: null }).amount,
    ).toBe(7);
    expect(
      d20.hazardOutcome({ kind: "damage", half: true }, { damage: 7, check: null }).amount,
    ).toBe(4);
  });
});

describe("hazard outcomes never exceed the damage rolled", () => {
  const spec = fc.oneof(
    fc.record({ kind: fc.constant("damage" as const), half: fc.boolean() }),
    fc.record({
      kind: fc.constant("falling" as const),
      feet: fc.integer({ min: 0, max: 1000 }),
      surge: fc.constantFrom("half" as const, "negate" as const, null),
      surgeDc: fc.integer({ min: 0, max: 40 }),
    }),
    fc.record({
      kind: fc.constant("poison" as const),
      save: fc.constantFrom("avoid" as const, "half" as const),
      dc: fc.integer({ min: 0, max: 40 }),
    }),
    fc.record({
      kind: fc.constant("exposure" as const),
      previousChecks: fc.integer({ min: 0, max: 50 }),
    }),
  );
  it("0 ≤ amount ≤ damage, and a failed check takes it all", () => {
    fc.assert(
      fc.property(
        spec,
        fc.integer({ min: 0, max: 200 }),
        fc.option(fc.integer({ min: -10, max: 60 })),
        (s, damage, check) => {
          const out = d20.hazardOutcome(s, { damage, check });
          expect(out.amount).toBeGreaterThanOrEqual(0);
          expect(out.amount).toBeLessThanOrEqual(damage);
          if (s.kind !== "damage" && !out.resisted) expect(out.amount).toBe(damage);
        },
      ),
    );
  });

  it("rejects nonsense", () => {
    expect(() => d20.hazardOutcome(fall(10), { damage: -1, check: null })).toThrow("damage");
    expect(() => d20.hazardOutcome(fall(10), { damage: 3, check: 2.5 })).toThrow("check total");
    expect(() => d20.hazardDc({ kind: "poison", save: "half", dc: -3 }, { surge: false })).toThrow(
      "poison DC",
    );
  });

  it("names each bad value exactly", () => {
    // a plain damage hazard rolls no check, but a bad total is still refused
    expect(() =>
      d20.hazardOutcome({ kind: "damage", half: false }, { damage: 3, check: 2.5 }),
    ).toThrow("check total must be an integer, got 2.5");
    expect(() =>
      d20.hazardOutcome(
        { kind: "damage", half: "yes" as unknown as boolean },
        { damage: 3, check: null },
      ),
    ).toThrow('half must be true or false, got "yes"');
    expect(() => d20.hazardDc(fall(10), { surge: 1 as unknown as boolean })).toThrow(
      "surge must be true or false, got 1",
    );
    expect(() => d20.hazardDc(fall(10, "half", -1), { surge: true })).toThrow(
      "surge DC must be at least 0, got -1",
    );
    expect(() =>
      d20.hazardOutcome(fall(10, "all" as d20.SurgeEffect, 5), {
        damage: 3,
        check: 9,
        surge: true,
      }),
    ).toThrow('surge effect must be one of half, negate, got "all"');
    expect(() =>
      d20.hazardOutcome(
        { kind: "poison", save: "ignore" as d20.PoisonSave, dc: 5 },
        { damage: 3, check: 9 },
      ),
    ).toThrow('poison save must be one of avoid, half, got "ignore"');
  });
});

describe("a plain damage hazard and a surge with no effect set", () => {
  it("has no DC, and takes the whole amount unless the GM halves it", () => {
    expect(d20.hazardDc({ kind: "damage", half: true }, { surge: false })).toBeNull();
    expect(d20.hazardOutcome({ kind: "damage", half: false }, { damage: 7, check: null })).toEqual({
      dc: null,
      resisted: false,
      amount: 7,
    });
    expect(d20.hazardOutcome({ kind: "damage", half: true }, { damage: 7, check: null })).toEqual({
      dc: null,
      resisted: false,
      amount: 4,
    });
  });

  it("refuses a surge on a fall the GM did not let it affect", () => {
    expect(() => d20.hazardOutcome(fall(30, null), { damage: 9, check: 20, surge: true })).toThrow(
      "a surge applies only to a fall the GM lets it affect",
    );
  });
});

describe("hazardTakenTrace: what a creature takes, as its terms", () => {
  const terms = (a: Parameters<typeof d20.hazardTakenTrace>[0]) => {
    const t = d20.hazardTakenTrace(a);
    return [t.value, t.rule, t.terms.map((x) => [x.label, x.value, x.source.kind])];
  };

  it("the damage rolled, halved rounded up on a success", () => {
    expect(terms({ rolled: 15, resisted: true, amount: 8, negated: false })).toEqual([
      8,
      "hazardTaken",
      [
        ["rolled", 15, "roll"],
        ["halved", -7, "rule"],
      ],
    ]);
    expect(terms({ rolled: 12, resisted: false, amount: 12, negated: false })).toEqual([
      12,
      "hazardTaken",
      [["rolled", 12, "roll"]],
    ]);
  });

  it("a success that avoids it all, and Negate Energy", () => {
    expect(terms({ rolled: 5, resisted: true, amount: 0, negated: false })[2]).toEqual([
      ["rolled", 5, "roll"],
      ["avoided", -5, "rule"],
    ]);
    expect(terms({ rolled: 8, resisted: false, amount: 0, negated: true })[2]).toEqual([
      ["rolled", 8, "roll"],
      ["negated", -8, "effect"],
    ]);
  });
});
