import { describe, expect, it } from "vitest";
import { spaceOpera } from "../../../src/rules/index.js";

describe("Space Opera seed Chases: +1 per full 10 ft of movement over 30", () => {
  it.each([
    [30, 0],
    [0, 0],
    [39, 0],
    [40, 1],
    [55, 2],
    [120, 9],
  ])("movement %d ft → +%d", (feet, bonus) => {
    expect(spaceOpera.chaseBonus(feet)).toBe(bonus);
  });

  it("rejects bad movement", () => {
    expect(() => spaceOpera.chaseBonus(-10)).toThrow("movement");
  });
});

describe("Space Opera seed Chases: the winner changes the gap by its movement", () => {
  it.each([
    [
      "the pursuer closes the gap",
      90,
      [15, 30],
      [12, 30],
      { gap: 60, winner: "pursuer", caught: false },
    ],
    [
      "the quarry widens the gap",
      90,
      [12, 30],
      [15, 40],
      { gap: 130, winner: "quarry", caught: false },
    ],
    ["a tie changes nothing", 90, [14, 30], [14, 30], { gap: 90, winner: "none", caught: false }],
    [
      "the gap never goes below 0, and 0 is caught",
      20,
      [18, 30],
      [3, 30],
      { gap: 0, winner: "pursuer", caught: true },
    ],
    [
      "closing exactly to 0 is caught",
      30,
      [18, 30],
      [3, 30],
      { gap: 0, winner: "pursuer", caught: true },
    ],
  ] as const)("%s", (_, gap, [pt, pm], [qt, qm], result) => {
    expect(
      spaceOpera.chaseRound({
        gap,
        pursuer: { total: pt, movement: pm },
        quarry: { total: qt, movement: qm },
      }),
    ).toEqual(result);
  });

  it("rejects bad inputs", () => {
    const r = { total: 10, movement: 30 };
    expect(() => spaceOpera.chaseRound({ gap: -1, pursuer: r, quarry: r })).toThrow("gap");
    expect(() =>
      spaceOpera.chaseRound({ gap: 10, pursuer: { ...r, total: 1.5 }, quarry: r }),
    ).toThrow("pursuer.total");
    expect(() =>
      spaceOpera.chaseRound({ gap: 10, pursuer: r, quarry: { ...r, movement: -5 } }),
    ).toThrow("quarry.movement");
  });
});
