// A ledger row in words (row-text.ts), localized through a dictionary that echoes keys: each
// field's name, each value, a row's line and the export's words.
import { describe, expect, it } from "vitest";
import { echoI18n as i18n, echoTime as time } from "./fight-world.js";
import {
  fieldName,
  rowLine,
  valueText,
  exportText,
} from "../../../src/applications/ledger/row-text.js";
import { hp, row, status } from "../../rules/ledger/fight-rows.js";

describe("a row in words", () => {
  const fields: [string, string][] = [
    ["health.value", "[HOLOCRON.LedgerWorld.Field.health]"],
    ["heroPoints.spent", "[HOLOCRON.LedgerWorld.Field.heroPointsSpent]"],
    ["status:prone", "[HOLOCRON.Status.prone]"],
    ["status:madeUp", "madeUp"],
    ["item:abc", "[HOLOCRON.LedgerWorld.Field.item]"],
    ["effect:abc", "[HOLOCRON.LedgerWorld.Field.effect]"],
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
    ["effect:x", null, "[HOLOCRON.LedgerWorld.None]"],
    ["effect:x", "on|Cover: modifiers.ac +2", "Cover: modifiers.ac +2"],
    [
      "effect:x",
      "off|Cover: modifiers.ac +2",
      "[HOLOCRON.Ledger.EffectOff Cover: modifiers.ac +2]",
    ],
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
      cause: "[HOLOCRON.Ledger.Causes.power]",
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
      "[HOLOCRON.Ledger.Causes.card]",
      "[HOLOCRON.Status.dying]",
      "[HOLOCRON.LedgerWorld.Held]",
      "t1",
      "[HOLOCRON.Y]",
    ]);
  });
});
