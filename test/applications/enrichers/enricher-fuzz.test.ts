// 100,000 fuzzed strings through the parser and the pattern: no throw. Every match found is rendered
// through the real template; none may be slow. "Slow" is relative (a wall clock has no place in npm
// test): more than 50 times the median render of `[[/check str]]` in the same run, confirmed by the
// best of three re-runs so a garbage-collection pause is not counted. The bench gives the figures.
import { describe, expect, it } from "vitest";
import { enrichers } from "../../../src/rules/index.js";
import { fuzzedStrings } from "./fuzz.js";
import { renderMatch } from "./render-fixture.js";

const COUNT = 100_000;

function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

// A timeout guards against a hang only: a loaded machine takes longer, never fails.
describe("enrichers under 100,000 fuzzed strings", { timeout: 300_000 }, () => {
  const strings = fuzzedStrings(COUNT);

  it("never throw: parsing any text and scanning any text", () => {
    let throws = 0;
    let matches = 0;
    for (const text of strings) {
      try {
        enrichers.parseEnricher("check", text);
        enrichers.parseEnricher(text.slice(0, 9), text, text);
        matches += enrichers.scanEnrichers(text).length;
      } catch {
        throws += 1;
      }
    }
    expect(throws).toBe(0);
    expect(matches).toBeGreaterThan(1000);
  });

  it("render every match found, none slow", () => {
    const pattern = new RegExp(enrichers.ENRICHER_PATTERN.source, enrichers.ENRICHER_PATTERN.flags);
    const reference = [..."[[/check str]]".matchAll(pattern)][0] as RegExpMatchArray;
    const baseline = median(Array.from({ length: 301 }, () => timed(() => renderMatch(reference))));
    let renders = 0;
    let throws = 0;
    const suspects: RegExpMatchArray[] = [];
    for (const text of strings) {
      for (const m of text.matchAll(pattern)) {
        renders += 1;
        try {
          if (timed(() => renderMatch(m)) > 50 * baseline) suspects.push(m);
        } catch {
          throws += 1;
        }
      }
    }
    const slow = suspects.filter(
      (m) => Math.min(...[0, 1, 2].map(() => timed(() => renderMatch(m)))) > 50 * baseline,
    );
    expect(throws).toBe(0);
    expect(renders).toBeGreaterThan(1000);
    expect(slow.map((m) => m[0])).toEqual([]);
  });
});
