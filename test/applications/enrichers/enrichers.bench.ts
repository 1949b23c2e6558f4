// One enricher rendered (parse, view, localize, the real template): budget ≤ 1 ms each. The slowest
// fuzzed match and a whole journal page are measured too. npm test guards the same by a count of
// renders slower than 50× a simple one (enricher-fuzz.test.ts); here are the wall-clock figures.
import { bench, describe } from "vitest";
import { enrichers } from "../../../src/rules/index.js";
import { readSource } from "../../../scripts/lib/packs.mjs";
import { fuzzedStrings } from "./fuzz.js";
import { renderMatch, renderText } from "./render-fixture.js";

const pattern = () =>
  new RegExp(enrichers.ENRICHER_PATTERN.source, enrichers.ENRICHER_PATTERN.flags);
const first = (text: string) => [...text.matchAll(pattern())][0] as RegExpMatchArray;

const simple = first("[[/check physical dc=15]]");
const labelled = first("[[/damage 3d6 + 2d4 + 2 energy]]{The reactor vents}");
const malformed = first("[[/check physical strength dc=150]]");
const longest = first(`[[/damage ${"1d6+".repeat(39)}1d6 energy]]`);
const fuzzed = fuzzedStrings(2_000, 7).flatMap((t) => [...t.matchAll(pattern())]);
const journal = readSource("packs/_source/m20-rules/star-wars-m20-how-to-play.yml") as {
  pages: { text: { content: string } }[];
};
const page = journal.pages.map((p) => p.text.content).join("");

describe("render one enricher (budget ≤ 1 ms)", () => {
  bench("[[/check physical dc=15]]", () => {
    renderMatch(simple);
  });
  bench("a labelled damage formula", () => {
    renderMatch(labelled);
  });
  bench("a malformed check (plain text and tooltip)", () => {
    renderMatch(malformed);
  });
  bench("a 40-die formula, near the length limit", () => {
    renderMatch(longest);
  });
  bench(`${fuzzed.length} fuzzed matches, each rendered (per match: divide)`, () => {
    for (const m of fuzzed) renderMatch(m);
  });
});

describe("a whole page", () => {
  bench("the m20 rules journal, every page enriched", () => {
    renderText(page);
  });
});
