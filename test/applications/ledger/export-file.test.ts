// @vitest-environment happy-dom
// The GM's export of a row list (export-file.ts): the file's name from any title, the format from
// the clicked button, and the file handed to Foundry's download with its type and ending.
import { describe, expect, it } from "vitest";
import {
  fileNameOf,
  formatOf,
  localTime,
  saveRows,
} from "../../../src/applications/ledger/export-file.js";
import { windowWorld } from "./ledger-windows.js";
import { fightRows } from "./fight-world.js";

describe("fileNameOf", () => {
  const names: [string, string][] = [
    ["Combat: Kara vs. Thug", "combat-kara-vs-thug"],
    ["  Kara d'Ørn!  ", "kara-d-rn"],
    ["ledger_2026", "ledger-2026"],
    ["Éclat à Noël", "eclat-a-noel"],
    ["!!!", "ledger"],
    ["", "ledger"],
  ];
  it.each(names)("%j is saved as %s", (title, name) => {
    expect(fileNameOf(title)).toBe(name);
  });
});

describe("formatOf", () => {
  it("csv when the button says so; Markdown otherwise", () => {
    const button = (format?: string) => {
      const b = document.createElement("button");
      if (format) b.dataset.format = format;
      return b;
    };
    expect([button("csv"), button("markdown"), button("pdf"), button()].map(formatOf)).toEqual([
      "csv",
      "markdown",
      "markdown",
      "markdown",
    ]);
  });
});

describe("saveRows", () => {
  it("hands Foundry's download the rows written in the format, named from the title", async () => {
    const { saved } = await windowWorld();
    saveRows(fightRows(), "csv", "Kara's fight");
    saveRows(fightRows().slice(0, 2), "markdown", "Kara's fight");
    expect(saved.map(([, type, name]) => [type, name])).toEqual([
      ["text/csv", "kara-s-fight.csv"],
      ["text/markdown", "kara-s-fight.md"],
    ]);
    // A header and a line per change (the thug's fall is two: Vitality and Unconscious).
    const changes = fightRows().flatMap((r) => r.changes);
    expect(saved[0]![0].trimEnd().split("\r\n")).toHaveLength(1 + changes.length);
    // The title, a blank line, the header and its rule, then the two rows' three changes, the time
    // in this user's way of writing it.
    const md = saved[1]![0].trimEnd().split("\n");
    expect([md[0], md.length]).toEqual(["# Kara's fight", 4 + 3]);
    const [first] = fightRows();
    expect(md[4]).toBe(
      `| ${localTime(first!.time)} | s1 | c1 | 2 | 0 | THUG | Gamemaster | HOLOCRON.Ledger.Causes.card |  | ` +
        "HOLOCRON.Health.HP | 5 | 0 | HOLOCRON.CombatSummary.Title |",
    );
    expect(localTime(0)).toBe(new Date(0).toLocaleString(game.i18n.lang));
  });
});
