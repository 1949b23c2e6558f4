// The difficulty word for a party win chance: each threshold exact at its floor, and ordered.
import { describe, expect, it } from "vitest";
import {
  DIFFICULTIES,
  DIFFICULTY_FLOORS,
  difficultyOf,
} from "../../../src/rules/sim/difficulty.js";

describe("difficultyOf", () => {
  it("reads each word from its floor up (the floor belongs to the easier word)", () => {
    expect([1, 0.95, 0.9499, 0.8, 0.7999, 0.6, 0.5999, 0.35, 0.3499, 0].map(difficultyOf)).toEqual([
      "trivial",
      "trivial",
      "easy",
      "easy",
      "moderate",
      "moderate",
      "hard",
      "hard",
      "deadly",
      "deadly",
    ]);
  });

  it("the builder's gallery groups: 70% moderate, 89% easy, 50% hard", () => {
    expect([0.7, 0.89, 0.5].map(difficultyOf)).toEqual(["moderate", "easy", "hard"]);
  });

  it("never gets easier as the chance falls", () => {
    let last = 0;
    for (let p = 1000; p >= 0; p--) {
      const rank = DIFFICULTIES.indexOf(difficultyOf(p / 1000));
      expect(rank).toBeGreaterThanOrEqual(last);
      last = rank;
    }
    expect(Object.values(DIFFICULTY_FLOORS)).toEqual([0.95, 0.8, 0.6, 0.35]);
  });

  it("a chance outside 0–1 is no chance", () => {
    for (const bad of [-0.01, 1.01, Number.NaN])
      expect(() => difficultyOf(bad)).toThrow(
        expect.objectContaining({
          key: "HOLOCRON.Rules.Error.chance",
          data: { value: String(bad) },
        }),
      );
  });
});
