// A roll card's total explains itself from the card's data (card-breakdown.ts): the dice's faces,
// then the bonus terms the roll dialog traced; terms that do not add up to the formula's plain
// numbers (an older card, a hand-edited one) give way to one term of the formula.
import { describe, expect, it } from "vitest";
import {
  cardBreakdowns,
  cardFormulaTrace,
  cardTotalTrace,
  opposedSideTrace,
} from "../../../src/cards/roll/data.js";
import type { AttackCard, DamageCard, OpposedCard } from "../../../src/cards/data.js";
import { sampleCards } from "./fixtures.js";

const cards = sampleCards();
const sum = (t: { terms: readonly { value: number }[] }) =>
  t.terms.reduce((s, x) => s + x.value, 0);

describe("a card's total as its terms", () => {
  it("an attack: the d20's face, then the level, Battlemind and STR as the dialog traced them", () => {
    const t = cardTotalTrace(cards["m20-attack"] as AttackCard);
    expect(t.rule).toBe("attackRoll");
    expect(t.terms.map((x) => [x.label, x.value, x.source.kind])).toEqual([
      ["roll", 20, "roll"],
      ["levelAttack", 3, "level"],
      ["modifier", 1, "effect"],
      ["statBonus", 2, "stat"],
    ]);
    expect(t.value).toBe(26);
  });

  it("a critical's damage: every bonus twice, and the doubling noted", () => {
    const t = cardTotalTrace(cards["m20-damage"] as DamageCard);
    expect(t.terms.map((x) => x.value)).toEqual([17, 2, 2]);
    expect(t.terms[0]?.source.name).toBe("2d8+2d8");
    expect(t.notes?.map((n) => n.label)).toEqual(["critical"]);
    expect(t.value).toBe(21);
  });

  it("terms that do not add up to the formula are one term of the formula", () => {
    const card = cards["m20-attack"] as AttackCard;
    const forged: AttackCard = {
      ...card,
      bonusTerms: [{ label: "modifier", value: 9, source: { kind: "effect", name: "Fake" } }],
    };
    const t = cardTotalTrace(forged);
    expect(t.terms.map((x) => [x.label, x.value])).toEqual([
      ["roll", 20],
      ["formulaBonus", 6],
    ]);
    expect(sum(t)).toBe(card.total);
  });

  it("a Hero Point's die is its own term", () => {
    const card: DamageCard = {
      ...(cards["worlds-damage"] as DamageCard),
      // The level's d6, then the Hero Point's, added after the roll.
      formula: "2d6+1d6+1d6",
      total: 15,
      heroDie: true,
      heroDieResult: 3,
    };
    const t = cardTotalTrace(card);
    expect(t.terms.map((x) => [x.label, x.value, x.source.name])).toEqual([
      ["roll", 12, "2d6+1d6"],
      ["heroDie", 3, "1d6"],
    ]);
  });

  it("the formula: its dice, then the same bonus terms as the total (doubled on a critical)", () => {
    const f = cardFormulaTrace(cards["m20-damage"] as DamageCard);
    expect(f.dice).toBe("2d8+2d8");
    expect(f.trace.terms.map((x) => x.value)).toEqual([2, 2]);
    const views = cardBreakdowns(cards["m20-damage"] as DamageCard, "x");
    // The formula as the roll made it, its plain numbers folded: 2d8+2+2d8+2.
    expect([views.formula.shown, views.formula.formulaBase]).toEqual(["2d8+2d8+4", "2d8+2d8"]);
    expect([views.diceTotal.id, views.diceTotal.total]).toEqual(["x-dice-total", 21]);
  });

  it("an opposed round: each side's dice (the total less its bonus), then its bonus", () => {
    const card = cards["m20-opposed"] as OpposedCard;
    const r = card.resisters[0]!;
    const round = r.result!.rounds[0]!;
    const actor = opposedSideTrace(card, round.actor, null);
    expect(actor.terms.map((x) => [x.label, x.value, x.source.kind])).toEqual([
      ["roll", round.actor - 7, "roll"],
      ["formulaBonus", 7, "rule"],
    ]);
    const resister = opposedSideTrace(card, round.resister, r);
    expect(resister.terms.map((x) => [x.label, x.value, x.source.kind])).toEqual([
      ["roll", round.resister - r.bonus, "roll"],
      ["checkBonus", r.bonus, "card"],
    ]);
    expect(resister.value).toBe(round.resister);
    const views = cardBreakdowns(card, "x");
    expect(views.rows?.["round-0-0-resister"]?.id).toBe("x-round-0-0-resister");
  });
});
