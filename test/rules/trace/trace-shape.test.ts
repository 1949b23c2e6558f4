// A trace read back from a card's flags: its shape, and refused unless its terms add up to its value.
import { describe, expect, it } from "vitest";
import { parseOrNull } from "../../../src/rules/validate.js";
import { traceShape } from "../../../src/rules/trace/trace.js";

const stored = {
  value: 7,
  rule: "powerCheck",
  terms: [
    { label: "rank", value: 5, source: { kind: "rank", name: "force" } },
    { label: "bonus", value: 2, source: { kind: "stat", name: "mnd" } },
  ],
};

describe("traceShape", () => {
  it("reads a trace whose terms add up to its value", () => {
    expect(parseOrNull(traceShape, stored)).toEqual(stored);
  });

  it.each([
    ["terms that do not add up", { ...stored, value: 8 }],
    ["a rule no trace names", { ...stored, rule: "anything" }],
    [
      "a source kind that is not one",
      { ...stored, terms: [{ ...stored.terms[0], source: { kind: "x" } }] },
    ],
    ["a fractional value", { ...stored, value: 7.5 }],
    [
      "more than fifty terms",
      {
        ...stored,
        value: 51,
        terms: Array(51).fill({ label: "a", value: 1, source: { kind: "rule" } }),
      },
    ],
  ])("refuses %s", (_name, value) => {
    expect(parseOrNull(traceShape, value)).toBeNull();
  });
});
