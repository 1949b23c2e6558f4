// The actor types are listed once, in src/config.ts (ACTOR_TYPE_TABLE); every other list of them is
// derived (actorTypesOf, isCharacterType). A per-type table elsewhere is a Record<HolocronActorType, …>,
// which the compiler holds to that list, so it is no second list.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./source-files.js";
import { ACTOR_TYPES } from "../../src/config.js";

/** Array literals (on one line or across lines) that name two or more actor types. */
function actorTypeLists(text: string): string[] {
  const name = `["'\`](?:${ACTOR_TYPES.join("|")})["'\`]`;
  const list = new RegExp(`\\[[^\\[\\]]*${name}[^\\[\\]]*${name}[^\\[\\]]*\\]`, "g");
  return [...text.matchAll(list)].map((m) => m[0].replace(/\s+/g, " "));
}

describe("the actor type list", () => {
  it("finds a list on one line and across lines, not a single type", () => {
    expect(actorTypeLists('x = ["m20Npc", "operaNpc"]; y = ["m20Npc"]')).toEqual([
      '["m20Npc", "operaNpc"]',
    ]);
    expect(actorTypeLists('[\n  "worldsCharacter",\n  "worldsNpc",\n]')).toEqual([
      '[ "worldsCharacter", "worldsNpc", ]',
    ]);
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
