import { describe, expect, it } from "vitest";
import { replay } from "../../../src/rules/ledger/replay.js";
import { at, hp, row } from "./fight-rows.js";

describe("replay", () => {
  it("groups a combat's rows by round and turn, oldest first, naming the turns", () => {
    const rows = [
      row({ id: "late", time: 50, combat: at(2, 1), changes: [hp(4, 2)] }),
      row({ id: "r1t1", time: 20, combat: at(1, 1) }),
      row({ id: "pre", time: 5, combat: at(0, null) }),
      row({ id: "r1t0", time: 10, combat: at(1, 0) }),
      row({ id: "r1t0b", time: 30, combat: at(1, 0) }),
      row({ id: "between", time: 40, combat: at(2, null) }),
      row({ id: "other", time: 15, combat: { id: "c9", round: 1, turn: 0 } }),
      row({ id: "out", time: 16, combat: null }),
    ];
    const rounds = replay(rows, "c1", ["Kara", "Thug"]);
    expect(
      rounds.map((r) => ({
        round: r.round,
        turns: r.turns.map((t) => [t.turn, t.name, t.rows.map((x) => x.id)]),
      })),
    ).toEqual([
      { round: 0, turns: [[null, null, ["pre"]]] },
      {
        round: 1,
        turns: [
          [0, "Kara", ["r1t0", "r1t0b"]],
          [1, "Thug", ["r1t1"]],
        ],
      },
      {
        round: 2,
        turns: [
          [null, null, ["between"]],
          [1, "Thug", ["late"]],
        ],
      },
    ]);
  });

  it("a turn past the names known has no name; a round the GM stepped back to joins its group", () => {
    const rows = [
      row({ id: "a", time: 1, combat: at(2, 3) }),
      row({ id: "b", time: 2, combat: at(1, 3) }),
      row({ id: "c", time: 3, combat: at(2, 3) }),
    ];
    expect(
      replay(rows, "c1").map((r) => [
        r.round,
        r.turns.map((t) => [t.name, t.rows.map((x) => x.id)]),
      ]),
    ).toEqual([
      [1, [[null, ["b"]]]],
      [2, [[null, ["a", "c"]]]],
    ]);
  });

  it("no rows: no rounds", () => {
    expect(replay([], "c1")).toEqual([]);
  });
});
