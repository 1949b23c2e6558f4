import { describe, expect, it } from "vitest";
import { parse } from "../../../src/rules/validate.js";
import {
  LEDGER_CAUSES,
  fitRow,
  ledgerChange,
  ledgerRow,
  newestFirst,
} from "../../../src/rules/ledger/row.js";
import { hp, row, status } from "./fight-rows.js";

describe("ledgerRow", () => {
  it("reads a whole row back as it was written", () => {
    const written = row({
      cause: { kind: "card", request: "card.apply", messageId: "m1", label: "Blaster" },
      changes: [hp(10, 4), status("dying", true)],
      rule: "HOLOCRON.Ledger.Rule.Dying",
    });
    expect(parse(ledgerRow, written)).toEqual({ ok: true, value: written });
  });

  it("reads a row outside combat, with no rule", () => {
    const written = row({ combat: null, cause: { kind: "hand" } });
    expect(parse(ledgerRow, written)).toEqual({ ok: true, value: written });
  });

  const bad: [string, Record<string, unknown>][] = [
    ["an unknown cause", { cause: { kind: "magic" } }],
    ["a negative seq", { seq: -1 }],
    ["a fractional seq", { seq: 1.5 }],
    ["a time that is not a number", { time: "now" }],
    ["no actor uuid", { actorUuid: undefined }],
    ["a change that is not a list", { changes: {} }],
    ["a combat round below 0", { combat: { id: "c1", round: -1, turn: 0 } }],
    ["an id too long", { id: "x".repeat(101) }],
  ];
  it.each(bad)("refuses %s", (_name, patch) => {
    expect(parse(ledgerRow, { ...row(), ...patch }).ok).toBe(false);
  });

  it("names every cause the writers use", () => {
    expect(LEDGER_CAUSES).toEqual([
      "card",
      "request",
      "power",
      "rest",
      "levelUp",
      "enricher",
      "dyingCheck",
      "gmTool",
      "revert",
      "sheet",
      "tokenBar",
      "hud",
      "hand",
      "offline",
    ]);
  });
});

describe("ledgerChange", () => {
  const good: [string, unknown][] = [
    ["numbers", { field: "health.value", before: 3, after: 1 }],
    ["booleans", { field: "status:dying", before: false, after: true }],
    ["a name and null", { field: "item:i1", before: null, after: "Blaster" }],
  ];
  it.each(good)("reads %s", (_name, change) => {
    expect(parse(ledgerChange, change)).toEqual({ ok: true, value: change });
  });

  const bad: [string, unknown][] = [
    ["an object value", { field: "a", before: {}, after: 1 }],
    ["a string value over 500 characters", { field: "a", before: "x".repeat(501), after: 1 }],
    ["a field over 200 characters", { field: "x".repeat(201), before: 1, after: 2 }],
    ["no field", { before: 1, after: 2 }],
  ];
  it.each(bad)("refuses %s", (_name, change) => {
    expect(parse(ledgerChange, change).ok).toBe(false);
  });
});

describe("fitRow", () => {
  it("cuts every text past the shape's limits, so the row reads back; a row that fits is as it was", () => {
    const long = (n: number) => "x".repeat(n);
    const written = row({
      cause: { kind: "hand", label: long(300) },
      changes: [{ field: `status:${long(300)}`, before: false, after: true }, hp(4, 2)],
    });
    const fitted = fitRow({
      ...written,
      actorName: long(201),
      userName: long(999),
      changes: [...written.changes, { field: "item:i1", before: null, after: long(501) }],
    });
    expect(parse(ledgerRow, fitted).ok).toBe(true);
    expect(fitted.actorName).toBe(`${long(199)}…`);
    expect(fitted.cause.label).toHaveLength(200);
    expect(fitted.changes.map((c) => [c.field.length, String(c.after).length])).toEqual([
      [200, 4],
      [12, 1],
      [7, 500],
    ]);
    const plain = row({ changes: [hp(10, 4)] });
    expect(fitRow(plain)).toEqual(plain);
  });
});

describe("newestFirst", () => {
  it("orders by time, newest first, then the last written first", () => {
    const rows = [
      { ...row({ id: "old" }), time: 10, seq: 1 },
      { ...row({ id: "new1" }), time: 20, seq: 2 },
      { ...row({ id: "new2" }), time: 20, seq: 3 },
    ];
    expect(rows.sort(newestFirst).map((r) => r.id)).toEqual(["new2", "new1", "old"]);
  });

  it("is 0 for the same time and sequence", () => {
    const r = { ...row(), time: 5, seq: 5 };
    expect(newestFirst(r, { ...r })).toBe(0);
  });
});
