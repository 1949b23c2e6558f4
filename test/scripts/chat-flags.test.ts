// Chat cards are data a player can write (architecture.md, "Trust only what the GM made or checked"):
// stored flags are read through a shape (src/rules/validate.ts), never by a type assertion. Every member
// of `flags.holocron` on chat messages is typed `unknown`, so a read that skips its shape does not
// compile; this test holds both.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./source-files.js";

/** A read of stored flags: `getFlag(…)`, or `….flags` followed by an index or member. */
const FLAG_READ = /getFlag\(|\.flags\b(?!\s*:)/;
/** A type assertion (`x as T`), not `as const`. */
const ASSERTION = /\bas\s+(?!const\b)[A-Za-z{([]/;

/**
 * Files whose flag reads are of other documents, not chat messages (their owners write them): the
 * card shapes do not cover them. A file that starts reading chat flags leaves this list.
 */
const NOT_CHAT: Record<string, string> = {
  "applications/compendia/other-rulesets.ts": "a compendium's manifest entry",
  "applications/sheets/career-catalog.ts": "a compendium index entry",
  "documents/power-effects.ts": "an Active Effect's flag",
};

/** Lines that assert a type on a flag read, or on a variable that holds one. */
function flagCasts(text: string): string[] {
  const lines = text.split("\n");
  const held = new Set<string>();
  for (const line of lines) {
    const bound = /\b(?:const|let)\s+(\w+)\b[^=]*=\s*(.*)$/.exec(line);
    if (bound?.[1] && bound[2] !== undefined && FLAG_READ.test(bound[2])) held.add(bound[1]);
  }
  return lines.flatMap((line, i) => {
    const flagAt = line.search(FLAG_READ);
    const onRead = flagAt >= 0 && ASSERTION.test(line.slice(flagAt));
    const onHeld = [...held].some((name) =>
      new RegExp(`\\b${name}\\s+as\\s+(?!const\\b)[A-Za-z{([]`).test(line),
    );
    return onRead || onHeld ? [`${i + 1}: ${line.trim()}`] : [];
  });
}

describe("flags are read through shapes", () => {
  it("finds each form of cast", () => {
    const sample = [
      'const card: unknown = message.getFlag(SYSTEM_ID, "card");',
      'return card && typeof card === "object" ? (card as CardData) : null;',
      "const flags = message.flags as Record<string, unknown>;",
      "const ties = message.flags.holocron?.daringTies as DaringTies;",
      'const kinds = ["a", "b"] as const;',
      "flags: { holocron: { card } },",
    ].join("\n");
    expect(flagCasts(sample)).toEqual([
      '2: return card && typeof card === "object" ? (card as CardData) : null;',
      "3: const flags = message.flags as Record<string, unknown>;",
      "4: const ties = message.flags.holocron?.daringTies as DaringTies;",
    ]);
  });

  it("no file in src casts what it read from chat flags", () => {
    const found = sourceFiles()
      .map((file) => relative(SRC, file).split("\\").join("/"))
      .filter((rel) => !(rel in NOT_CHAT))
      .flatMap((rel) =>
        flagCasts(readFileSync(join(SRC, rel), "utf8")).map((hit) => `${rel}:${hit}`),
      );
    expect(found).toEqual([]);
  });

  it("each file left out still reads other documents' flags", () => {
    for (const rel of Object.keys(NOT_CHAT)) {
      expect(flagCasts(readFileSync(join(SRC, rel), "utf8")), rel).not.toEqual([]);
    }
  });

  it("every chat message flag is typed unknown", () => {
    const text = readFileSync(join(SRC, "types", "configuration.d.ts"), "utf8");
    const block = /interface HolocronMessageFlags \{([\s\S]*?)\n {2}\}/.exec(text)?.[1] ?? "";
    const members = [...block.matchAll(/^\s+(\w+)\?:\s*([^;]+);/gm)].map(
      ([, k, t]) => `${k}: ${t}`,
    );
    expect(members.length).toBeGreaterThan(0);
    expect(members.filter((m) => !m.endsWith(": unknown"))).toEqual([]);
  });
});
