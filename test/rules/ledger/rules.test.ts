import { describe, expect, it } from "vitest";
import type { LedgerChange } from "../../../src/rules/ledger/row.js";
import { ruleOfChanges } from "../../../src/rules/ledger/rules.js";
import { field, hp, status, str } from "./fight-rows.js";

describe("ruleOfChanges", () => {
  const cases: [string, LedgerChange[], string | undefined][] = [
    ["no changes", [], undefined],
    ["HP only", [hp(8, 3)], undefined],
    ["STR damage rising (m20 seed 000)", [hp(1, 0), str(0, 2)], "HOLOCRON.Ledger.Rule.StrDamage"],
    ["STR damage healed is no rule", [str(2, 0)], undefined],
    ["STR damage not a number", [field("strDamage.value", null, 2)], undefined],
    ["Dying gained", [status("dying", true)], "HOLOCRON.Ledger.Rule.Dying"],
    ["Dying from absent", [field("status:dying", null, true)], "HOLOCRON.Ledger.Rule.Dying"],
    ["Dying lost is no rule", [status("dying", false)], undefined],
    ["Dying held throughout is no rule", [field("status:dying", true, true)], undefined],
    [
      "Wounded gained (Star Worlds seed 002)",
      [hp(2, 0), status("wounded", true)],
      "HOLOCRON.Ledger.Rule.Wounded",
    ],
    ["Unconscious gained", [status("unconscious", true)], "HOLOCRON.Ledger.Rule.Unconscious"],
    ["another status", [status("prone", true)], undefined],
    [
      "STR damage comes before Dying",
      [status("dying", true), str(0, 1)],
      "HOLOCRON.Ledger.Rule.StrDamage",
    ],
    [
      "Dying comes before Wounded and Unconscious",
      [status("unconscious", true), status("wounded", true), status("dying", true)],
      "HOLOCRON.Ledger.Rule.Dying",
    ],
    [
      "Wounded comes before Unconscious",
      [status("unconscious", true), status("wounded", true)],
      "HOLOCRON.Ledger.Rule.Wounded",
    ],
  ];
  it.each(cases)("%s", (_name, changes, expected) => {
    expect(ruleOfChanges(changes)).toBe(expected);
  });
});
