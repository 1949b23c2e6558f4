// Star Worlds chases on the tracker's state (ruling "Chases in every ruleset", revised; seed 002: "who
// runs the fastest" is Speed first, then a Daring roll on a tie).
import { describe, expect, it } from "vitest";
import { chase } from "../../../src/rules/index.js";
import { rollAll, running } from "./fixtures.js";

const call = (modifier: number, autoLoss = false) => ({ modifier, autoLoss });

describe("a Star Worlds chase round: the higher Speed wins, whatever the dice", () => {
  it("heavy armor (Speed 1) against none (Speed 4): the faster wins, the round logs both Speeds", () => {
    const c = rollAll(running(["P"], ["Q"], "reroll"), { P: 12, Q: 2 }, { P: 10, Q: 40 });
    expect(chase.tiedPairs(c)).toEqual([]);
    const { entry } = chase.resolveRound(c);
    expect(entry.results[0]).toEqual({
      pursuerId: "P",
      quarryId: "Q",
      before: 30,
      after: 70,
      winner: "quarry",
      pursuerTotals: [12],
      quarryTotals: [2],
      caught: false,
      speeds: { pursuer: 1, quarry: 4 },
    });
  });

  it("equal Speeds tie on equal totals, and a tie-break is refused once Speed decides", () => {
    const even = rollAll(running(["P"], ["Q"], "reroll"), { P: 7, Q: 7 }, { P: 30, Q: 30 });
    expect(chase.tiedPairs(even)).toHaveLength(1);
    const uneven = rollAll(running(["P"], ["Q"], "reroll"), { P: 7, Q: 7 }, { P: 40, Q: 30 });
    expect(chase.tiedPairs(uneven)).toEqual([]);
    expect(chase.resolveRound(uneven).entry.results[0]).toMatchObject({
      winner: "pursuer",
      after: 0,
      caught: true,
    });
    expect(() => chase.resolveRound(uneven, { "P:Q": { pursuer: [3], quarry: [4] } })).toThrow(
      "the faster runner wins this pair: there is nothing to reroll",
    );
  });

  it("a round decided by the dice logs no Speeds", () => {
    const c = rollAll(running(["P"], ["Q"], "reroll"), { P: 9, Q: 7 }, { P: 30, Q: 30 });
    expect(chase.resolveRound(c).entry.results[0]!.speeds).toBeUndefined();
  });

  it("the GM's modifier adds to Speed: +1 on Speed 3 outruns Speed 3, −1 on Speed 4 meets it", () => {
    let c = rollAll(running(["P"], ["Q"], "reroll"), { P: 2, Q: 12 }, { P: 30, Q: 30 });
    c = chase.setRoundCall(c, "P", call(1));
    expect(chase.roundSpeed(c, "P")).toBe(4);
    expect(chase.resolveRound(c).entry.results[0]).toMatchObject({
      winner: "pursuer",
      after: 0,
      speeds: { pursuer: 4, quarry: 3 },
    });
    let d = rollAll(running(["P"], ["Q"], "reroll"), { P: 6, Q: 7 }, { P: 40, Q: 30 });
    d = chase.setRoundCall(d, "P", call(-1));
    // Speeds 3 and 3; totals 6 − 1 = 5 against 7: the dice decide, for the quarry.
    expect(chase.resolveRound(d).entry.results[0]).toMatchObject({
      winner: "quarry",
      pursuerTotals: [5],
      quarryTotals: [7],
    });
  });

  it("an automatic loss loses the round even for the faster runner", () => {
    let c = rollAll(running(["P"], ["Q"], "reroll"), { P: 12, Q: 2 }, { P: 60, Q: 10 });
    c = chase.setRoundCall(c, "P", call(0, true));
    const result = chase.resolveRound(c).entry.results[0]!;
    expect(result).toMatchObject({ winner: "quarry", after: 40 });
    expect(result.speeds).toBeUndefined();
  });

  it("Speed is not compared in a chase whose ties change nothing (Space Opera seed)", () => {
    const c = rollAll(running(["P"], ["Q"]), { P: 15, Q: 3 }, { P: 30, Q: 60 });
    expect(chase.roundSpeed(c, "P")).toBeNull();
    expect(chase.resolveRound(c).entry.results[0]).toMatchObject({ winner: "pursuer", after: 0 });
  });

  it("a stored round's Speeds read back; malformed ones are refused", () => {
    const c = rollAll(running(["P"], ["Q"], "reroll"), { P: 3, Q: 4 }, { P: 50, Q: 40 });
    const after = chase.resolveRound(c).chase;
    const stored = JSON.parse(JSON.stringify(after)) as { log: { results: object[] }[] };
    expect(chase.readChase(stored)).toEqual(after);
    stored.log[0]!.results[0] = { ...stored.log[0]!.results[0], speeds: { pursuer: "5" } };
    expect(() => chase.readChase(stored)).toThrow("speeds.pursuer");
  });
});

describe("tie-break rerolls carry the GM's modifier (ruling: it adds to the runner's Daring roll)", () => {
  it("the tie-break formula is the check with this round's modifier", () => {
    let c = rollAll(running(["P"], ["Q"], "reroll"), { P: 8, Q: 9 }, { P: 30, Q: 40 });
    expect(chase.tieBreakFormula(c, "P", "2d6+1")).toBe("2d6+1");
    c = chase.setRoundCall(c, "P", call(1));
    expect(chase.tieBreakFormula(c, "P", "2d6+1")).toBe("2d6+2");
    expect(chase.tieBreakFormula(c, "Q", "2d6")).toBe("2d6");
  });

  it("the modified tie-break totals decide the pair as rolled", () => {
    let c = rollAll(running(["P"], ["Q"], "reroll"), { P: 8, Q: 9 }, { P: 30, Q: 40 });
    c = chase.setRoundCall(c, "P", call(1));
    // P rolled 2d6 → 7 on the reroll, +1: 8 against Q's 8 ties again; then 10 against 6.
    const { entry } = chase.resolveRound(c, { "P:Q": { pursuer: [8, 10], quarry: [8, 6] } });
    expect(entry.results[0]).toMatchObject({
      winner: "pursuer",
      pursuerTotals: [9, 8, 10],
      quarryTotals: [9, 8, 6],
    });
  });
});
