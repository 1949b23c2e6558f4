// `npm run lang:report`: per language file, the English keys it lacks and the keys English dropped.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { formatReport, langReport, leafKeys } from "../../scripts/lib/lang.mjs";

const english = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const report = (...files: string[]) =>
  spawnSync(process.execPath, [resolve("scripts/lang.mjs"), "report", ...files], {
    encoding: "utf8",
  });

/** A sample translation: English with two keys taken out and one key English does not have. */
function sampleLanguage(): { file: string; dropped: string[] } {
  const sample = structuredClone(english);
  const keys = leafKeys(english);
  const dropped = [keys[0]!, keys[Math.floor(keys.length / 2)]!];
  for (const key of dropped) {
    const parts = key.split(".");
    const last = parts.pop()!;
    const group = parts.reduce((node, part) => node[part] as Record<string, unknown>, sample);
    delete group[last];
  }
  (sample.HOLOCRON as Record<string, unknown>).Old = { Gone: "Veraltet" };
  const file = join(mkdtempSync(join(tmpdir(), "holocron-lang-")), "de.json");
  writeFileSync(file, JSON.stringify(sample));
  return { file, dropped };
}

describe("lang:report", () => {
  it("reads dotted keys from nested files", () => {
    expect(leafKeys({ A: { B: "x", C: { D: "y" } }, E: "z" })).toEqual(["A.B", "A.C.D", "E"]);
  });

  it("finds English complete against itself", () => {
    const self = langReport(english, english);
    expect(self).toMatchObject({ missing: [], stale: [], percent: 100 });
    expect(self.keys).toBeGreaterThan(900);
  });

  it("names a translation's missing and stale keys and its share", () => {
    const r = langReport({ A: { B: "b", C: "c", D: "d", E: "e" } }, { A: { B: "x", F: "y" } });
    expect(r).toEqual({
      keys: 4,
      covered: 1,
      missing: ["A.C", "A.D", "A.E"],
      stale: ["A.F"],
      percent: 25,
    });
    expect(formatReport([{ file: "xx.json", report: r }])).toBe(
      [
        "| file    | keys | translated | missing | stale | complete |",
        "|---------|------|------------|---------|-------|----------|",
        "| xx.json | 4    | 1          | 3       | 1     | 25.0%    |",
        "",
        "xx.json: 3 missing",
        "  A.C",
        "  A.D",
        "  A.E",
        "",
        "xx.json: 1 stale",
        "  A.F",
      ].join("\n"),
    );
  });

  it("prints 100% for en and a table for a sample language file with two keys missing", () => {
    const { file, dropped } = sampleLanguage();
    const result = report("lang/en.json", file);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const keys = leafKeys(english).length;
    const rows = result.stdout.split("\n");
    expect(rows[2]).toMatch(
      new RegExp(`^\\| en\\.json \\| ${keys} +\\| ${keys} +\\| 0 +\\| 0 +\\| 100\\.0% +\\|$`),
    );
    expect(rows[3]).toMatch(
      new RegExp(`^\\| de\\.json \\| ${keys} +\\| ${keys - 2} +\\| 2 +\\| 1 +\\| 99\\.\\d% +\\|$`),
    );
    expect(result.stdout).toContain(`de.json: 2 missing\n  ${dropped[0]}\n  ${dropped[1]}\n`);
    expect(result.stdout).toContain("de.json: 1 stale\n  HOLOCRON.Old.Gone");
  });

  it("reports every language file in lang/ by default", () => {
    const result = report();
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^\| en\.json \|.*\| 100\.0% +\|$/m);
  });
});
