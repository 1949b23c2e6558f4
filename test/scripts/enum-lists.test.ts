// An enumeration is one `as const` array with its union derived from it (`type Rest = (typeof
// RESTS)[number]`), never a union written out beside an array of the same ids, which nothing holds
// together: an id added to one and not the other compiles.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./source-files.js";

const LITERAL = /["'`]([^"'`]*)["'`]/g;

/** Unions of string literals only, by name: `type Rest = "night" | "week" | "bacta";`. */
function literalUnions(text: string): Map<string, Set<string>> {
  const unions = new Map<string, Set<string>>();
  const union = /\btype\s+(\w+)\s*=\s*((?:\|?\s*["'`][^"'`]*["'`]\s*)+);/g;
  for (const [, name = "", body = ""] of text.matchAll(union)) {
    unions.set(name, new Set([...body.matchAll(LITERAL)].map((m) => m[1] ?? "")));
  }
  return unions;
}

/** Arrays typed by a union that list exactly its members: `const RESTS: readonly Rest[] = [...]`. */
function unionPlusArray(text: string, unions: Map<string, Set<string>>): string[] {
  const typed = /\bconst\s+(\w+)\s*:\s*(?:readonly\s+)?(\w+)\[\]\s*=\s*(?:\w+\()?\[([^\]]*)\]/g;
  return [...text.matchAll(typed)].flatMap(([, name = "", type = "", body = ""]) => {
    const members = unions.get(type);
    if (!members) return [];
    const listed = new Set([...body.matchAll(LITERAL)].map((m) => m[1] ?? ""));
    const same = listed.size === members.size && [...members].every((id) => listed.has(id));
    return same ? [`${name}: ${type}`] : [];
  });
}

describe("enumerations", () => {
  it("finds a union written out beside an array of all its ids, not a subset", () => {
    const text = [
      'type Rest = "night" | "week";',
      'const RESTS: readonly Rest[] = deepFreeze(["night", "week"]);',
      'const SHORT: readonly Rest[] = ["night"];',
      'const OK = ["a", "b"] as const;',
    ].join("\n");
    expect(unionPlusArray(text, literalUnions(text))).toEqual(["RESTS: Rest"]);
  });

  it("each is one array with its union derived from it", () => {
    const texts = sourceFiles().map((file) => ({
      rel: relative(SRC, file),
      text: readFileSync(file, "utf8"),
    }));
    const unions = new Map<string, Set<string>>();
    for (const { text } of texts) for (const [k, v] of literalUnions(text)) unions.set(k, v);
    const found = texts.flatMap(({ rel, text }) =>
      unionPlusArray(text, unions).map((hit) => `${rel}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
