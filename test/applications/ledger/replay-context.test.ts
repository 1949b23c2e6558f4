// The combat replay's pure context (replay-context.ts): the combat's rows by round and turn,
// localized through a dictionary that echoes keys.
import { describe, expect, it } from "vitest";
import { echoI18n as i18n, echoTime as time } from "./fight-world.js";
import { replayContext } from "../../../src/applications/ledger/replay-context.js";
import { row } from "../../rules/ledger/fight-rows.js";
import { fightCard, fightRows } from "./fight-world.js";

describe("the replay's context", () => {
  it("the replay names the rounds and turns; none before the start; an empty ledger is empty", () => {
    const ctx = replayContext(i18n, fightRows(), fightCard(), time);
    expect(
      ctx.rounds.map((r) => [r.heading, r.turns.map((t) => [t.heading, t.rows.length])]),
    ).toEqual([
      [
        "[HOLOCRON.CombatReplay.Round 1]",
        [
          ["[HOLOCRON.CombatReplay.Turn Kara]", 2],
          ["[HOLOCRON.CombatReplay.Turn Thug]", 1],
        ],
      ],
      ["[HOLOCRON.CombatReplay.Round 2]", [["[HOLOCRON.CombatReplay.Turn Kara]", 1]]],
    ]);
    const before = replayContext(
      i18n,
      [row({ combat: { id: "c1", round: 0, turn: null } })],
      fightCard(),
      time,
    );
    expect(before.rounds[0]!.heading).toBe("[HOLOCRON.CombatReplay.BeforeStart]");
    expect(before.rounds[0]!.turns[0]!.heading).toBe("[HOLOCRON.CombatReplay.BetweenTurns]");
    expect(replayContext(i18n, [], { ...fightCard(), title: "" }, time)).toEqual({
      title: "[HOLOCRON.CombatSummary.Untitled]",
      rounds: [],
      empty: true,
    });
  });
});
