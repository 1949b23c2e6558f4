// The card kinds' seam (issue #41, CONTRIBUTING "Chat cards as data"): a card's behaviour lives in
// its kind (src/cards/<kind>/, one line in src/cards/kinds.ts), and code elsewhere asks the table
// rather than comparing a card's type. This counts the comparisons with a card type left outside
// src/cards. The ceiling is today's count after the kinds moved so far; it must only go down, and
// it must reach 0 (the Done-when): move a comparison into its kind, never add one.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./source-files.js";
import { CARD_TEMPLATES } from "../../src/cards/views.js";

/** Comparisons with a card type found outside src/cards today; lower it as kinds move, down to 0. */
const CEILING = 56;

/** Every card type, from the table's own keys (views.ts: one template per kind). */
const CARD_TYPES = Object.keys(CARD_TEMPLATES);

/** `x.type === "damage"`, `card?.type !== "heal"` and `"hazard" === x.type`, for every card type. */
function cardTypeComparisons(text: string): string[] {
  const ids = CARD_TYPES.join("|");
  const pattern = new RegExp(
    `\\.type\\s*[!=]==\\s*["'\`](?:${ids})["'\`]|["'\`](?:${ids})["'\`]\\s*[!=]==\\s*[\\w$.?]+\\.type\\b`,
    "g",
  );
  return text
    .split("\n")
    .flatMap((line, i) => [...line.matchAll(pattern)].map(() => `${i + 1}: ${line.trim()}`));
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
        'card.type === "damage"\ncard?.type !== "heal" && card?.type !== "applied"\n' +
          '"hazard" === card.type\nconst x = "damage";\nrow.kind === "check"',
      ),
    ).toEqual([
      '1: card.type === "damage"',
      '2: card?.type !== "heal" && card?.type !== "applied"',
      '2: card?.type !== "heal" && card?.type !== "applied"',
      '3: "hazard" === card.type',
    ]);
  });

  it("knows every card type of the table", () => {
    expect(CARD_TYPES).toEqual(expect.arrayContaining(["damage", "heal", "checkRequest"]));
  });

  it(`compares a card's type outside src/cards at most ${CEILING} times (the aim: 0)`, () => {
    const found = outsideCards();
    expect(found.length, found.join("\n")).toBeLessThanOrEqual(CEILING);
  });
});
