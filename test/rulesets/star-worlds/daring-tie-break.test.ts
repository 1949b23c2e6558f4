import { describe, expect, it } from "vitest";
import {
  MAX_TIE_ROUNDS,
  breakTie,
  isUnresolved,
  tieRanks,
} from "../../../src/rulesets/star-worlds/daring-tie-break.js";
import { daringCardContext } from "../../../src/rulesets/star-worlds/daring-card.js";

/** A roller that hands out scripted totals per id, in order. */
function scripted(script: Record<string, number[]>) {
  const calls: string[] = [];
  const roll = async (id: string) => {
    calls.push(id);
    const next = script[id]?.shift();
    if (next === undefined) throw new Error(`no scripted roll left for ${id}`);
    return next;
  };
  return { roll, calls };
}

describe("Daring tie-break (2d6 + DAR, ties rolled again)", () => {
  it("one roll each when the totals differ", async () => {
    const { roll, calls } = scripted({ a: [7], b: [9] });
    const result = await breakTie(["a", "b"], roll);
    expect(result.order).toEqual(["b", "a"]);
    expect(calls).toEqual(["a", "b"]);
    expect(result.rolls.get("a")).toEqual([7]);
  });

  it("a tied Daring roll is rolled again, only by those still tied", async () => {
    const { roll, calls } = scripted({ a: [8, 6], b: [8, 11], c: [5] });
    const result = await breakTie(["a", "b", "c"], roll);
    expect(result.order).toEqual(["b", "a", "c"]);
    expect(calls).toEqual(["a", "b", "c", "a", "b"]);
    expect(result.rolls.get("b")).toEqual([8, 11]);
    expect(result.rolls.get("c")).toEqual([5]);
  });

  it("ties again and again until broken", async () => {
    const { roll } = scripted({ a: [7, 7, 7, 3], b: [7, 7, 7, 4] });
    const result = await breakTie(["a", "b"], roll);
    expect(result.order).toEqual(["b", "a"]);
    expect(result.rolls.get("a")).toHaveLength(4);
  });

  it(`gives up after ${MAX_TIE_ROUNDS} rounds and keeps the incoming order`, async () => {
    const result = await breakTie(["a", "b"], async () => 7);
    expect(result.order).toEqual(["a", "b"]);
    expect(result.rolls.get("a")).toHaveLength(MAX_TIE_ROUNDS);
  });

  it("nobody to break a tie with: no roll", async () => {
    const { roll, calls } = scripted({});
    expect((await breakTie(["a"], roll)).order).toEqual(["a"]);
    expect(calls).toEqual([]);
  });

  it("ranks: first of n gets n", () => {
    expect([...tieRanks(["b", "a", "c"])]).toEqual([
      ["b", 3],
      ["a", 2],
      ["c", 1],
    ]);
  });

  it.each([
    [[2, 1], false],
    [[1, 1], true],
    [[2, undefined], true],
    [[0, 1], true],
    [[3, 1, 2], false],
  ] as const)("ranks %j unresolved: %s", (ranks, expected) => {
    expect(isUnresolved(ranks)).toBe(expected);
  });

  it("chat card context lists each group in order with its rolls", () => {
    const ctx = daringCardContext([
      {
        speed: 3,
        order: ["b", "a"],
        rolls: new Map([
          ["a", [8, 6]],
          ["b", [8, 11]],
        ]),
        who: new Map([
          ["a", { name: "Ana", img: null, daring: 1 }],
          ["b", { name: "Bo", img: "b.png", daring: 2 }],
        ]),
      },
    ]);
    expect(ctx.groups[0]).toEqual({
      speed: 3,
      rerolled: true,
      rows: [
        {
          id: "b",
          reroll: null,
          heroRerolls: [],
          name: "Bo",
          img: "b.png",
          daring: 2,
          rolls: [8, 11],
          place: 1,
        },
        {
          id: "a",
          reroll: null,
          heroRerolls: [],
          name: "Ana",
          img: null,
          daring: 1,
          rolls: [8, 6],
          place: 2,
        },
      ],
    });
  });
});
