// The card kinds' seam (issue #41, CONTRIBUTING "Chat cards as data"): a card's behaviour lives in
// its kind (src/cards/<kind>/, one line in src/cards/kinds.ts), and code elsewhere asks the table or
// asks for a card of a kind (`cardOfKind`, `asKind`: src/cards/read.ts) rather than comparing a
// card's type. This fails on any comparison with a card type left outside src/cards, in any form:
// `===`/`!==` on a `.type` or a `type` variable, a `case` in a switch on a type, an array of card
// types asked `.includes(type)`, `type in …`, and a lookup of the kinds' tables by a literal type.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./source-files.js";
import { CARD_TEMPLATES } from "../../src/cards/views.js";

/** Every card type, from the table's own keys (views.ts: one template per kind). */
const CARD_TYPES = Object.keys(CARD_TEMPLATES);

/** The source without its comments (blanked, so line numbers hold). */
function withoutComments(text: string): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, " "))
    .split("\n")
    .map((line) => line.replace(/(^|\s)\/\/.*$/, "$1"));
}

/** Each form of comparison with a card type, on one line. */
function patterns(): RegExp[] {
  const literal = `["'\`](?:${CARD_TYPES.join("|")})["'\`]`;
  const typed = `[\\w$.?]*\\btype`;
  return [
    // card.type === "damage", "hazard" === card.type
    new RegExp(`\\.type\\s*[!=]==?\\s*${literal}`, "g"),
    new RegExp(`${literal}\\s*[!=]==?\\s*[\\w$.?]+\\.type\\b`, "g"),
    // type === "damage" on a variable holding a card's type
    new RegExp(`(?<![\\w$.])(?:type|cardType)\\s*[!=]==?\\s*${literal}`, "g"),
    new RegExp(`${literal}\\s*[!=]==?\\s*(?:type|cardType)\\b`, "g"),
    // ["check", "attack"].includes(card.type)
    new RegExp(`\\[[^\\]]*${literal}[^\\]]*\\][^.]*\\.includes\\(\\s*${typed}\\s*\\)`, "g"),
    new RegExp(`\\.includes\\(\\s*[\\w$.?]*\\.type\\s*\\)`, "g"),
    // card.type in SOME_TABLE
    new RegExp(`(?:\\.type|(?<![\\w$.])type)\\s+in\\s+[\\w$]`, "g"),
    // CARD_KINDS.damage, CARD_VIEWS["heal"]
    new RegExp(
      `CARD_(?:KINDS|VIEWS|TEMPLATES)\\s*(?:\\.|\\[\\s*["'\`])(?:${CARD_TYPES.join("|")})\\b`,
      "g",
    ),
  ];
}

/** The comparisons with a card type in a file's text, each as "line: text". */
function cardTypeComparisons(text: string): string[] {
  const forms = patterns();
  const caseOf = new RegExp(`\\bcase\\s+["'\`](?:${CARD_TYPES.join("|")})["'\`]\\s*:`, "g");
  const found: string[] = [];
  let switchOnType = false;
  withoutComments(text).forEach((line, i) => {
    // A `case "attack":` counts inside a switch on a type (`switch (card.type)`, `switch (type)`).
    if (/\bswitch\s*\(/.test(line)) switchOnType = /\bswitch\s*\(\s*[\w$.?]*\btype\s*\)/.test(line);
    const hits = forms.flatMap((form) => [...line.matchAll(form)]);
    if (switchOnType) hits.push(...line.matchAll(caseOf));
    // Two forms may find one comparison (an array of types asked `.includes(card.type)`): it ends
    // where it ends, once.
    const ends = new Set(hits.map((hit) => hit.index + hit[0].length));
    for (const _ of ends) found.push(`${i + 1}: ${line.trim()}`);
  });
  return found;
}

const outsideCards = () =>
  sourceFiles()
    .map((file) => relative(SRC, file).split("\\").join("/"))
    .filter((rel) => !rel.startsWith("cards/"))
    .flatMap((rel) =>
      cardTypeComparisons(readFileSync(`${SRC}/${rel}`, "utf8")).map((hit) => `${rel}:${hit}`),
    );

describe("the card kinds' seam", () => {
  it("finds each form of comparison, each one on a line", () => {
    expect(
      cardTypeComparisons(
        [
          'card.type === "damage"',
          'card?.type !== "heal" && card?.type !== "applied"',
          '"hazard" === card.type',
          'const x = "damage";',
          'row.kind === "check"',
          'if (type === "attack") return;',
          '["check", "attack"].includes(card.type)',
          "if (card.type in VIEWS) return;",
          "const kind = CARD_KINDS.damage;",
          'const view = CARD_VIEWS["heal"];',
          "switch (card.type) {",
          '  case "worlds":',
          "}",
          "switch (mode) {",
          '  case "damage":',
          "}",
          '// card.type === "damage" in a comment',
          '/** a "check" card: card.type === "check" */',
          'const natural = damageType === "energy";',
        ].join("\n"),
      ),
    ).toEqual([
      '1: card.type === "damage"',
      '2: card?.type !== "heal" && card?.type !== "applied"',
      '2: card?.type !== "heal" && card?.type !== "applied"',
      '3: "hazard" === card.type',
      '6: if (type === "attack") return;',
      '7: ["check", "attack"].includes(card.type)',
      "8: if (card.type in VIEWS) return;",
      "9: const kind = CARD_KINDS.damage;",
      '10: const view = CARD_VIEWS["heal"];',
      '12: case "worlds":',
    ]);
  });

  it("knows every card type of the table", () => {
    expect(CARD_TYPES).toEqual(expect.arrayContaining(["damage", "heal", "checkRequest"]));
  });

  it("compares no card's type outside src/cards", () => {
    expect(outsideCards()).toEqual([]);
  });
});
