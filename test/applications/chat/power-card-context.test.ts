// What a viewer sees of a power card: the numbers as shown, each row's outcome, and "Resist" only
// on the rows this viewer may roll (a GM: every pending row).
import { describe, expect, it } from "vitest";
import {
  isReported,
  CHECK_KEYS,
  OUTCOME_KEYS,
  powerCardContext,
} from "../../../src/applications/chat/power-card-context.js";
import { pendingRow, pushCardState } from "../powers/card-fixtures.js";

const player = (owned: string[]) => ({ isGM: false, ownsTarget: (u: string) => owned.includes(u) });
const gm = { isGM: true, ownsTarget: () => false };

describe("powerCardContext", () => {
  const state = pushCardState({
    rows: [
      pendingRow({ targetUuid: "Actor.a", name: "A" }),
      pendingRow({ targetUuid: "Actor.b", name: "B", outcome: "success", resistTotal: 7 }),
      pendingRow({ targetUuid: "Actor.c", name: "C" }),
    ],
  });

  it("the seed's Push: 8 HP, −8, +1 to check", () => {
    expect(powerCardContext(state, gm)).toMatchObject({
      actorName: "Kara Venn",
      itemName: "Force Push",
      cost: 8,
      penalty: -8,
      penaltyText: "−8",
      checkBonus: "+1",
      dc: null,
      hasDc: false,
      check: null,
      hasBattlemind: false,
      gmReport: false,
    });
  });

  it("a card that kept no check trace names its one stored term: −8 for 4 extra targets", () => {
    const c = powerCardContext(state, gm);
    expect(c.checkTerms).toEqual([{ key: "", name: "", text: "−8", value: -8, penalty: true }]);
    // The count is the penalty's own (−2 each), so the words and the number cannot disagree.
    expect(c.extraTargets).toBe(4);
    expect(powerCardContext(pushCardState({ penalty: 0 }), gm).checkTerms).toEqual([]);
  });

  it("rows: the resistance or a dash, the outcome key; Resist for the target's owner only", () => {
    const rows = powerCardContext(state, player(["Actor.c", "Actor.b"])).rows;
    expect(rows.map((r) => [r.name, r.resistShown, r.outcomeKey, r.canResist])).toEqual([
      ["A", "—", OUTCOME_KEYS.pending, false],
      ["B", "7", OUTCOME_KEYS.success, false],
      ["C", "—", OUTCOME_KEYS.pending, true],
    ]);
    expect(powerCardContext(state, gm).rows.map((r) => r.canResist)).toEqual([true, false, true]);
  });

  it("a self power: its DC and check outcome; Battlemind out of combat lasts nothing", () => {
    const surge = powerCardContext(
      pushCardState({ powerId: "surge", dc: 15, check: { total: 17, natural: 12, success: true } }),
      gm,
    );
    expect(surge).toMatchObject({ hasDc: true, dc: 15, gmReport: true });
    expect(surge.check).toEqual({
      total: 17,
      natural: 12,
      success: true,
      outcomeKey: CHECK_KEYS.success,
    });
    const battlemind = powerCardContext(
      pushCardState({ powerId: "battlemind", battlemindBonus: 2, inCombat: false }),
      gm,
    );
    expect(battlemind).toMatchObject({ hasBattlemind: true, battlemindNoCombat: true });
  });
});

describe("isReported", () => {
  it("Surge, Mind Trick, Farseeing and Telepathy are whispered to the GM", () => {
    expect(["surge", "mindTrick", "farseeing", "telepathy"].every(isReported)).toBe(true);
    expect(["push", "grip", "battlemind"].some(isReported)).toBe(false);
  });
});
