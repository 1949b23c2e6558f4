import { describe, expect, it } from "vitest";
import {
  diceByFaces,
  spectralCost,
  spectralCounts,
  spectralRangeChances,
  transformSize,
} from "../../../src/rules/dice/spectrum.js";
import { parseFormula } from "../../../src/rules/dice/formula.js";
import { exactCounts, facesOf, ratio } from "./exact.js";

const span = (groups: readonly (readonly [number, number])[]) =>
  groups.reduce((s, [faces, count]) => s + count * (faces - 1), 0);

describe("transformSize", () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 4],
    [5, 8],
    [19801, 32768],
    [32769, 65536],
  ])("%d → %d", (length, size) => {
    expect(transformSize(length)).toBe(size);
  });
});

describe("diceByFaces", () => {
  it("merges groups of equal faces whatever their sign and leaves out one-faced dice", () => {
    expect(diceByFaces(parseFormula("2d6+3-1d6+1d1+2d1-4"))).toEqual([[6, 3]]);
  });

  it("puts the widest spread first: count × (faces² − 1)", () => {
    expect(diceByFaces(parseFormula("9d4+1d20+2d10+1d2"))).toEqual([
      [20, 1], // 399
      [10, 2], // 198
      [4, 9], // 135
      [2, 1], // 3
    ]);
  });
});

describe("spectralCounts: every total of the shifted sum, to ~1e-16", () => {
  it.each([
    [[[6, 2]]],
    [[[6, 3]]],
    [[[2, 1]]],
    [
      [
        [20, 1],
        [4, 2],
      ],
    ],
    [
      [
        [100, 30],
        [7, 3],
      ],
    ],
    [[[100, 60]]],
  ] as const)("%j matches the exact counts", (groups) => {
    const s = span(groups);
    const p = spectralCounts(groups, s);
    const exact = exactCounts(facesOf(groups));
    expect(p).toHaveLength(s + 1);
    let worst = 0;
    let sum = 0;
    for (let m = 0; m <= s; m++) {
      worst = Math.max(worst, Math.abs(p[m]! - ratio(exact.counts[m]!, exact.total)));
      sum += p[m]!;
    }
    expect(worst).toBeLessThan(1e-15);
    expect(Math.abs(sum - 1)).toBeLessThan(1e-14);
  });

  it("has no negative value where the exact one is far below the rounding", () => {
    const p = spectralCounts([[100, 60]], 5940);
    expect(Math.min(...p)).toBe(0);
    expect(p[0]).toBeLessThan(1e-17); // exactly 100^-60
  });
});

describe("spectralRangeChances: chance of a range of totals without the inverse transform", () => {
  const groups = [
    [100, 30],
    [8, 5],
  ] as const;
  const s = span(groups);
  const exact = exactCounts(facesOf(groups));
  const cumulative = [0n];
  for (const c of exact.counts) cumulative.push(cumulative.at(-1)! + c);
  const truth = (lo: number, hi: number) =>
    ratio(cumulative[hi + 1]! - cumulative[lo]!, exact.total);

  it.each([
    [0, s],
    [0, 0],
    [s, s],
    [0, Math.floor(s / 2)],
    [Math.floor(s / 2) + 1, s],
    [1000, 1600],
    [1485, 1485],
  ])("%d..%d", (lo, hi) => {
    const [chance] = spectralRangeChances(groups, s, [[lo, hi]]);
    expect(Math.abs(chance! - truth(lo, hi))).toBeLessThan(1e-14);
  });

  it("gives 0 for an empty range and answers several ranges at once", () => {
    const chances = spectralRangeChances(groups, s, [
      [5, 4],
      [0, 99],
      [100, s],
    ]);
    expect(chances[0]).toBe(0);
    expect(chances[1]! + chances[2]!).toBeCloseTo(1, 14);
    expect(Math.abs(chances[1]! - truth(0, 99))).toBeLessThan(1e-15);
  });
});

describe("spectralCost", () => {
  it("grows as n log n of the transform size", () => {
    expect(spectralCost(1000)).toBe(1024 * (10 * 4 + 8));
    expect(spectralCost(39600)).toBe(65536 * (16 * 4 + 8));
  });
});
