// The ruleset seam (architecture.md, "One adapter per ruleset"): Foundry code asks `rulesetOf(actor)` and
// reads the Ruleset interface; it never compares a ruleset id itself. Only src/rules and src/rulesets
// know which ruleset is which.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./source-files.js";
import { RULESET_IDS } from "../../src/config.js";

const KNOWS_RULESETS = ["rules/", "rulesets/"];

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
    const found = sourceFiles()
      .map((file) => relative(SRC, file).split("\\").join("/"))
      .filter((rel) => !KNOWS_RULESETS.some((dir) => rel.startsWith(dir)))
      .flatMap((rel) =>
        rulesetComparisons(readFileSync(join(SRC, rel), "utf8")).map((hit) => `${rel}:${hit}`),
      );
    expect(found).toEqual([]);
  });
});
