// The ruleset seam (architecture.md, "One adapter per ruleset"): Foundry code asks `rulesetOf(actor)` and
// reads the Ruleset interface; it never compares a ruleset id itself, nor an actor type, an item type,
// a check kind or a power skill (each a ruleset's choice in disguise: a fourth ruleset would be left out
// of every such branch). Only src/rules, src/rulesets and the card kinds (src/cards) know which is which;
// elsewhere a branch asks the adapter or a predicate declared beside the list (isPowerItemType…).
// A card's own type is the card kinds' seam (its own test), not this one.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./source-files.js";
import {
  ACTOR_TYPES,
  CHECK_KINDS,
  ITEM_TYPES,
  POWER_SKILLS,
  RULESET_IDS,
} from "../../src/config.js";

const KNOWS_RULESETS = ["rules/", "rulesets/", "cards/"];

/** Every id a branch outside the seam may not name, built from the declared lists. */
const SEAM_IDS: readonly string[] = [
  ...RULESET_IDS,
  ...ACTOR_TYPES,
  ...ITEM_TYPES,
  ...CHECK_KINDS,
  ...POWER_SKILLS,
];

/**
 * `=== "m20"`, `"m20" !==`, `case "m20":`, `["m20Npc", …].includes(x)` and `"weapon" in x` for every
 * id, one line at a time. Comments are skipped, and so is a card's type (`card.type === "worlds"`, a
 * `case` under `switch (card.type)`): the card kinds own those.
 */
function seamComparisons(text: string, ids: readonly string[] = SEAM_IDS): string[] {
  const id = `["'\`](?:${ids.join("|")})["'\`]`;
  const compare = new RegExp(`[!=]==\\s*${id}|${id}\\s*[!=]==|case\\s+${id}\\s*:`);
  const member = new RegExp(`\\[[^\\[\\]]*${id}[^\\[\\]]*\\]\\s*\\.includes\\(|${id}\\s+in\\s`);
  const cardType = /\bcard\??\.type\b/;
  let switchOnCard = false;
  return text.split("\n").flatMap((line, i) => {
    const code = line.trim();
    if (/^(\/\/|\/?\*)/.test(code)) return [];
    const subject = /\bswitch\s*\((.*)\)/.exec(code);
    if (subject) switchOnCard = cardType.test(subject[1] ?? "");
    if (cardType.test(code) || (switchOnCard && code.startsWith("case"))) return [];
    return compare.test(code) || member.test(code) ? [`${i + 1}: ${code}`] : [];
  });
}

/** Every comparison outside src/rules, src/rulesets and src/cards, as `path:line: code`. */
function outsideTheSeam(ids: readonly string[] = SEAM_IDS): string[] {
  return sourceFiles()
    .map((file) => relative(SRC, file).split("\\").join("/"))
    .filter((rel) => !KNOWS_RULESETS.some((dir) => rel.startsWith(dir)))
    .flatMap((rel) =>
      seamComparisons(readFileSync(join(SRC, rel), "utf8"), ids).map((hit) => `${rel}:${hit}`),
    );
}

describe("the ruleset seam", () => {
  it("finds each form of comparison", () => {
    expect(
      seamComparisons(
        'a === "m20"\n"starWorlds" !== b\ncase "spaceOpera":\nconst x = "m20";\nid === other',
      ),
    ).toEqual(['1: a === "m20"', '2: "starWorlds" !== b', '3: case "spaceOpera":']);
  });

  it("finds a comparison with an actor type, an item type, a check kind or a power skill", () => {
    expect(
      seamComparisons(
        [
          'if (actor.type === "worldsCharacter") {',
          'item.type !== "weapon" &&',
          'const d20 = checks.kind === "d20";',
          'case "psionics":',
          'const t = "worldsNpc";',
          "if (type === TYPE) {",
        ].join("\n"),
      ),
    ).toEqual([
      '1: if (actor.type === "worldsCharacter") {',
      '2: item.type !== "weapon" &&',
      '3: const d20 = checks.kind === "d20";',
      '4: case "psionics":',
    ]);
  });

  it("finds membership in a hand-written list", () => {
    expect(
      seamComparisons(
        'if (["forcePower", "psionicPower"].includes(t)) {\nif ("weapon" in byType) {\nif (POWER_ITEM_TYPES.includes(t)) {',
      ),
    ).toEqual([
      '1: if (["forcePower", "psionicPower"].includes(t)) {',
      '2: if ("weapon" in byType) {',
    ]);
  });

  it("leaves a card's type and comments to others", () => {
    expect(
      seamComparisons(
        [
          'if (card.type === "worlds") {',
          'if (card?.type !== "worlds") return;',
          "switch (card.type) {",
          '  case "worlds":',
          "}",
          "switch (kind) {",
          '  case "worlds":',
          '// `if (data.type === "m20Character")` narrows system',
        ].join("\n"),
      ),
    ).toEqual(['7: case "worlds":']);
  });

  it("no file outside src/rules and src/rulesets compares a ruleset id", () => {
    expect(outsideTheSeam(RULESET_IDS)).toEqual([]);
  });

  it("no file outside src/rules, src/rulesets and src/cards compares a seam id", () => {
    expect(outsideTheSeam()).toEqual([]);
  });
});
