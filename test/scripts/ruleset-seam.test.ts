// The ruleset seam (architecture.md, "One adapter per ruleset"): Foundry code asks `rulesetOf(actor)` and
// reads the Ruleset interface; it never compares a ruleset id itself. Only src/rules and src/rulesets
// know which ruleset is which.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { RULESET_IDS } from "../../src/config.js";

const SRC = join(import.meta.dirname, "..", "..", "src");
const KNOWS_RULESETS = ["rules/", "rulesets/"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** `=== "m20"`, `"m20" !==`, `case "m20":` for every ruleset id, in one pattern. */
function rulesetComparisons(text: string): string[] {
  const ids = RULESET_IDS.join("|");
  const pattern = new RegExp(
    `[!=]==\\s*["'\`](?:${ids})["'\`]|["'\`](?:${ids})["'\`]\\s*[!=]==|case\\s+["'\`](?:${ids})["'\`]\\s*:`,
  );
  return text
    .split("\n")
    .flatMap((line, i) => (pattern.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

describe("the ruleset seam", () => {
  it("finds each form of comparison", () => {
    expect(
      rulesetComparisons(
        'a === "m20"\n"starWorlds" !== b\ncase "spaceOpera":\nconst x = "m20";\nid === other',
      ),
    ).toEqual(['1: a === "m20"', '2: "starWorlds" !== b', '3: case "spaceOpera":']);
  });

  it("no file outside src/rules and src/rulesets compares a ruleset id", () => {
    const found = sourceFiles(SRC)
      .map((file) => relative(SRC, file).split("\\").join("/"))
      .filter((rel) => !KNOWS_RULESETS.some((dir) => rel.startsWith(dir)))
      .flatMap((rel) =>
        rulesetComparisons(readFileSync(join(SRC, rel), "utf8")).map((hit) => `${rel}:${hit}`),
      );
    expect(found).toEqual([]);
  });
});
