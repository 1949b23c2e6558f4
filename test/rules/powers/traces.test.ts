// The traces beside the power numbers: each value is the number the plain rule returns, and its
// terms are what the breakdowns show.
import { describe, expect, it } from "vitest";
import {
  battlemindBonus,
  battlemindTrace,
  hpAfterTrace,
  powerDcTrace,
  powerPayment,
  powerPenalty,
  powerPenaltyTrace,
  powerResistBonus,
  powerResistTrace,
  powerTotalTrace,
  powerCheckTrace,
} from "../../../src/rules/powers/rules.js";
import { powerTable } from "../../../src/rules/powers/table.js";

const force = powerTable("force");
const values = (t: { terms: readonly { label: string; value: number }[] }) =>
  t.terms.map((x) => [x.label, x.value]);

describe("power traces", () => {
  it("the penalty: one −2 per extra target, no term for one target", () => {
    expect(values(powerPenaltyTrace(5))).toEqual([["multiTarget", -8]]);
    expect(powerPenaltyTrace(1).terms).toEqual([]);
    for (const n of [1, 2, 5]) expect(powerPenaltyTrace(n).value).toBe(powerPenalty(n));
  });

  it("Battlemind: the full tens of the total, never below 0 (seed: 19 gives +1, 20 gives +2)", () => {
    expect(values(battlemindTrace(20))).toEqual([["fullTens", 2]]);
    for (const total of [-3, 9, 19, 20, 31]) {
      expect(battlemindTrace(total).value).toBe(battlemindBonus(total));
    }
    expect(battlemindTrace(19).rule).toBe("battlemind");
  });

  it("a check total: the d20's face, then the bonus's own terms", () => {
    const bonus = powerCheckTrace({
      skill: "force",
      stat: "mnd",
      rank: 7,
      statBonus: 2,
      targets: 2,
      other: [],
    });
    const total = powerTotalTrace(11, bonus);
    expect(values(total)).toEqual([
      ["natural", 11],
      ["rank", 7],
      ["statBonus", 2],
      ["multiTarget", -2],
    ]);
    expect(total.value).toBe(18);
    expect(total.terms[0]?.source.kind).toBe("roll");
  });

  it("a DC: the GM's, or the energy damage Negate Energy rolls against", () => {
    expect(powerDcTrace({ dc: 15, negates: false }).terms[0]?.source.kind).toBe("dialog");
    expect(powerDcTrace({ dc: 14, negates: true })).toMatchObject({ value: 14, rule: "powerDc" });
    expect(powerDcTrace({ dc: 14, negates: true }).terms[0]?.source.kind).toBe("card");
  });

  it("the HP left is the current HP less the cost, as powerPayment leaves it", () => {
    expect(values(hpAfterTrace(40, 8))).toEqual([
      ["currentHp", 40],
      ["costPaid", -8],
    ]);
    const paid = powerPayment({ cost: 8, hp: 40, mook: false });
    expect(paid.ok && paid.hpAfter).toBe(hpAfterTrace(40, 8).value);
  });

  it("the resist bonus: the best way's rank and stat; the other ways are notes", () => {
    const target = { skills: { physical: 2, force: 5 }, statBonuses: { str: 0, dex: 2, mnd: 1 } };
    const t = powerResistTrace(force.lightning, target);
    expect(t.value).toBe(powerResistBonus(force.lightning, target));
    expect(t.terms.map((x) => x.source.name)).toEqual(["force", "mnd"]);
    expect(t.notes?.map((x) => [x.source.name, x.value])).toEqual([["physical", 4]]);
    const push = powerResistTrace(force.push, {
      skills: { physical: 2, force: 5 },
      statBonuses: { str: 1, dex: 3, mnd: 4 },
    });
    expect(values(push)).toEqual([
      ["rank", 2],
      ["statBonus", 3],
    ]);
    expect(push.terms[1]?.source.name).toBe("dex");
    expect(push.notes).toBeUndefined();
  });
});
