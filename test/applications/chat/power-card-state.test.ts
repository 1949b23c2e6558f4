import { describe, expect, it } from "vitest";
import { isReported, powerCardContext } from "../../../src/applications/chat/power-card-context.js";
import {
  markApplied,
  resolveRow,
  rowsToApply,
  selfCheck,
  withResistance,
  type CardRow,
  type PowerCardState,
} from "../../../src/applications/chat/power-card-state.js";
import { pendingRow, pushCardState } from "../powers/card-fixtures.js";

const row = (over: Partial<CardRow> = {}): CardRow =>
  pendingRow({ targetUuid: "Actor.a", name: "Battle droid", droid: true, resistBonus: 1, ...over });

const state = (rows: CardRow[], over: Partial<PowerCardState> = {}): PowerCardState =>
  pushCardState({ actorUuid: "Actor.k", actorName: "Kara", rows, ...over });

describe("card state: resistance arriving from the card", () => {
  it.each([
    { check: 12, resist: 11, outcome: "success" },
    { check: 12, resist: 12, outcome: "failure" },
    { check: 12, resist: 19, outcome: "failure" },
  ] as const)("check $check vs resistance $resist → $outcome (ties to the resister)", (c) => {
    expect(resolveRow(row({ checkTotal: c.check }), c.resist)).toMatchObject({
      resistTotal: c.resist,
      outcome: c.outcome,
    });
  });

  it("an immune row (Stun Droid vs a living target) stays immune", () => {
    expect(resolveRow(row({ outcome: "immune" }), 1).outcome).toBe("immune");
  });

  it("withResistance resolves one pending row and refuses a row already resolved", () => {
    const s = state([row(), row({ outcome: "failure", resistTotal: 15 })]);
    const next = withResistance(s, 0, 5);
    expect(next.rows.map((r) => r.outcome)).toEqual(["success", "failure"]);
    expect(s.rows[0]?.outcome).toBe("pending");
    expect(() => withResistance(next, 0, 5)).toThrow(/not awaiting/);
    expect(() => withResistance(next, 7, 5)).toThrow(/not awaiting/);
  });

  it("effects are carried out once: rowsToApply lists succeeded rows not yet applied", () => {
    const s = state([
      row({ outcome: "success" }),
      row({ outcome: "failure" }),
      row({ outcome: "success", applied: true }),
      row({ outcome: "success" }),
    ]);
    expect(rowsToApply(s)).toEqual([0, 3]);
    expect(rowsToApply(markApplied(s, [0, 3]))).toEqual([]);
  });

  it.each([
    { total: 15, dc: 15, success: true },
    { total: 14, dc: 15, success: false },
    { total: 3, dc: null, success: true },
  ])("a self check $total vs DC $dc → $success", ({ total, dc, success }) => {
    expect(selfCheck(total, 10, dc)).toEqual({ total, natural: 10, success });
  });
});

describe("card context", () => {
  const viewer = (owned: string[], isGM = false) => ({
    isGM,
    ownsTarget: (uuid: string) => owned.includes(uuid),
  });

  it("offers Roll resistance only to the target's owner or the GM, and only while pending", () => {
    const s = state([
      row({ targetUuid: "Actor.p" }),
      row({ targetUuid: "Actor.q" }),
      row({ outcome: "success" }),
    ]);
    expect(powerCardContext(s, viewer(["Actor.p"])).rows.map((r) => r.canResist)).toEqual([
      true,
      false,
      false,
    ]);
    expect(powerCardContext(s, viewer([], true)).rows.map((r) => r.canResist)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("shows the penalty, the cost, the signed bonus and a dash for awaited resistance", () => {
    const c = powerCardContext(state([row()], { checkBonus: -3 }), viewer([]));
    expect(c).toMatchObject({ cost: 8, penalty: -8, checkBonus: "−3", hasDc: false });
    expect(c.rows[0]).toMatchObject({
      resistShown: "—",
      outcomeKey: "HOLOCRON.Power.Outcome.pending",
    });
  });

  it("Battlemind: the bonus, and a note when used out of combat", () => {
    const check = { total: 19, natural: 10, success: true };
    const inFight = powerCardContext(
      state([], { powerId: "battlemind", check, battlemindBonus: 1 }),
      viewer([]),
    );
    expect(inFight).toMatchObject({
      hasBattlemind: true,
      battlemindBonus: 1,
      battlemindNoCombat: false,
    });
    const outside = powerCardContext(
      state([], { powerId: "battlemind", check, battlemindBonus: 1, inCombat: false }),
      viewer([]),
    );
    expect(outside.battlemindNoCombat).toBe(true);
  });

  it.each([
    ["surge", true],
    ["mindTrick", true],
    ["farseeing", true],
    ["telepathy", true],
    ["push", false],
    ["battlemind", false],
    ["negateEnergy", false],
  ])("%s is reported to the GM: %s", (id, reported) => {
    expect(isReported(id)).toBe(reported);
  });
});
