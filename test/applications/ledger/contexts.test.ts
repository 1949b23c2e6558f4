// The ledger views' pure contexts, localized through a dictionary that echoes keys: the words of a
// row, the world window's filters and page, the summary's lines and the prediction.
import { describe, expect, it } from "vitest";
import type { I18n } from "../../../src/applications/chat/i18n.js";
import {
  fieldName,
  rowLine,
  valueText,
  exportText,
} from "../../../src/applications/ledger/row-text.js";
import {
  filterOfForm,
  worldLedgerContext,
} from "../../../src/applications/ledger/world-ledger-context.js";
import { summaryContext } from "../../../src/applications/ledger/summary-context.js";
import { replayContext } from "../../../src/applications/ledger/replay-context.js";
import { field, hp, row, status } from "../../rules/ledger/fight-rows.js";
import { fightCard, fightRows } from "./fight-world.js";

const i18n: I18n = {
  localize: (key) => `[${key}]`,
  format: (key, data) => `[${key} ${Object.values(data).join("|")}]`,
};
const time = (ms: number) => `t${ms}`;

describe("a row in words", () => {
  const fields: [string, string][] = [
    ["health.value", "[HOLOCRON.LedgerWorld.Field.health]"],
    ["heroPoints.spent", "[HOLOCRON.LedgerWorld.Field.heroPointsSpent]"],
    ["status:prone", "[HOLOCRON.Status.prone]"],
    ["status:madeUp", "madeUp"],
    ["item:abc", "[HOLOCRON.LedgerWorld.Field.item]"],
    ["exposure.checks", "exposure.checks"],
  ];
  it.each(fields)("%s is named %s", (path, name) => {
    expect(fieldName(i18n, path)).toBe(name);
  });

  const values: [string, boolean | number | string | null, string][] = [
    ["status:prone", true, "[HOLOCRON.LedgerWorld.Held]"],
    ["status:prone", false, "[HOLOCRON.LedgerWorld.NotHeld]"],
    ["status:prone", null, "[HOLOCRON.LedgerWorld.NotHeld]"],
    ["item:x", null, "[HOLOCRON.LedgerWorld.None]"],
    ["item:x", "Blaster", "Blaster"],
    ["health.value", 4, "4"],
  ];
  it.each(values)("%s = %j reads %s", (path, value, text) => {
    expect(valueText(i18n, value, path)).toBe(text);
  });

  it("a row line: the user unknown, the cause and its label, the rule localized", () => {
    const r = {
      ...row({
        time: 5,
        cause: { kind: "power", label: "Heal" },
        changes: [hp(3, 5)],
        rule: "HOLOCRON.X",
      }),
      userName: "",
    };
    expect(rowLine(i18n, r, time)).toEqual({
      id: r.id,
      time: "t5",
      actor: "A",
      user: "[HOLOCRON.LedgerWorld.UnknownUser]",
      cause: "[HOLOCRON.LedgerWorld.Cause.power]",
      label: "Heal",
      changes: [{ field: "[HOLOCRON.LedgerWorld.Field.health]", before: "3", after: "5" }],
      rule: "[HOLOCRON.X]",
    });
  });

  it("the export's words are the same", () => {
    const text = exportText(i18n, "T", time);
    const r = row({ changes: [status("dying", true)], rule: "HOLOCRON.Y" });
    expect([
      text.columns.before,
      text.cause!(r),
      text.field!("status:dying"),
      text.value!(true, "status:dying"),
      text.time!(1),
      text.rule!("HOLOCRON.Y"),
    ]).toEqual([
      "[HOLOCRON.LedgerWorld.Column.before]",
      "[HOLOCRON.LedgerWorld.Cause.card]",
      "[HOLOCRON.Status.dying]",
      "[HOLOCRON.LedgerWorld.Held]",
      "t1",
      "[HOLOCRON.Y]",
    ]);
  });
});

describe("the world ledger's context", () => {
  it("names sessions and combats by when they began; the cause list keeps the causes' order", () => {
    const rows = [
      row({ time: 30, session: "s2", cause: { kind: "sheet" } }),
      row({ time: 20, session: "s1", cause: { kind: "card" } }),
      row({ time: 10, session: "s1", cause: { kind: "sheet" }, combat: null }),
    ];
    const ctx = worldLedgerContext(i18n, rows, { session: "s1" }, 0, time);
    const byKey = Object.fromEntries(ctx.filters.map((f) => [f.key, f.options]));
    expect(byKey.session).toEqual([
      { value: "s2", label: "[HOLOCRON.LedgerWorld.Began.session t30]", selected: false },
      { value: "s1", label: "[HOLOCRON.LedgerWorld.Began.session t10]", selected: true },
    ]);
    expect(byKey.combatId).toEqual([
      { value: "c1", label: "[HOLOCRON.LedgerWorld.Began.combatId t20]", selected: false },
    ]);
    expect(byKey.cause!.map((o) => o.value)).toEqual(["card", "sheet"]);
    expect([ctx.filtered, ctx.rows.length, ctx.empty, ctx.hasPrev, ctx.hasNext]).toEqual([
      true,
      2,
      false,
      false,
      false,
    ]);
  });

  it("an empty ledger: nothing filtered, one empty page", () => {
    const ctx = worldLedgerContext(i18n, [], {}, 3, time);
    expect([ctx.filtered, ctx.empty, ctx.page, ctx.pageLabel]).toEqual([
      false,
      true,
      0,
      "[HOLOCRON.LedgerWorld.Page 1|1|0]",
    ]);
  });

  it("the form's filter keeps only known keys, strings and causes", () => {
    expect(
      filterOfForm({ actorUuid: "Actor.a", userId: "", cause: "bogus", session: 3, other: "x" }),
    ).toEqual({ actorUuid: "Actor.a" });
    expect(filterOfForm({ cause: "hud", combatId: "c1" })).toEqual({
      cause: "hud",
      combatId: "c1",
    });
  });
});

describe("the summary's and the replay's context", () => {
  it("a combatant's line: statuses and powers counted, sides named, rounds survived", () => {
    const ctx = summaryContext(i18n, fightCard());
    const [kara, thug] = ctx.combatants;
    expect(kara).toMatchObject({
      side: "party",
      dealt: 12,
      powers: "[HOLOCRON.CombatSummary.PowerPaid Force Push|4]",
      survived: "[HOLOCRON.CombatSummary.Survived 2|2]",
      natural20s: 1,
    });
    expect(thug).toMatchObject({
      side: "foes",
      taken: 12,
      downAtEnd: true,
      statuses: "[HOLOCRON.Status.unconscious]",
    });
    expect(ctx.prediction).toEqual({
      winChance: "72%",
      interval: "[HOLOCRON.CombatSummary.Interval 68%|76%]",
      rounds: "[HOLOCRON.CombatSummary.PredictedRounds 3.4]",
      verdict: "as",
      verdictLabel: "[HOLOCRON.CombatSummary.Verdict.as]",
    });
  });

  it("repeats are counted, an unnamed power is named, no prediction shows none", () => {
    const rows = [
      row({ actor: "kara", changes: [status("prone", true)] }),
      row({ actor: "kara", changes: [status("prone", false)] }),
      row({ actor: "kara", changes: [status("prone", true)] }),
      row({ actor: "kara", cause: { kind: "power" }, changes: [hp(5, 1)] }),
      row({ actor: "kara", cause: { kind: "power" }, changes: [field("health.value", 1, 1)] }),
    ];
    const card = { ...fightCard(rows), prediction: null, title: "" };
    const ctx = summaryContext(i18n, card);
    expect(ctx.title).toBe("[HOLOCRON.CombatSummary.Untitled]");
    expect(ctx.prediction).toBeNull();
    expect(ctx.combatants[0]).toMatchObject({
      statuses: "[HOLOCRON.CombatSummary.Times [HOLOCRON.Status.prone]|2]",
      powers:
        "[HOLOCRON.CombatSummary.PowerPaid [HOLOCRON.CombatSummary.Times [HOLOCRON.CombatSummary.UnnamedPower]|2]|4]",
    });
    const lost = summaryContext(i18n, {
      ...fightCard([row({ actor: "kara", changes: [hp(3, 0)] })]),
      prediction: { winChance: 0.9, interval: [0.8, 0.95] },
    });
    expect([lost.prediction!.verdict, lost.prediction!.rounds]).toEqual(["against", null]);
    const open = summaryContext(i18n, {
      ...fightCard([]),
      prediction: { winChance: 0.5, interval: [0.4, 0.6] },
    });
    expect(open.prediction!.verdict).toBe("open");
  });

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
