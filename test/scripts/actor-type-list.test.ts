// The actor types are listed once, in src/config.ts (ACTOR_TYPE_TABLE); every other list of them is
// derived (actorTypesOf, isCharacterType). A per-type table elsewhere is a Record<HolocronActorType, …>,
// which the compiler holds to that list, so it is no second list. The same holds for the item types
// (ITEM_TYPE_TABLE), the check kinds (CHECK_KINDS) and the power skills
// (src/rules/powers/types.ts): an array or a union naming two or more of one list is a second list.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./source-files.js";
import { ACTOR_TYPES, CHECK_KINDS, ITEM_TYPES, POWER_SKILLS } from "../../src/config.js";

/**
 * Array literals of strings (on one line or across lines) that name two or more ids of one list. An
 * array of objects that merely mention an id ("armor" as a field's name) is no list of ids.
 */
function idLists(ids: readonly string[], text: string): string[] {
  const name = `["'\`](?:${ids.join("|")})["'\`]`;
  const list = new RegExp(`\\[[^\\[\\]]*${name}[^\\[\\]]*${name}[^\\[\\]]*\\]`, "g");
  const stringsOnly = /^\[(?:\s*["'`][^"'`]*["'`]\s*,?)*\s*\]$/;
  return [...text.matchAll(list)]
    .map((m) => m[0])
    .filter((hit) => stringsOnly.test(hit))
    .map((hit) => hit.replace(/\s+/g, " "));
}

/** Union types naming two or more ids of one list: `"force" | "psionics"`. */
function idUnions(ids: readonly string[], text: string): string[] {
  const name = `["'\`](?:${ids.join("|")})["'\`]`;
  const union = new RegExp(`${name}(?:\\s*\\|\\s*${name})+`, "g");
  return [...text.matchAll(union)].map((m) => m[0].replace(/\s+/g, " "));
}

function actorTypeLists(text: string): string[] {
  return idLists(ACTOR_TYPES, text);
}

/** Each list, with the one file that declares it (a path inside src/). */
const DECLARED: { name: string; ids: readonly string[]; home: string }[] = [
  { name: "actor types", ids: ACTOR_TYPES, home: "config.ts" },
  { name: "item types", ids: ITEM_TYPES, home: "config.ts" },
  { name: "check kinds", ids: CHECK_KINDS, home: "config.ts" },
  { name: "power skills", ids: POWER_SKILLS, home: "rules/powers/types.ts" },
];

describe("the actor type list", () => {
  it("finds a list on one line and across lines, not a single type", () => {
    expect(actorTypeLists('x = ["m20Npc", "operaNpc"]; y = ["m20Npc"]')).toEqual([
      '["m20Npc", "operaNpc"]',
    ]);
    expect(actorTypeLists('[\n  "worldsCharacter",\n  "worldsNpc",\n]')).toEqual([
      '[ "worldsCharacter", "worldsNpc", ]',
    ]);
    expect(idLists(ITEM_TYPES, '[{ name: "armor", v: 1 }, { name: "weapon" }]')).toEqual([]);
  });

  it("is declared in src/config.ts alone", () => {
    const found = sourceFiles()
      .filter((file) => relative(SRC, file) !== "config.ts")
      .flatMap((file) =>
        actorTypeLists(readFileSync(file, "utf8")).map((hit) => `${relative(SRC, file)}: ${hit}`),
      );
    expect(found).toEqual([]);
  });
});

describe("every id list", () => {
  it("finds a union of two or more ids, not a single one", () => {
    expect(idUnions(POWER_SKILLS, 'skill: "force" | "psionics"; other: "force"')).toEqual([
      '"force" | "psionics"',
    ]);
    expect(idUnions(ITEM_TYPES, 'T extends\n  | "career"\n  | "ability"')).toEqual([
      '"career" | "ability"',
    ]);
  });

  it.each(DECLARED)("the $name are declared in src/$home alone", ({ ids, home }) => {
    const found = sourceFiles()
      .map((file) => relative(SRC, file).split("\\").join("/"))
      .filter((rel) => rel !== home)
      .flatMap((rel) => {
        const text = readFileSync(`${SRC}/${rel}`, "utf8");
        return [...idLists(ids, text), ...idUnions(ids, text)].map((hit) => `${rel}: ${hit}`);
      });
    expect(found).toEqual([]);
  });
});
