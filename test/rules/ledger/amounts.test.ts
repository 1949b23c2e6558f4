import { describe, expect, it } from "vitest";
import {
  DAMAGE_FIELDS,
  DOWN_STATUSES,
  damageOf,
  delta,
  fieldMoved,
  oldestFirst,
  revertedIds,
  statusesGained,
} from "../../../src/rules/ledger/amounts.js";
import type { LedgerChange } from "../../../src/rules/ledger/row.js";
import { field, hp, row, status, str } from "./fight-rows.js";

describe("delta", () => {
  const cases: [string, LedgerChange, number][] = [
    ["a number going down", hp(10, 4), -6],
    ["a number going up", str(0, 3), 3],
    ["no move", hp(5, 5), 0],
    ["before not a number", field("health.value", null, 4), 0],
    ["after not a number", field("health.value", 4, "x"), 0],
    ["a status", status("dying", true), 0],
  ];
  it.each(cases)("%s", (_name, change, expected) => {
    expect(delta(change)).toBe(expected);
  });
});

describe("damageOf", () => {
  const cases: [string, LedgerChange[], number][] = [
    ["no changes", [], 0],
    ["HP lost is damage", [hp(10, 4)], 6],
    ["HP gained is healing", [hp(4, 9)], -5],
    ["STR damage taken is damage", [str(0, 2)], 2],
    ["STR damage healed is healing", [str(3, 1)], -2],
    ["HP and STR add up", [hp(3, 0), str(0, 4)], 7],
    ["other fields are not health", [field("heroPoints.value", 3, 1), status("dying", true)], 0],
    ["a health field that is not a number", [field("health.value", null, 3)], 0],
  ];
  it.each(cases)("%s", (_name, changes, expected) => {
    expect(damageOf(row({ changes }))).toBe(expected);
  });

  it("knows HP as damage going down and STR damage as damage going up", () => {
    expect(DAMAGE_FIELDS).toEqual({ "health.value": -1, "strDamage.value": 1 });
  });
});

describe("statusesGained", () => {
  const cases: [string, LedgerChange[], string[]][] = [
    ["none", [], []],
    ["one gained", [status("dying", true)], ["dying"]],
    ["one lost", [status("dying", false)], []],
    ["from absent (null) to held", [field("status:dead", null, true)], ["dead"]],
    ["held before and after", [field("status:prone", true, true)], []],
    ["not a status field", [field("health.value", 1, 0)], []],
    [
      "several, in the row's order",
      [status("unconscious", true), hp(2, 0), status("prone", false), status("dying", true)],
      ["unconscious", "dying"],
    ],
  ];
  it.each(cases)("%s", (_name, changes, expected) => {
    expect(statusesGained(row({ changes }))).toEqual(expected);
  });

  it("counts these statuses as downed", () => {
    expect(DOWN_STATUSES).toEqual(["unconscious", "dying", "dead", "defeated", "outCold"]);
  });
});

describe("fieldMoved", () => {
  const changes = [
    field("heroPoints.value", 3, 1),
    field("heroPoints.value", 1, 2),
    field("forcePoints.value", 5, 0),
    field("heroPoints.value", "a", 9),
  ];
  const cases: [string, string, 1 | -1, number][] = [
    ["decreases of one field", "heroPoints.value", -1, 2],
    ["increases of one field", "heroPoints.value", 1, 1],
    ["another field's decrease", "forcePoints.value", -1, 5],
    ["another field's increase", "forcePoints.value", 1, 0],
    ["a field not in the row", "health.value", -1, 0],
  ];
  it.each(cases)("%s", (_name, name, sign, expected) => {
    expect(fieldMoved(row({ changes }), name, sign)).toBe(expected);
  });
});

describe("revertedIds", () => {
  it("holds each revert and the row it reverses", () => {
    const rows = [
      row({ id: "a" }),
      row({ id: "b" }),
      row({ id: "c", cause: { kind: "revert", revertOf: "a" } }),
      row({ id: "d", cause: { kind: "sheet" } }),
    ];
    expect([...revertedIds(rows)]).toEqual(["a", "c"]);
  });

  it("ignores a revert that names no row", () => {
    expect(revertedIds([row({ id: "x", cause: { kind: "revert" } })]).size).toBe(0);
  });

  it("is empty for no rows", () => {
    expect(revertedIds([]).size).toBe(0);
  });
});

describe("oldestFirst", () => {
  it("orders by time, then by the order written", () => {
    const late = { ...row({ id: "late" }), time: 20, seq: 1 };
    const early2 = { ...row({ id: "early2" }), time: 10, seq: 5 };
    const early1 = { ...row({ id: "early1" }), time: 10, seq: 2 };
    expect([late, early2, early1].sort(oldestFirst).map((r) => r.id)).toEqual([
      "early1",
      "early2",
      "late",
    ]);
  });

  it("is 0 for the same time and sequence", () => {
    const r = { ...row(), time: 5, seq: 5 };
    expect(oldestFirst(r, { ...r })).toBe(0);
  });
});
