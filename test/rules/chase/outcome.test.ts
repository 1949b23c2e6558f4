import { describe, expect, it } from "vitest";
import { chase } from "../../../src/rules/index.js";
import { rollAll, running } from "./fixtures.js";

describe("caught: the caught quarry and every pursuer go into a combat (the scene changes)", () => {
  it("2 pursuers and 1 quarry: one catch takes all three, and the chase is over as caught", () => {
    let c = rollAll(running(["A", "B"], ["Q"]), { A: 18, B: 2, Q: 10 });
    c = chase.resolveRound(c).chase;
    expect(chase.caughtGroup(c)).toEqual({
      quarryIds: ["Q"],
      catcherIds: ["A"],
      participantIds: ["Q", "A", "B"],
    });
    c = chase.leaveForCombat(c, "combat1");
    expect(c.status).toBe("caught");
    expect(c.combatIds).toEqual(["combat1"]);
    expect(c.participants.every((p) => p.out)).toBe(true);
    expect(chase.caughtGroup(c)).toBeNull();
  });

  it("a quarry not caught stays out of the combat", () => {
    let c = running(["A"], ["Q", "R"]);
    c = chase.setGap(c, "A", "R", 200);
    c = chase.resolveRound(rollAll(c, { A: 18, Q: 2, R: 2 })).chase;
    expect(chase.caughtGroup(c)?.participantIds).toEqual(["Q", "A"]);
    c = chase.leaveForCombat(c, "combat1");
    expect(c.participants.map((p) => [p.id, p.out])).toEqual([
      ["A", true],
      ["Q", true],
      ["R", false],
    ]);
    expect(() => chase.leaveForCombat(c, "combat2")).toThrow("no one has been caught");
  });

  it("no catch, no combat", () => {
    expect(chase.caughtGroup(running(["A"], ["Q"]))).toBeNull();
    expect(() => chase.leaveForCombat(running(["A"], ["Q"]), "x")).toThrow("no one");
  });

  it("the GM declares an escape or ends the chase; a finished chase takes no more changes", () => {
    const c = chase.endChase(running(["A"], ["Q"]), "escaped");
    expect(c.status).toBe("escaped");
    expect(() => chase.endChase(c, "ended")).toThrow("already over");
    expect(() => chase.setNote(c, "x")).toThrow("over");
    expect(chase.activePairs(c)).toEqual([]);
  });
});
