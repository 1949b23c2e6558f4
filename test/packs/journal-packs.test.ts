import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { enrichers } from "../../src/rules/index.js";
import { installFoundry } from "../foundry/index.js";
import { entries, MANIFEST, useCompiledPacks, type PackDoc } from "./compiled.js";

const docs = useCompiledPacks();

type Page = { name: string; text: { content: string } };
const pagesOf = (pack: string) =>
  entries(docs, pack).flatMap((j) => (j.pages ?? []) as unknown as Page[]);

/** Runs of this many words shared with a seed count as copied text. */
const COPY_RUN = 10;
const words = (text: string) =>
  text
    .replace(/<[^>]+>|\[\[[^\]]*\]\](\{[^}]*\})?/g, " ")
    .toLowerCase()
    .match(/[a-z0-9']+/g) ?? [];

function seedRuns(): Set<string> {
  const dir = join("..", "shared", "seeds");
  const runs = new Set<string>();
  // The seeds sit beside the checkout on the development machines; a clean clone has none to compare.
  if (!existsSync(dir)) return runs;
  for (const file of readdirSync(dir)) {
    const w = words(readFileSync(join(dir, file), "utf8"));
    for (let i = 0; i + COPY_RUN <= w.length; i += 1) runs.add(w.slice(i, i + COPY_RUN).join(" "));
  }
  return runs;
}

describe.each([
  {
    pack: "m20-rules",
    ruleset: "m20",
    topics: [/check/i, /damage/i, /heal/i, /force/i, /hazard/i, /chase/i],
  },
  {
    pack: "opera-rules",
    ruleset: "spaceOpera",
    topics: [/check/i, /damage/i, /heroism/i, /psionic/i, /hazard/i, /chase/i],
  },
  {
    pack: "worlds-rules",
    ruleset: "starWorlds",
    topics: [/roll/i, /vitality/i, /recovery/i, /hero points/i, /force/i, /chase/i],
  },
])("the compiled $pack journal", ({ pack, ruleset, topics }) => {
  it("is one journal of the ruleset, a page per topic", () => {
    expect(MANIFEST.packs.find((p) => p.name === pack)).toMatchObject({
      type: "JournalEntry",
      flags: { holocron: { ruleset } },
    });
    expect(entries(docs, pack)).toHaveLength(1);
    const names = pagesOf(pack).map((p) => p.name);
    for (const topic of topics)
      expect(
        names.some((n) => topic.test(n)),
        String(topic),
      ).toBe(true);
  });

  it("has enrichers on its pages, and every one of them parses", () => {
    const found = pagesOf(pack).flatMap((p) => enrichers.scanEnrichers(p.text.content));
    expect(found.length).toBeGreaterThanOrEqual(6);
    expect(found.filter((m) => !m.parsed.ok).map((m) => m.text)).toEqual([]);
    const kinds = new Set(found.flatMap((m) => (m.parsed.ok ? [m.parsed.enricher.kind] : [])));
    expect(kinds.has("damage") && kinds.has("heal")).toBe(true);
    expect(kinds.has(ruleset === "starWorlds" ? "attribute" : "check")).toBe(true);
  });

  it("is written in our own words: no run of ten words from a seed", () => {
    const runs = seedRuns();
    for (const page of pagesOf(pack)) {
      const w = words(page.text.content);
      for (let i = 0; i + COPY_RUN <= w.length; i += 1) {
        const run = w.slice(i, i + COPY_RUN).join(" ");
        expect(runs.has(run), `${page.name}: "${run}"`).toBe(false);
      }
    }
  });
});

describe("enrichers in item descriptions", () => {
  it("all parse, in every Item pack", () => {
    const items = MANIFEST.packs
      .filter((p) => p.type === "Item")
      .flatMap((p) => entries(docs, p.name));
    const found = items.flatMap((d: PackDoc) =>
      enrichers.scanEnrichers(String(d.system.description ?? "")),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((m) => !m.parsed.ok).map((m) => m.text)).toEqual([]);
  });
});

describe("the compiled macros pack", () => {
  it("holds macros that each call an action game.holocron has", async () => {
    installFoundry();
    const { createApi } = await import("../../src/api.js");
    const api = createApi() as unknown as { actions: Record<string, unknown> };
    const macros = entries(docs, "macros");
    expect(macros.length).toBeGreaterThanOrEqual(1);
    for (const macro of macros) {
      expect(macro.type).toBe("script");
      const called = [...String(macro.command).matchAll(/game\.holocron\.actions\.(\w+)\(/g)].map(
        (m) => m[1],
      );
      expect(called.length, macro.name).toBeGreaterThan(0);
      for (const action of called)
        expect(typeof api.actions[action ?? ""], `${macro.name}: ${action}`).toBe("function");
    }
  });
});
