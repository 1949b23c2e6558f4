import { describe, expect, it } from "vitest";
import { d20, group, starWorlds } from "../../../src/rules/index.js";

const { dcChance, dcSuccess, opposedChanceOf, opposedSuccess, highestChancesExact, highestRows } =
  group;

describe("a row against a DC", () => {
  it("d20: the check's own chance and DC", () => {
    expect(dcChance({ kind: "d20", bonus: 4 }, 15)).toBe(d20.checkChance({ bonus: 4, dc: 15 }));
    expect(dcSuccess({ kind: "d20", bonus: 4 }, 15, 15)).toBe(true);
    expect(dcSuccess({ kind: "d20", bonus: 4 }, 14, 15)).toBe(false);
  });

  it("Star Worlds: Problem, Success and Critical succeed, whatever the DC", () => {
    const bands = starWorlds.outcomeChances(1, { skilled: false });
    expect(dcChance({ kind: "worlds", bonus: 1, skilled: false }, 99)).toBe(
      bands.problem + bands.success + bands.critical,
    );
    const check = { kind: "worlds", bonus: 0, skilled: true } as const;
    expect([6, 7, 10, 12].map((t) => dcSuccess(check, t, 99))).toEqual([false, true, true, true]);
  });
});

describe("a row opposed by one NPC", () => {
  it("d20: 1 − the NPC's own opposed chance; a tie goes to the character", () => {
    const npc = d20.opposedCheckChance({ actorBonus: 6, resisterBonus: 3 });
    expect(opposedChanceOf({ kind: "d20", bonus: 3 }, 6)).toBe(1 - npc);
    expect(opposedSuccess("d20", 14, 14)).toBe(true);
    expect(opposedSuccess("d20", 15, 14)).toBe(false);
  });

  it("Star Worlds: ties are rolled again, so the last round cannot tie", () => {
    const npc = starWorlds.opposedChance({ attribute: 2, otherAttribute: 1 });
    expect(opposedChanceOf({ kind: "worlds", bonus: 1, skilled: false }, 2)).toBe(1 - npc);
    expect(opposedSuccess("worlds", 8, 9)).toBe(true);
    expect(() => opposedSuccess("worlds", 8, 8)).toThrow(Error);
  });
});

describe("highest wins", () => {
  it("two equal d20 rows: each wins 190/400 (a tie 20/400 is no one's)", () => {
    const [a, b] = highestChancesExact([
      { kind: "d20", bonus: 0 },
      { kind: "d20", bonus: 0 },
    ]);
    expect([a, b].map((f) => `${f!.n}/${f!.d}`)).toEqual(["19/40", "19/40"]);
  });

  it("brute force over three small rows (d20 and 2d6)", () => {
    const checks = [
      { kind: "d20", bonus: 2 },
      { kind: "worlds", bonus: 8, skilled: false },
      { kind: "d20", bonus: -1 },
    ] as const;
    const d20Totals = (b: number) =>
      Array.from({ length: 20 }, (_, i) => [i + 1 + b, 1, 20] as const);
    const twoD6 = (b: number) =>
      Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6) + (i % 6) + 2 + b, 1, 36] as const);
    const lists = [d20Totals(2), twoD6(8), d20Totals(-1)];
    const wins = [0, 0, 0];
    let total = 0;
    for (const a of lists[0]!)
      for (const b of lists[1]!)
        for (const c of lists[2]!) {
          total++;
          const top = highestRows([a[0], b[0], c[0]]);
          if (top.length === 1) wins[top[0]!]!++;
        }
    const exact = highestChancesExact(checks);
    exact.forEach((f, i) => expect(Number(f.n) * total).toBe(wins[i]! * Number(f.d)));
  });

  it("highestRows names every tied row", () => {
    expect(highestRows([12, 15, 15, 3])).toEqual([1, 2]);
    expect(highestRows([])).toEqual([]);
  });
});
