// The combat replay's pure context (replay-context.ts): the combat's rows by round and turn,
// localized through a dictionary that echoes keys.
import { describe, expect, it } from "vitest";
import { echoI18n as i18n, echoTime as time } from "./fight-world.js";
import { replayContext } from "../../../src/applications/ledger/replay-context.js";
import { hp, row } from "../../rules/ledger/fight-rows.js";
import { englishI18n, fightCard, fightRows, KARA } from "./fight-world.js";

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

  it("a row reads target first, then who hit it and who applied it: never as the target acting", () => {
    const lookup = {
      actorName: (uuid: string) => (uuid === KARA ? "Kara Voss" : null),
      fieldLabels: () => ({ "health.value": "HOLOCRON.Health.HP" }),
    };
    const ctx = replayContext(i18n, fightRows(), fightCard(), time, lookup);
    const [shot, power] = ctx.rounds[0]!.turns[0]!.rows;
    expect(shot!.who).toBe("[HOLOCRON.CombatReplay.WhoFrom THUG|Kara Voss|Gamemaster]");
    expect(power!.who).toBe("[HOLOCRON.CombatReplay.Who KARA|Gamemaster]");
    const healed = row({
      actor: "thug",
      cause: { sourceActorUuid: KARA, request: "card.heal" },
      changes: [hp(2, 6)],
    });
    const mended = replayContext(i18n, [healed], fightCard(), time, lookup);
    expect(mended.rounds[0]!.turns[0]!.rows[0]!.who).toBe(
      "[HOLOCRON.CombatReplay.HealedBy THUG|Kara Voss|Gamemaster]",
    );
    // In English: "THUG — hit by Kara Voss (applied by Gamemaster)".
    const { env, i18n: english } = englishI18n();
    const html = env.render("templates/apps/combat-replay.hbs", {
      replay: replayContext(english, fightRows(), fightCard(), time, lookup),
    });
    expect(html).toContain("THUG — hit by Kara Voss (applied by Gamemaster)");
    expect(html).toContain("[HP: 12 → 5]".slice(1, -1));
  });
});
