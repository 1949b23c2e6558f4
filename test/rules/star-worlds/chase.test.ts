import { describe, expect, it } from "vitest";
import { spaceOpera, starWorlds } from "../../../src/rules/index.js";

describe("Star Worlds chases (ruling): movement is 10 ft × Speed, the check 2d6 + Daring", () => {
  it.each([
    [0, 0],
    [1, 10],
    [3, 30],
    [4, 40],
  ])("Speed %d → %d ft", (speed, feet) => {
    expect(starWorlds.chaseMovement(speed)).toBe(feet);
  });

  it.each([
    [0, "2d6"],
    [2, "2d6+2"],
    [-1, "2d6-1"],
  ])("Daring %d → %s", (daring, formula) => {
    expect(starWorlds.chaseFormula(daring)).toBe(formula);
  });

  it("rejects a negative Speed and a fractional Daring", () => {
    expect(() => starWorlds.chaseMovement(-1)).toThrow("Speed");
    expect(() => starWorlds.chaseFormula(1.5)).toThrow("Daring");
  });
});

describe("Star Worlds chase round, equal Speeds: ties are rolled again, then the Space Opera gap arithmetic", () => {
  // Equal movements (Speed 4 each): only then do the Daring totals decide (ruling "Chases in every
  // ruleset", revised; seed 002: Speed first, then a Daring roll on a tie).
  const run = (gap: number, p: number[], q: number[], pm = 40, qm = 40) =>
    starWorlds.chaseRound({
      gap,
      pursuer: { totals: p, movement: pm },
      quarry: { totals: q, movement: qm },
    });

  it.each([
    ["the pursuer wins at once", 60, [9], [7], { gap: 20, winner: "pursuer", caught: false }],
    ["the quarry wins at once", 60, [6], [8], { gap: 100, winner: "quarry", caught: false }],
    ["a tie, then the pursuer", 60, [8, 10], [8, 4], { gap: 20, winner: "pursuer", caught: false }],
    [
      "two ties, then the quarry",
      30,
      [7, 9, 3],
      [7, 9, 5],
      { gap: 70, winner: "quarry", caught: false },
    ],
    [
      "closing past 0 stops at 0: caught",
      30,
      [12],
      [2],
      { gap: 0, winner: "pursuer", caught: true },
    ],
  ] as const)("%s", (_, gap, p, q, expected) => {
    expect(run(gap, [...p], [...q])).toEqual(expected);
  });

  it("agrees with spaceOpera.chaseRound on the deciding totals", () => {
    for (const [p, q] of [
      [10, 4],
      [3, 11],
    ] as const) {
      const worlds = run(50, [p], [q]);
      const opera = spaceOpera.chaseRound({
        gap: 50,
        pursuer: { total: p, movement: 40 },
        quarry: { total: q, movement: 40 },
      });
      expect(worlds).toEqual(opera);
    }
  });

  it("refuses to resolve an unbroken tie or a reroll after no tie", () => {
    expect(() => run(30, [7], [7])).toThrow("roll again");
    expect(() => run(30, [8, 9], [7, 3])).toThrow("not a tie");
    expect(() => run(30, [8], [7, 3])).toThrow("same length");
    expect(() => run(30, [], [])).toThrow("at least one");
  });
});

describe("a Star Worlds chase round: the totals given", () => {
  const round = (p: unknown, q: unknown) =>
    starWorlds.chaseRound({
      gap: 30,
      pursuer: { totals: p as number[], movement: 30 },
      quarry: { totals: q as number[], movement: 30 },
    });
  const message = "pursuer and quarry totals must be two lists of the same length, at least one";

  it("must be two lists of the same length", () => {
    expect(() => round("7", [7])).toThrow(message);
    expect(() => round([7], "7")).toThrow(message);
    expect(() => round([], [])).toThrow(message);
  });

  it("a roll before the last that did not tie is named by its place", () => {
    expect(() => round([5, 6, 9], [5, 7, 3])).toThrow("roll 2 was not a tie: nothing to reroll");
    expect(() => round([5, 6, 9], [5, 7, 3])).toThrow(
      expect.objectContaining({ key: "HOLOCRON.Rules.Error.notTie", data: { roll: "2" } }),
    );
  });
});

describe('Star Worlds chase round: Speed first (seed 002, ruling "Chases in every ruleset", revised)', () => {
  const round = (
    p: { totals: number[]; movement: number; speed?: number },
    q: typeof p,
    gap = 30,
  ) => starWorlds.chaseRound({ gap, pursuer: p, quarry: q });

  it("a runner in heavy armor (Speed 1) never wins a round against an unarmored one (Speed 4)", () => {
    for (const [p, q] of [
      [12, 2],
      [2, 12],
      [7, 7],
    ] as const) {
      expect(round({ totals: [p], movement: 10 }, { totals: [q], movement: 40 })).toEqual({
        gap: 70,
        winner: "quarry",
        caught: false,
      });
      expect(round({ totals: [q], movement: 40 }, { totals: [p], movement: 10 })).toEqual({
        gap: 0,
        winner: "pursuer",
        caught: true,
      });
    }
  });

  it("the faster runner wins whatever the totals: they are not read, even unrolled or tied", () => {
    expect(round({ totals: [], movement: 50 }, { totals: [], movement: 40 }, 60).winner).toBe(
      "pursuer",
    );
    expect(round({ totals: [9, 9], movement: 30 }, { totals: [9], movement: 40 }).winner).toBe(
      "quarry",
    );
  });

  it("the Speed compared (the GM's modifier included) decides; the gap moves by the movement", () => {
    // Speed 4 given −1 by the GM against Speed 3: equal, so the Daring totals decide.
    expect(
      round({ totals: [5], movement: 40, speed: 3 }, { totals: [9], movement: 30, speed: 3 }),
    ).toEqual({ gap: 60, winner: "quarry", caught: false });
    // Speed 3 given +2 against Speed 4: the pursuer is faster and moves its own 30 ft.
    expect(
      round({ totals: [2], movement: 30, speed: 5 }, { totals: [12], movement: 40 }, 50),
    ).toEqual({ gap: 20, winner: "pursuer", caught: false });
  });

  it.each([
    [4, 3, "pursuer"],
    [1, 4, "quarry"],
    [4, 4, null],
    [-1, -2, "pursuer"],
  ] as const)("fasterRunner(%d, %d) → %j", (p, q, winner) => {
    expect(starWorlds.fasterRunner(p, q)).toBe(winner);
  });

  it("a movement is read back as its Speed; one not 10 ft per point is refused", () => {
    expect(starWorlds.chaseSpeed(40)).toBe(4);
    expect(starWorlds.chaseSpeed(0)).toBe(0);
    expect(() => starWorlds.chaseSpeed(35)).toThrow("10 ft per point of Speed, got 35");
    expect(() => starWorlds.chaseSpeed(-10)).toThrow("movement");
    expect(() => starWorlds.fasterRunner(1.5, 1)).toThrow("pursuer Speed");
  });
});
