// Seed 002 lines 33 and 43: a Hero Point reroll of a Daring tie-break roll keeps the better total;
// the group is ranked again and a tie left is rolled again.
import { describe, expect, it } from "vitest";
import { rerankAfterReroll } from "../../../src/rulesets/star-worlds/daring-reroll.js";

const script = (totals: number[]) => async () => {
  const next = totals.shift();
  if (next === undefined) throw new Error("rolled more than scripted");
  return next;
};

describe("rerankAfterReroll", () => {
  const rolls = new Map([
    ["a", [9]],
    ["b", [7]],
    ["c", [5]],
  ]);

  it("a better reroll moves the payer up", async () => {
    const r = await rerankAfterReroll(["a", "b", "c"], rolls, "c", 10, script([]));
    expect(r.order).toEqual(["c", "a", "b"]);
    expect(r.rolls.get("c")).toEqual([10]);
  });

  it("a worse reroll keeps the first total", async () => {
    const r = await rerankAfterReroll(["a", "b", "c"], rolls, "a", 3, script([]));
    expect(r.order).toEqual(["a", "b", "c"]);
    expect(r.rolls.get("a")).toEqual([9]);
  });

  it("a reroll that ties is rolled again between the tied, until broken", async () => {
    // c's 9 ties a's 9: a 6, c 6 (tied again), then a 4, c 8.
    const r = await rerankAfterReroll(["a", "b", "c"], rolls, "c", 9, script([6, 6, 4, 8]));
    expect(r.order).toEqual(["c", "a", "b"]);
    expect(r.rolls.get("c")).toEqual([9, 6, 8]);
    expect(r.rolls.get("a")).toEqual([9, 6, 4]);
    expect(r.rolls.get("b")).toEqual([7]);
  });

  it("the payer must be in the tie", async () => {
    await expect(rerankAfterReroll(["a"], rolls, "z", 9, script([]))).rejects.toThrow("not in");
  });
});
