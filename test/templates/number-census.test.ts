// The number census: every number shown in every gallery fixture (sheets, dialogs, cards, trackers)
// either explains itself (it is in a breakdown trigger, whose terms breakdowns.test.ts adds up) or is
// not derived, by one of the reasoned classes of ./number-census.ts. KNOWN_MISSING is empty: every
// derived number explains itself, and a new one without a breakdown fails here with its entry, CSS
// path and text.
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { entryRenderer, galleryEntries } from "./gallery-render.js";
import { censusOf, NOT_DERIVED, unexplained } from "./number-census.js";

/**
 * Derived numbers allowed without a breakdown, by gallery file ("entry id | CSS path | text"): none.
 * A number that is truly not derived gets a class in NOT_DERIVED instead.
 */
const KNOWN_MISSING: Readonly<Record<string, readonly string[]>> = {};

const entries = await galleryEntries();
const { render } = entryRenderer();
const found = entries.map(({ file, entry }) => ({ file, entry, root: render(entry).body }));

describe("the number census of the gallery fixtures", () => {
  it("finds numbers, and some explained by breakdowns", () => {
    const all = found.flatMap((f) => censusOf(f.root));
    expect(all.filter((n) => n.explained).length).toBeGreaterThan(100);
    expect(all.filter((n) => n.notDerived).length).toBeGreaterThan(100);
  });

  it("every number shown has a breakdown or is classified as not derived", () => {
    // By gallery file; each line the entry's id, the number's CSS path and its text.
    const missing: Record<string, string[]> = {};
    for (const { file, entry, root } of found) {
      for (const line of unexplained(root)) (missing[file] ??= []).push(`${entry.id} | ${line}`);
    }
    // HOLOCRON_CENSUS_OUT=file writes today's list there, to paste as KNOWN_MISSING.
    const out = process.env.HOLOCRON_CENSUS_OUT;
    if (out) writeFileSync(out, JSON.stringify(missing, null, 2));
    const flat = (m: Readonly<Record<string, readonly string[]>>) =>
      Object.entries(m).flatMap(([file, lines]) => lines.map((l) => `${file}: ${l}`));
    const now = flat(missing);
    const known = new Set(flat(KNOWN_MISSING));
    const fresh = now.filter((l) => !known.has(l));
    expect(fresh, `numbers with no breakdown and no class:\n${fresh.join("\n")}\n`).toEqual([]);
    const gone = [...known].filter((l) => !now.includes(l));
    expect(gone, `explained now; take them out of KNOWN_MISSING:\n${gone.join("\n")}\n`).toEqual(
      [],
    );
    expect(missing).toEqual(KNOWN_MISSING);
  });

  it("finds a bare number, and not one in a breakdown, an input, a name or a die", () => {
    const root = render({
      ...entries[0]!.entry,
      templates: ["test/templates/number-census.fixture.hbs"],
      context: {},
    }).body;
    expect(unexplained(root)).toEqual([
      "div > p.bare | AC 14",
      "div > p.bare > strong | +3",
      "div > p.bare | 62%",
      "div > p.bare | 1d8+2",
    ]);
  });

  it("each class of not derived numbers says why and matches something", () => {
    for (const c of NOT_DERIVED) {
      expect(c.why.length, c.selector).toBeGreaterThan(10);
      const used = found.some(({ root }) => root.querySelector(c.selector) !== null);
      expect(used, `${c.selector} matches nothing in the gallery`).toBe(true);
    }
  });
});
