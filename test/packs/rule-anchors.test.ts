// Every rule a breakdown links to is stated on the page its link names, under a heading whose slug is
// the link's anchor (JournalEntryPage#slugifyHeading, public API docs: the heading's text slugged).
import { describe, expect, it } from "vitest";
import { RULE_PLACES } from "../../src/rulesets/rule-journal.js";
import { RULESET_IDS } from "../../src/config.js";
import { entries, MANIFEST, useCompiledPacks } from "./compiled.js";
import { loadLang } from "../templates/handlebars-env.js";

const docs = useCompiledPacks();

/** Foundry's slug of a heading's text: lower case, words joined by "-" (our headings are plain words). */
const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-");

type Page = { _id: string; text: { content: string } };

describe("rule anchors", () => {
  const places = RULESET_IDS.flatMap((ruleset) =>
    Object.entries(RULE_PLACES[ruleset]).map(([rule, place]) => ({ ruleset, rule, place: place! })),
  );
  const lang = loadLang() as {
    HOLOCRON: { Breakdown: { Rule: Record<string, Record<string, string>> } };
  };

  it("covers every rule the sheets' breakdowns cite", () => {
    expect(places.length).toBeGreaterThanOrEqual(18);
  });

  it.each(places)(
    "$ruleset $rule: its page holds the anchor's heading",
    ({ ruleset, rule, place }) => {
      expect(MANIFEST.packs.some((p) => p.name === place.pack)).toBe(true);
      const journal = entries(docs, place.pack).find((j) => j._id === place.entry);
      expect(journal, place.entry).toBeDefined();
      const page = ((journal?.pages ?? []) as unknown as Page[]).find((p) => p._id === place.page);
      expect(page, place.page).toBeDefined();
      const headings = [
        ...(page?.text.content ?? "").matchAll(/<h[1-6][^>]*>([^<]*)<\/h[1-6]>/g),
      ].map((m) => slug(m[1] ?? ""));
      expect(headings).toContain(place.anchor);
      // The breakdown's rule text is the sentence under that heading.
      const text = lang.HOLOCRON.Breakdown.Rule[ruleset]?.[rule];
      expect(text).toBeTruthy();
      const after = (page?.text.content ?? "")
        .split(/<\/h[1-6]>/)
        .find((part, i, all) =>
          i > 0 && slug(all[i - 1]?.split(/<h[1-6][^>]*>/).at(-1) ?? "") === place.anchor
            ? part
            : false,
        );
      expect(after?.replace(/&amp;/g, "&")).toContain(text);
    },
  );
});
