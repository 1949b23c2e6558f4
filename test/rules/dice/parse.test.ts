import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dice } from "../../../src/rules/index.js";
import type { DiceTerm } from "../../../src/rules/dice/index.js";

const d = (count: number, faces: number, sign: 1 | -1 = 1): DiceTerm => ({
  kind: "dice",
  sign,
  count,
  faces,
});
const k = (value: number, sign: 1 | -1 = 1): DiceTerm => ({ kind: "flat", sign, value });

describe("dice.parseFormula: NdF ± NdF ± K", () => {
  it.each<[string, DiceTerm[]]>([
    ["2d6+3", [d(2, 6), k(3)]],
    ["1d20-1", [d(1, 20), k(1, -1)]],
    ["3d6+1d4+2", [d(3, 6), d(1, 4), k(2)]],
    ["2d6-1d4", [d(2, 6), d(1, 4, -1)]],
    [" 2d6 + 3 ", [d(2, 6), k(3)]],
    ["\t1D8\n-\r2", [d(1, 8), k(2, -1)]],
    ["d6", [d(1, 6)]],
    ["d6+d4", [d(1, 6), d(1, 4)]],
    ["-2+1d4", [k(2, -1), d(1, 4)]],
    ["+1d6", [d(1, 6)]],
    ["- 1d6", [d(1, 6, -1)]],
    ["7", [k(7)]],
    ["0", [k(0)]],
    ["1d1", [d(1, 1)]],
    ["100d100", [d(100, 100)]],
    ["100d6+100d6", [d(100, 6), d(100, 6)]],
    ["10000-10000", [k(10000), k(10000, -1)]],
    ["007d06", [d(7, 6)]],
  ])("parses %j", (formula, terms) => {
    expect(dice.parseFormula(formula)).toEqual(terms);
    expect(dice.isValidFormula(formula)).toBe(true);
  });

  it.each([
    ["", "it is empty"],
    ["   ", "it is empty"],
    ["d", "a die needs a number of faces at position 2"],
    ["2d", "a die needs a number of faces"],
    ["2d0", "2d0 has a die with no faces"],
    ["0d6", "0d6 has no dice"],
    ["1d6++2", 'expected a number or a die at position 5, found "+"'],
    ["1d6+", 'it ends with "+"'],
    ["1d6 -", 'it ends with "-"'],
    ["+", "expected a number or a die at position 2, found the end"],
    ["2d6d6", 'unexpected "d" at position 4'],
    ["2 d6", 'unexpected "d" at position 3'],
    ["1.5", 'unexpected "."'],
    ["1e5", 'unexpected "e"'],
    ["2d6*2", 'unexpected "*"'],
    ["abc", 'expected a number or a die at position 1, found "a"'],
    ["100000d100000", "100000d100000 has too many dice (at most 100 per group)"],
    ["101d6", "at most 100 per group"],
    ["1d101", "1d101 has too many faces (at most 100)"],
    ["100d6+100d6+1d6", "too many dice (at most 200 in all)"],
    ["10001", "the number 10001 is too large (at most 10000)"],
    ["99999999999999999999999", "too large"],
    ["1+".repeat(501) + "1", "longer than 1000 characters"],
  ])("rejects %j with a clear Error", (formula, message) => {
    expect(() => dice.parseFormula(formula)).toThrow(message);
    expect(() => dice.parseFormula(formula)).toThrow(/^Invalid dice formula "/);
    expect(dice.isValidFormula(formula)).toBe(false);
  });

  it("names the formula in the message, shortened when long", () => {
    expect(() => dice.parseFormula("1d6+x")).toThrow('Invalid dice formula "1d6+x"');
    const long = "1d6+".repeat(30) + "x";
    expect(() => dice.parseFormula(long)).toThrow(`"${long.slice(0, 40)}…"`);
  });

  it("rejects absurd sizes before any work", () => {
    expect(() => dice.parseFormula("100000d100000")).toThrow();
    expect(() => dice.pmf("100000d100000")).toThrow("at most 100 per group");
  });

  it("rejects a non-string", () => {
    expect(() => dice.parseFormula(42 as unknown as string)).toThrow(
      "Dice formula must be a string, got number",
    );
    expect(dice.isValidFormula(undefined as unknown as string)).toBe(false);
  });

  it("property: never crashes on random strings — it returns terms or throws an Error", () => {
    const check = (s: string): void => {
      try {
        const terms = dice.parseFormula(s);
        expect(terms.length).toBeGreaterThan(0);
        expect(dice.parseFormula(dice.formatFormula(terms))).toEqual(terms);
      } catch (e) {
        expect(e).toBeInstanceOf(Error);
        expect((e as Error).message).toMatch(/^Invalid dice formula/);
      }
    };
    fc.assert(fc.property(fc.string({ maxLength: 60 }), check), { numRuns: 2000 });
    const alphabet = fc.constantFrom(..."0123456789dD+- \t".split(""));
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 30 }).map((cs) => cs.join("")),
        check,
      ),
      { numRuns: 3000 },
    );
  });
});

describe("dice.parseFormula: the limits and the text of its errors", () => {
  it("a formula of exactly the length limit is read; one character more is refused", () => {
    const longest = `1d6${" ".repeat(996)}+`.replace(/ \+$/, "+1");
    expect(longest).toHaveLength(1000);
    expect(dice.parseFormula(longest)).toEqual([d(1, 6), { kind: "flat", sign: 1, value: 1 }]);
    expect(() => dice.parseFormula(`${longest} `)).toThrow("it is longer than 1000 characters");
  });

  it("quotes a formula of 40 characters whole, and a longer one cut with …", () => {
    const forty = "x".repeat(40);
    expect(() => dice.parseFormula(forty)).toThrow(`Invalid dice formula "${forty}": `);
    expect(() => dice.parseFormula(`${forty}y`)).toThrow(`Invalid dice formula "${forty}…": `);
  });

  it("names a group as it was typed: d0 stays d0", () => {
    expect(() => dice.parseFormula("d0")).toThrow(
      'Invalid dice formula "d0": d0 has a die with no faces (at least 1 face)',
    );
  });
});
