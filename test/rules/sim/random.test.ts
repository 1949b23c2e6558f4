import { describe, expect, it } from "vitest";
import { die, roller, seededRng } from "../../../src/rules/sim/random.js";
import { scriptedRng } from "./dice-script.js";

describe("seededRng", () => {
  it("the same seed gives the same stream; another seed another one", () => {
    const draw = (seed: number) => {
      const rng = seededRng(seed);
      return Array.from({ length: 5 }, () => rng());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("draws in [0, 1), spread over the whole range", () => {
    const rng = seededRng(7);
    const values = Array.from({ length: 2000 }, () => rng());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    // Each tenth of the range gets a share of a 2000-draw sample (a stuck or biased stream does not).
    const tenths = new Array<number>(10).fill(0);
    for (const v of values) tenths[Math.floor(v * 10)]!++;
    for (const n of tenths) expect(n).toBeGreaterThan(120);
  });

  it("is sfc32 seeded through splitmix32: seed 42's stream is fixed, so a saved seed replays its fights", () => {
    const rng = seededRng(42);
    const words = Array.from({ length: 6 }, () => rng() * 2 ** 32);
    expect(words).toEqual([3910993901, 1565048137, 3362278356, 3794119105, 1975004219, 1461852317]);
  });

  it("refuses a seed that is not an integer", () => {
    expect(() => seededRng(1.5)).toThrow("seed must be an integer, got 1.5");
  });
});

describe("die", () => {
  it("maps [0, 1) onto 1..faces", () => {
    expect(die(6, () => 0)).toBe(1);
    expect(die(6, () => 0.999999)).toBe(6);
    expect(die(20, () => 0.5)).toBe(11);
  });
});

describe("roller", () => {
  it("knows its formula's mean: each die (faces + 1) / 2, signs and flat bonuses included", () => {
    expect(roller("1d8+1").mean).toBe(5.5);
    expect(roller("2d6-1d4+3").mean).toBe(7 - 2.5 + 3);
    expect(roller("4").mean).toBe(4);
  });

  it("rolls each die of the formula from the source, in order", () => {
    const r = roller("2d6-1d4+3");
    const rng = scriptedRng([6, 6], [2, 6], [4, 4]);
    expect(r.roll(rng)).toBe(6 + 2 - 4 + 3);
    expect(rng.left()).toBe(0);
    expect(r.formula).toBe("2d6-1d4+3");
  });

  it("throws on a formula it cannot parse, before any roll", () => {
    expect(() => roller("2d")).toThrow();
  });
});
