import { describe, expect, it } from "vitest";
import { dice } from "../../../src/rules/index.js";

/** A fixed sequence of rng values, repeated. */
const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe("dice.rollDie / rollFormula with an injected rng", () => {
  it.each([
    [0, 1],
    [0.999999, 6],
    [0.5, 4],
    [0.2, 2],
  ])("rng %d on a d6 gives %d", (r, face) => {
    expect(dice.rollDie(6, () => r)).toBe(face);
  });

  it("rolls every die of a formula in order, with signs", () => {
    const r = dice.rollFormula("2d6-1d4+3", seq(0, 0.99, 0.5));
    expect(r.dice).toEqual([
      { sign: 1, faces: 6, result: 1 },
      { sign: 1, faces: 6, result: 6 },
      { sign: -1, faces: 4, result: 3 },
    ]);
    expect(r.total).toBe(1 + 6 - 3 + 3);
    expect(dice.rollFormula("-2", seq(0))).toEqual({ total: -2, dice: [] });
  });

  it.each([1, -0.1, NaN, "0.5"])("rejects an rng returning %j", (value) => {
    expect(() => dice.rollDie(6, () => value as number)).toThrow(
      "rng must return a number in [0, 1)",
    );
  });

  it("rejects a missing rng and bad faces", () => {
    expect(() => dice.rollDie(6, undefined as unknown as () => number)).toThrow(
      "rng must be a function",
    );
    expect(() => dice.rollDie(0, () => 0)).toThrow("faces must be between 1 and 100");
  });
});
