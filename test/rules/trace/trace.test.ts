// Traced rules: each value is the plain rule's number, and its terms add up to it.
import { describe, expect, it } from "vitest";
import { d20, m20, spaceOpera, starWorlds, trace } from "../../../src/rules/index.js";

const sum = (t: trace.Trace) => t.terms.reduce((s, x) => s + x.value, 0);
const prone = trace.term("modifier", -4, "status", "Prone", "Force Push, Kara Venn");

describe("traces", () => {
  it("AC: 10, DEX, each armor piece, each effect; the plain armorClass agrees", () => {
    const t = d20.armorClassTrace({
      dexBonus: 2,
      armor: [{ name: "Blast vest", bonus: 2 }],
      other: [prone],
    });
    expect(t.value).toBe(10);
    expect(sum(t)).toBe(t.value);
    expect(t.terms.map((x) => [x.label, x.value, x.source.name])).toEqual([
      ["base", 10, undefined],
      ["statBonus", 2, "dex"],
      ["armor", 2, "Blast vest"],
      ["modifier", -4, "Prone"],
    ]);
    expect(t.terms[3]?.source).toEqual({
      kind: "status",
      name: "Prone",
      origin: "Force Push, Kara Venn",
    });
    expect(d20.armorClass({ dexBonus: 2, armorBonus: 2, other: -4 })).toBe(t.value);
    expect(() =>
      d20.armorClassTrace({ dexBonus: 0, armor: [{ name: "x", bonus: -1 }], other: [] }),
    ).toThrow(/armor/);
  });

  it("attack bonus: the kind's stat, the level or the typed override, each effect", () => {
    const battlemind = trace.term("modifier", 2, "status", "Battlemind");
    for (const kind of d20.ATTACK_KINDS) {
      const t = d20.attackTotalTrace({
        kind,
        strBonus: 3,
        dexBonus: 1,
        attackBonus: 4,
        attackBonusSource: "override",
        other: [battlemind],
      });
      expect(t.value).toBe(
        d20.attackTotalBonus({ kind, strBonus: 3, dexBonus: 1, attackBonus: 4, other: 2 }),
      );
      expect(sum(t)).toBe(t.value);
      expect(t.terms[0]?.source.name).toBe(kind === "melee" ? "str" : "dex");
      expect(t.terms[1]?.source.kind).toBe("override");
    }
  });

  it("damage: the flat part's trace is what the formula adds", () => {
    const { formula, flat } = d20.damageFormulaTrace({
      kind: "melee",
      base: "1d8",
      strBonus: 2,
      other: [trace.term("modifier", 1, "effect", "Rage")],
    });
    expect(flat.value).toBe(3);
    expect(formula).toBe(d20.damageFormula({ base: "1d8", kind: "melee", strBonus: 2, other: 1 }));
    expect(d20.damageFlatTrace({ kind: "ranged", strBonus: 2, other: [] }).terms).toEqual([]);
  });

  it("skill, initiative (with its tie-break note), max HP, power cost and check, Vitality", () => {
    const skill = d20.skillTotalTrace({
      skill: "physical",
      stat: "str",
      rank: 3,
      statBonus: 2,
      other: [],
    });
    expect(skill.value).toBe(d20.skillTotal({ rank: 3, statBonus: 2 }));
    const init = d20.initiativeTrace({ dexScore: 14, dexBonus: 2 });
    expect([init.value, init.notes?.[0]?.value]).toEqual([2, 14]);
    const hp = m20.maxHpTrace({ str: 12, hitDice: [4, 6, 2], level: 2 });
    expect([hp.value, sum(hp), hp.terms.length]).toEqual([22, 22, 3]);
    expect(hp.value).toBe(m20.maxHp({ str: 12, hitDice: [4, 6, 2], level: 2 }));
    const opera = spaceOpera.maxHpTrace({ str: 12, level: 3 });
    expect([opera.value, sum(opera)]).toEqual([spaceOpera.maxHp({ str: 12, level: 3 }), 26]);
    const cost = m20.forceCostTrace({ targets: 3, inCombat: true, affinity: true });
    expect([cost.value, sum(cost)]).toEqual([
      m20.forceCost({ targets: 3, inCombat: true, affinity: true }),
      4,
    ]);
    expect(m20.forceCostTrace({ targets: 3, inCombat: false, affinity: false }).value).toBe(0);
    const check = m20.forceCheckTrace({
      skill: "force",
      stat: "mnd",
      rank: 2,
      statBonus: 1,
      targets: 3,
      other: [],
    });
    expect(check.value).toBe(m20.forceCheckBonus({ forceRank: 2, statBonus: 1, targets: 3 }));
    expect(check.terms.find((x) => x.label === "multiTarget")?.value).toBe(-4);
    const vit = starWorlds.maxVitalityTrace({ menace: 1, level: 4 });
    expect([vit.value, sum(vit)]).toEqual([
      starWorlds.maxVitality({ menace: 1, level: 4 }),
      vit.value,
    ]);
  });

  it("Speed: the slowest piece is the one term; the others are notes", () => {
    const worn = [
      { name: "Padded suit", armor: 1, speed: 4 },
      { name: "Battle armor", armor: 3, speed: 2 },
    ];
    const t = starWorlds.speedTrace(worn);
    expect(t.value).toBe(starWorlds.armorAndSpeed(worn).speed);
    expect(t.terms.map((x) => x.source.name)).toEqual(["Battle armor"]);
    expect(t.notes?.map((x) => x.source.name)).toEqual(["Padded suit"]);
    expect(starWorlds.speedTrace([]).terms).toEqual([trace.term("unarmored", 4, "rule")]);
  });

  it("sumTrace refuses a term that is not an integer", () => {
    expect(() => trace.sumTrace("armorClass", [trace.ruleTerm("base", 0.5)])).toThrow(/base/);
  });
});
