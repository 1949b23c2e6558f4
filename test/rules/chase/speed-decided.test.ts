// Star Worlds runners whose pairs Speed decides roll nothing (ruling "Chases in every ruleset",
// revised; seed 002: "who runs the fastest" is Speed first, then a Daring roll on a tie), and a Hero
// Point reroll (seed 002 line 43) is refused where no roll can change a pair's result.
import { describe, expect, it } from "vitest";
import { chase } from "../../../src/rules/index.js";
import { rollAll, running } from "./fixtures.js";

const call = (modifier: number, autoLoss = false) => ({ modifier, autoLoss });

describe("a Star Worlds runner whose every pair Speed decides rolls nothing", () => {
  it("Speed 1 against Speed 4: neither is asked to roll; the round resolves on Speed alone", () => {
    const c = running(["P"], ["Q"], "reroll");
    const movements = { P: 10, Q: 40 };
    expect(chase.decidedWithoutDice(c, "P", movements)).toBe("speed");
    expect(chase.rollersNeeded(c, movements)).toEqual([]);
    expect(chase.missingRolls(c, movements)).toEqual([]);
    const { entry } = chase.resolveRound(c, {}, movements);
    expect(entry.results[0]).toEqual({
      pursuerId: "P",
      quarryId: "Q",
      before: 30,
      after: 70,
      winner: "quarry",
      pursuerTotals: [],
      quarryTotals: [],
      caught: false,
      speeds: { pursuer: 1, quarry: 4 },
    });
  });

  it("without the runners' movements nothing is known: both roll, as before", () => {
    const c = running(["P"], ["Q"], "reroll");
    expect(chase.decidedWithoutDice(c, "P")).toBeNull();
    expect(chase.rollersNeeded(c)).toEqual(["P", "Q"]);
    expect(() => chase.resolveRound(c)).toThrow("still waiting for 2 check(s)");
  });

  it("a runner rolls where one of its pairs is even; its faster foe of another pair does not", () => {
    const c = running(["A"], ["B", "C"], "reroll");
    const movements = { A: 30, B: 40, C: 30 };
    expect(chase.rollersNeeded(c, movements)).toEqual(["A", "C"]);
    expect(chase.decidedWithoutDice(c, "A", movements)).toBeNull();
    expect(chase.decidedWithoutDice(c, "B", movements)).toBe("speed");
    expect(() => chase.recordRoll(c, "B", roll(9, 40), movements)).toThrow(
      "this participant has no check to roll",
    );
    const rolled = rollAll(c, { A: 9, C: 5 }, { A: 30, C: 30 });
    const { entry } = chase.resolveRound(rolled, {}, movements);
    expect(entry.results).toMatchObject([
      { quarryId: "B", winner: "quarry", pursuerTotals: [9], quarryTotals: [], after: 70 },
      { quarryId: "C", winner: "pursuer", pursuerTotals: [9], quarryTotals: [5], after: 0 },
    ]);
  });

  it("the GM's modifier that evens the Speeds asks for the rolls again; one that splits them, none", () => {
    const movements = { P: 30, Q: 40 };
    const even = chase.setRoundCall(running(["P"], ["Q"], "reroll"), "P", call(1));
    expect(chase.rollersNeeded(even, movements)).toEqual(["P", "Q"]);
    const split = chase.setRoundCall(running(["P"], ["Q"], "reroll"), "P", call(2));
    expect(chase.rollersNeeded(split, movements)).toEqual([]);
    expect(chase.resolveRound(split, {}, movements).entry.results[0]).toMatchObject({
      winner: "pursuer",
      after: 0,
      speeds: { pursuer: 5, quarry: 4 },
    });
  });

  it("an automatic loss decides a Star Worlds pair without dice; a Space Opera runner still rolls", () => {
    const movements = { P: 30, Q: 30 };
    const worlds = chase.setRoundCall(running(["P"], ["Q"], "reroll"), "Q", call(0, true));
    expect(chase.decidedWithoutDice(worlds, "P", movements)).toBe("call");
    expect(chase.rollersNeeded(worlds, movements)).toEqual([]);
    expect(chase.resolveRound(worlds, {}, movements).entry.results[0]).toMatchObject({
      winner: "pursuer",
      after: 0,
    });
    const opera = chase.setRoundCall(running(["P"], ["Q"]), "Q", call(0, true));
    expect(chase.rollersNeeded(opera, movements)).toEqual(["P", "Q"]);
  });
});

const roll = (total: number, movement: number): chase.CheckRoll => ({
  total,
  dice: [total],
  bonus: 0,
  movement,
});

describe("a Hero Point reroll only where the roll can change the pair", () => {
  it("rolled on even Speeds, then the GM's +1 makes the pursuer faster: the reroll is refused", () => {
    let c = rollAll(running(["P"], ["Q"], "reroll"), { P: 4, Q: 9 }, { P: 30, Q: 30 });
    expect(chase.rerollCheck(c, "P", roll(8, 30)).rolls.P).toMatchObject({ total: 8 });
    c = chase.setRoundCall(c, "P", call(1));
    expect(chase.decidedWithoutDice(c, "P")).toBe("speed");
    expect(() => chase.rerollCheck(c, "P", roll(8, 30))).toThrow(
      "every pair of this runner is decided without dice: a reroll changes nothing",
    );
  });

  it("a runner with one even pair among decided ones may still reroll", () => {
    const c = rollAll(running(["A"], ["B", "C"], "reroll"), { A: 4, C: 9 }, { A: 30, C: 30 });
    expect(chase.rerollCheck(c, "A", roll(10, 30), { B: 40 }).rolls.A).toMatchObject({
      total: 10,
      rerolls: [10],
    });
  });
});
