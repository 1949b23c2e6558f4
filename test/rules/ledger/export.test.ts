import { describe, expect, it } from "vitest";
import {
  csvCell,
  markdownCell,
  toCsv,
  toMarkdown,
  EXPORT_COLUMNS,
  type ExportText,
} from "../../../src/rules/ledger/export.js";
import { field, hp, row, status } from "./fight-rows.js";

const COLUMNS = Object.fromEntries(
  EXPORT_COLUMNS.map((c) => [c, c[0]!.toUpperCase() + c.slice(1)]),
) as ExportText["columns"];
const TEXT: ExportText = { title: "Fight", columns: COLUMNS };
const HEADER = "Time,Session,Combat,Round,Turn,Actor,User,Cause,Label,Field,Before,After,Rule";

describe("csvCell", () => {
  const cases: [string, string][] = [
    ["plain", "plain"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    // A formula's lead is made text and the cell quoted (OWASP, "CSV Injection").
    ["=HYPERLINK(1)", `"'=HYPERLINK(1)"`],
    ["+1", `"'+1"`],
    ["@x", `"'@x"`],
    ["\tx", `"'\tx"`],
    ["\r=1", `"'\r=1"`],
    ["-cmd", `"'-cmd"`],
    ["-1+1", `"'-1+1"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ["＝1+1", `"'＝1+1"`],
    ["-3", "-3"],
    ["-.5", "-.5"],
    ["-0.25", "-0.25"],
    ["=a,b", `"'=a,b"`],
  ];
  it.each(cases)("%j → %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe("markdownCell", () => {
  const cases: [string, string][] = [
    ["plain", "plain"],
    ["a|b", "a\\|b"],
    ["back\\slash", "back\\\\slash"],
    ["two\nlines\r\nthree\rfour", "two lines three four"],
    [`<img src=x onerror="a('1')">`, `&lt;img src=x onerror="a('1')"&gt;`],
    ["Tom & Jerry", "Tom &amp; Jerry"],
    ["[x](javascript:a)", "\\[x\\](javascript:a)"],
  ];
  it.each(cases)("%j → %j", (value, cell) => {
    expect(markdownCell(value)).toBe(cell);
  });
});

describe("toCsv", () => {
  it("one record per change, oldest first, header first, CRLF; a row without changes is one record", () => {
    const rows = [
      row({
        time: Date.UTC(2026, 11, 2, 3, 0, 2),
        combat: { id: "c1", round: 2, turn: null },
        cause: { kind: "sheet" },
      }),
      row({
        actor: "kara",
        time: Date.UTC(2026, 11, 2, 3, 0, 1),
        user: "p1",
        cause: { kind: "card", label: 'Blaster, "heavy"' },
        changes: [hp(12, 4), status("prone", true)],
        rule: "HOLOCRON.Rule.x",
      }),
      row({
        combat: null,
        time: Date.UTC(2026, 11, 2, 3, 0, 3),
        changes: [field("item:i1", null, "Line\nbreak")],
      }),
    ];
    expect(toCsv(rows, TEXT)).toBe(
      [
        HEADER,
        `2026-12-02T03:00:01.000Z,s1,c1,1,0,KARA,P1,card,"Blaster, ""heavy""",health.value,12,4,HOLOCRON.Rule.x`,
        `2026-12-02T03:00:01.000Z,s1,c1,1,0,KARA,P1,card,"Blaster, ""heavy""",status:prone,false,true,HOLOCRON.Rule.x`,
        "2026-12-02T03:00:02.000Z,s1,c1,2,,A,Gamemaster,sheet,,,,,",
        `2026-12-02T03:00:03.000Z,s1,,,,A,Gamemaster,card,,item:i1,,"Line\nbreak",`,
        "",
      ].join("\r\n"),
    );
  });

  it("takes its words from the text given", () => {
    const text: ExportText = {
      ...TEXT,
      cause: (r) => `cause ${r.cause.kind}`,
      field: (f) => (f === "health.value" ? "HP" : f),
      value: (v, f) => (f.startsWith("status:") ? (v ? "yes" : "no") : String(v)),
      time: (ms) => `t${ms}`,
      rule: (key) => `rule ${key}`,
    };
    const csv = toCsv(
      [row({ time: 7, changes: [hp(3, 1), status("dying", true)], rule: "k" })],
      text,
    );
    expect(csv.split("\r\n").slice(1, 3)).toEqual([
      "t7,s1,c1,1,0,A,Gamemaster,cause card,,HP,3,1,rule k",
      "t7,s1,c1,1,0,A,Gamemaster,cause card,,status:dying,no,yes,rule k",
    ]);
  });
});

describe("toMarkdown", () => {
  it("a title, a table, one line per change; pipes escaped and line breaks flattened", () => {
    const rows = [
      row({
        time: 0,
        user: "p1",
        cause: { kind: "hand", label: "a|b" },
        changes: [field("item:x", "Old\nname", null)],
      }),
    ];
    expect(toMarkdown(rows, { ...TEXT, title: "Ledger | s1" })).toBe(
      [
        "# Ledger \\| s1",
        "",
        "| Time | Session | Combat | Round | Turn | Actor | User | Cause | Label | Field | Before | After | Rule |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        "| 1970-01-01T00:00:00.000Z | s1 | c1 | 1 | 0 | A | P1 | hand | a\\|b | item:x | Old name |  |  |",
        "",
      ].join("\n"),
    );
  });

  it("no rows: the title and the header", () => {
    expect(toMarkdown([], TEXT).split("\n")).toHaveLength(5);
  });
});
