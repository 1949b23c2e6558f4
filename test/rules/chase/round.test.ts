import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chase, spaceOpera, starWorlds } from "../../../src/rules/index.js";
import { rollAll, running } from "./fixtures.js";

describe("a chase round's gaps equal spaceOpera.chaseRound (Space Opera seed, ties change nothing)", () => {
  // [case, gap, pursuer total, pursuer movement, quarry total, quarry movement]
  const cases = [
    ["pursuer wins", 60, 15, 30, 12, 30],
    ["quarry wins", 60, 9, 30, 14, 40],
    ["tie changes nothing", 60, 13, 30, 13, 30],
    ["tie at a gap of 10", 10, 20, 50, 20, 30],
    ["closing exactly to 0", 30, 18, 30, 3, 30],
    ["closing past 0 stops at 0", 20, 18, 40, 3, 30],
    ["a fast pursuer", 90, 16, 60, 11, 30],
    ["a standing quarry wins nothing", 30, 4, 30, 19, 0],
  ] as const;

  it.each(cases)("%s", (_, gap, pt, pm, qt, qm) => {
    const c = rollAll(running(["P"], ["Q"], "nothing", gap), { P: pt, Q: qt }, { P: pm, Q: qm });
    const { chase: next, entry } = chase.resolveRound(c);
    const expected = spaceOpera.chaseRound({
      gap,
      pursuer: { total: pt, movement: pm },
      quarry: { total: qt, movement: qm },
    });
    expect(entry.results[0]).toMatchObject({
      before: gap,
      after: expected.gap,
      winner: expected.winner,
      caught: expected.caught,
    });
    expect(next.pairs[0]).toMatchObject({ gap: expected.gap, caught: expected.caught });
    expect(next.round).toBe(2);
    expect(next.rolls).toEqual({});
  });

  it("each pair compares its own two checks; the quarry rolls once for both pursuers", () => {
    const c = rollAll(running(["A", "B"], ["Q"]), { A: 15, B: 8, Q: 11 }, { Q: 40 });
    const { entry } = chase.resolveRound(c);
    expect(entry.results.map((r) => [r.pursuerId, r.winner, r.before, r.after])).toEqual([
      ["A", "pursuer", 30, 0],
      ["B", "quarry", 30, 70],
    ]);
  });

  it("keeps the GM's note with the round in the log, then clears it", () => {
    let c = chase.setNote(running(["P"], ["Q"]), "Crates fall across the alley");
    c = rollAll(c, { P: 10, Q: 9 });
    const { chase: next, entry } = chase.resolveRound(c);
    expect(entry).toMatchObject({ round: 1, note: "Crates fall across the alley" });
    expect(next.log).toEqual([entry]);
    expect(next.note).toBe("");
  });

  it("waits for every check, and refuses a second roll or a stranger's", () => {
    const c = rollAll(running(["P"], ["Q"]), { P: 10 });
    expect(chase.missingRolls(c)).toEqual(["Q"]);
    expect(() => chase.resolveRound(c)).toThrow("waiting for 1");
    expect(() => rollAll(c, { P: 12 })).toThrow("already rolled");
    expect(() => rollAll(c, { X: 12 })).toThrow("no check");
  });

  it("a caught pair stops rolling while the others go on", () => {
    let c = rollAll(running(["A", "B"], ["Q"]), { A: 15, B: 3, Q: 11 });
    c = chase.resolveRound(c).chase;
    expect(chase.activePairs(c).map((p) => p.pursuerId)).toEqual(["B"]);
    expect(chase.rollersNeeded(c)).toEqual(["B", "Q"]);
  });
});

describe("Star Worlds chase rounds: ties rolled again (ruling)", () => {
  it("lists the tied pairs and resolves with their tie-break totals", () => {
    // Equal Speeds (4 and 4): only then do the Daring totals, and their ties, count (seed 002).
    const c = rollAll(running(["P"], ["Q"], "reroll"), { P: 8, Q: 8 }, { P: 40, Q: 40 });
    expect(chase.tiedPairs(c).map((p) => p.pursuerId)).toEqual(["P"]);
    expect(() => chase.resolveRound(c)).toThrow("roll again");
    const { entry } = chase.resolveRound(c, { "P:Q": { pursuer: [5, 11], quarry: [5, 6] } });
    const expected = starWorlds.chaseRound({
      gap: 30,
      pursuer: { totals: [8, 5, 11], movement: 40 },
      quarry: { totals: [8, 5, 6], movement: 40 },
    });
    expect(entry.results[0]).toMatchObject({
      after: expected.gap,
      winner: "pursuer",
      pursuerTotals: [8, 5, 11],
      quarryTotals: [8, 5, 6],
      caught: true,
    });
  });

  it("a chase where ties change nothing takes no tie-break", () => {
    const c = rollAll(running(["P"], ["Q"]), { P: 8, Q: 8 });
    expect(chase.tiedPairs(c)).toEqual([]);
    expect(() => chase.resolveRound(c, { "P:Q": { pursuer: [3], quarry: [4] } })).toThrow(
      "nothing to reroll",
    );
  });
});

describe("a Hero Point reroll of a chase check (seed 002 line 43: take the result you like best)", () => {
  const check = (total: number, dice: number[]) => ({ total, dice, bonus: 1, movement: 40 });
  const rolled = () => {
    const c = running(["P"], ["Q"], "reroll");
    return chase.recordRoll(chase.recordRoll(c, "P", check(6, [2, 3])), "Q", check(9, [4, 4]));
  };

  it("a better reroll replaces the total and dice; the reroll is listed", () => {
    const c = chase.rerollCheck(rolled(), "P", check(11, [5, 5]));
    expect(c.rolls.P).toEqual({ total: 11, dice: [5, 5], bonus: 1, movement: 40, rerolls: [11] });
    expect(c.rolls.Q).toEqual(check(9, [4, 4]));
  });

  it("a worse or equal reroll keeps the first roll, and the point is still counted", () => {
    const worse = chase.rerollCheck(rolled(), "P", check(4, [1, 2]));
    expect(worse.rolls.P).toEqual({ total: 6, dice: [2, 3], bonus: 1, movement: 40, rerolls: [4] });
    const equal = chase.rerollCheck(rolled(), "P", check(6, [1, 4]));
    expect(equal.rolls.P).toMatchObject({ total: 6, dice: [2, 3], rerolls: [6] });
  });

  it("can be paid again: the best of every roll stands and the round resolves on it", () => {
    let c = chase.rerollCheck(rolled(), "P", check(8, [3, 4]));
    c = chase.rerollCheck(c, "P", check(7, [3, 3]));
    c = chase.rerollCheck(c, "P", check(12, [5, 6]));
    expect(c.rolls.P).toMatchObject({ total: 12, rerolls: [8, 7, 12] });
    expect(chase.resolveRound(c).entry.results[0]).toMatchObject({
      winner: "pursuer",
      pursuerTotals: [12],
    });
  });

  it("refuses a check not rolled yet, a changed bonus or movement, and bad dice", () => {
    const c = chase.recordRoll(running(["P"], ["Q"], "reroll"), "P", check(6, [2, 3]));
    expect(() => chase.rerollCheck(c, "Q", check(9, [4, 4]))).toThrow("no check to reroll");
    expect(() => chase.rerollCheck(c, "P", { ...check(9, [4, 4]), bonus: 2 })).toThrow("keeps");
    expect(() => chase.rerollCheck(c, "P", { ...check(9, [4, 4]), movement: 30 })).toThrow("keeps");
    expect(() => chase.rerollCheck(c, "P", check(9, [0, 8]))).toThrow("die 1");
    expect(c.rolls.P).toEqual(check(6, [2, 3]));
  });

  it("a stored reroll list survives reading the chase back", () => {
    const c = chase.rerollCheck(rolled(), "P", check(11, [5, 5]));
    expect(chase.readChase(JSON.parse(JSON.stringify(c))).rolls.P?.rerolls).toEqual([11]);
  });
});

describe("no one is duplicated or lost, whatever the rolls (property)", () => {
  it("participants and pairs stay exactly pursuers × quarries through any rounds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.array(fc.integer({ min: -5, max: 30 }), { minLength: 6, maxLength: 6 }), {
          maxLength: 8,
        }),
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 6, maxLength: 6 }),
        (np, nq, rounds, moves) => {
          const ps = ["p0", "p1", "p2"].slice(0, np);
          const qs = ["q0", "q1", "q2"].slice(0, nq);
          let c = running(ps, qs, "nothing", 20);
          const ids = [...ps, ...qs];
          for (const totals of rounds) {
            const need = chase.rollersNeeded(c);
            if (need.length === 0) break;
            const byId = Object.fromEntries(need.map((id) => [id, totals[ids.indexOf(id)]!]));
            const mv = Object.fromEntries(ids.map((id, i) => [id, moves[i]!]));
            c = chase.resolveRound(rollAll(c, byId, mv)).chase;
          }
          expect(c.participants.map((p) => p.id)).toEqual(ids);
          const keys = c.pairs.map((p) => chase.pairKey(p.pursuerId, p.quarryId)).sort();
          expect(keys).toEqual(ps.flatMap((p) => qs.map((q) => chase.pairKey(p, q))).sort());
          for (const p of c.pairs) expect(p.caught).toBe(p.gap === 0);
        },
      ),
    );
  });
});

describe("chase rounds: exact guards", () => {
  it("a runner who left for a combat no longer rolls", () => {
    let c = running(["A", "B"], ["Q"]);
    c = { ...c, participants: c.participants.map((p) => (p.id === "B" ? { ...p, out: true } : p)) };
    expect(chase.activePairs(c).map((p) => p.pursuerId)).toEqual(["A"]);
    expect(chase.rollersNeeded(c)).toEqual(["A", "Q"]);
  });

  it("a roll is checked and stored with its own copy of the dice", () => {
    const c = running(["A"], ["Q"]);
    const roll = (over: Partial<chase.CheckRoll>) => ({
      total: 12,
      dice: [3, 4],
      bonus: 5,
      movement: 30,
      ...over,
    });
    const dice = [3, 4];
    const stored = chase.recordRoll(c, "A", roll({ dice }));
    dice[0] = 6;
    expect(stored.rolls.A).toEqual({ total: 12, dice: [3, 4], bonus: 5, movement: 30 });
    expect(() => chase.recordRoll(c, "A", roll({ total: 1.5 }))).toThrow(
      "total must be an integer, got 1.5",
    );
    expect(() => chase.recordRoll(c, "A", roll({ bonus: NaN }))).toThrow(
      "bonus must be an integer, got NaN",
    );
    expect(() => chase.recordRoll(c, "A", roll({ movement: -5 }))).toThrow(
      "movement must be at least 0, got -5",
    );
    expect(() => chase.recordRoll(c, "A", roll({ dice: [3, 0] }))).toThrow(
      "die 2 must be at least 1, got 0",
    );
  });

  it("no pair is tied until both of its runners rolled the same total", () => {
    const c = running(["P"], ["Q"], "reroll");
    expect(chase.tiedPairs(rollAll(c, { P: 8 }))).toEqual([]);
    expect(chase.tiedPairs(rollAll(c, { Q: 8 }))).toEqual([]);
    expect(chase.tiedPairs(rollAll(c, { P: 8, Q: 9 }))).toEqual([]);
    expect(chase.tiedPairs(rollAll(c, { P: 8, Q: 8 }))).toHaveLength(1);
  });

  it("a chase where ties change nothing refuses tie-break totals from either side", () => {
    const c = rollAll(running(["P"], ["Q"]), { P: 8, Q: 8 });
    const message = "ties change nothing in this chase: there is nothing to reroll";
    expect(() => chase.resolveRound(c, { "P:Q": { pursuer: [5], quarry: [] } })).toThrow(message);
    expect(() => chase.resolveRound(c, { "P:Q": { pursuer: [], quarry: [5] } })).toThrow(message);
  });

  it("resolves only a running chase with a pair still running", () => {
    const setup = chase.newChase({ id: "c", name: "n", procedure: "p", ties: "nothing" });
    expect(() => chase.resolveRound(setup)).toThrow(
      'chase status must be one of running, got "setup"',
    );
    const caught = chase.setGap(running(["A"], ["Q"]), "A", "Q", 0);
    expect(() => chase.resolveRound(caught)).toThrow("no pair is still running");
  });
});

describe("rulings: Chases — the GM's situational modifier and automatic loss for one round", () => {
  it("a modifier counts in the pair's totals this round, is logged with the round, then cleared", () => {
    // P rolls 12, Q 14; the GM gives P +3 (Q was slowed by a crowd): 15 beats 14
    let c = chase.setRoundCall(running(["P"], ["Q"]), "P", { modifier: 3, autoLoss: false });
    c = rollAll(c, { P: 12, Q: 14 });
    expect(chase.roundTotal(c, "P")).toBe(15);
    expect(chase.roundTotal(c, "Q")).toBe(14);
    // Its terms: the dice (the check less its bonus), the bonus, the GM's +3.
    const t = chase.roundTotalTrace(c, "P")!;
    expect(t.terms.map((x) => [x.label, x.value, x.source.kind])).toEqual([
      ["dice", 12 - c.rolls.P!.bonus, "roll"],
      ["checkBonus", c.rolls.P!.bonus, "rule"],
      ["gmCall", 3, "gm"],
    ]);
    expect(t.value).toBe(15);
    expect(chase.roundTotalTrace(c, "Q")!.terms).toHaveLength(2);
    const { chase: next, entry } = chase.resolveRound(c);
    expect(entry.results[0]).toMatchObject({ winner: "pursuer", before: 30, after: 0 });
    expect(entry.results[0]?.pursuerTotals).toEqual([15]);
    expect(entry.calls).toEqual({ P: { modifier: 3, autoLoss: false } });
    expect(next.calls).toBeUndefined();
    expect(chase.roundTotal(next, "P")).toBeNull();
    expect(chase.roundTotalTrace(next, "P")).toBeNull();
  });

  it("seed 003 (knocked down, crates): a runner marked to lose loses whatever it rolls", () => {
    let c = chase.setRoundCall(running(["P"], ["Q"]), "P", { modifier: 0, autoLoss: true });
    c = rollAll(c, { P: 20, Q: 2 }, { Q: 40 });
    const { entry } = chase.resolveRound(c);
    expect(entry.results[0]).toMatchObject({ winner: "quarry", before: 30, after: 70 });
  });

  it("both marked: nobody wins, the gap stays; in a reroll chase a forced pair needs no tie-break", () => {
    let c = running(["P"], ["Q"], "reroll");
    c = chase.setRoundCall(c, "P", { modifier: 0, autoLoss: true });
    c = chase.setRoundCall(c, "Q", { modifier: 0, autoLoss: true });
    c = rollAll(c, { P: 8, Q: 8 });
    expect(chase.tiedPairs(c)).toEqual([]);
    expect(chase.resolveRound(c).entry.results[0]).toMatchObject({ winner: "none", after: 30 });
    expect(() => chase.resolveRound(c, { "P:Q": { pursuer: [3], quarry: [4] } })).toThrow(
      "nothing to reroll",
    );
  });

  it("a modifier can make or break a tie in a reroll chase", () => {
    // Ruling "Chases in every ruleset", revised: the modifier adds to Speed and to the Daring roll.
    // P (Speed 3) +1 meets Q (Speed 4) at equal Speed, and its total 8 + 1 ties Q's 9.
    let c = rollAll(running(["P"], ["Q"], "reroll"), { P: 8, Q: 9 }, { P: 30, Q: 40 });
    expect(chase.tiedPairs(c)).toEqual([]);
    c = chase.setRoundCall(c, "P", { modifier: 1, autoLoss: false });
    expect(chase.tiedPairs(c).map((p) => p.pursuerId)).toEqual(["P"]);
  });

  it.each([
    [false, false, null],
    [true, false, "quarry"],
    [false, true, "pursuer"],
    [true, true, "none"],
  ] as const)("forcedWinner(pursuer loses %j, quarry loses %j) → %j", (p, q, winner) => {
    expect(chase.forcedWinner(p, q)).toBe(winner);
  });

  it("+0 without a loss removes the call; bad calls, strangers and finished chases are refused", () => {
    let c = chase.setRoundCall(running(["P"], ["Q"]), "P", { modifier: -2, autoLoss: false });
    expect(c.calls).toEqual({ P: { modifier: -2, autoLoss: false } });
    c = chase.setRoundCall(c, "P", { modifier: 0, autoLoss: false });
    expect(c.calls).toEqual({});
    expect(() => chase.setRoundCall(c, "X", { modifier: 1, autoLoss: false })).toThrow(
      "no such participant",
    );
    expect(() => chase.setRoundCall(c, "P", { modifier: 21, autoLoss: false })).toThrow("modifier");
    expect(() => chase.setRoundCall(c, "P", { modifier: 1.5, autoLoss: false })).toThrow(
      "modifier",
    );
    expect(() =>
      chase.setRoundCall(c, "P", { modifier: 0, autoLoss: "yes" as unknown as boolean }),
    ).toThrow("autoLoss");
    expect(() =>
      chase.setRoundCall(chase.endChase(c, "escaped"), "P", { modifier: 1, autoLoss: false }),
    ).toThrow("over");
  });

  it("calls survive reading the chase back; a call naming no participant is refused", () => {
    let c = chase.setRoundCall(running(["P"], ["Q"]), "Q", { modifier: 0, autoLoss: true });
    c = rollAll(c, { P: 3, Q: 4 });
    const stored = JSON.parse(JSON.stringify(c)) as unknown;
    expect(chase.readChase(stored)).toEqual(c);
    const logged = chase.resolveRound(c).chase;
    expect(chase.readChase(JSON.parse(JSON.stringify(logged)))).toEqual(logged);
    const bad = { ...c, calls: { Z: { modifier: 1, autoLoss: false } } };
    expect(() => chase.readChase(bad)).toThrow("names no participant");
  });
});
