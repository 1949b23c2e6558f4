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

describe("caught groups and endings: the edges", () => {
  it("a pursuer who already left is not taken into the new combat", () => {
    let c = running(["A", "B"], ["Q"]);
    c = { ...c, participants: c.participants.map((p) => (p.id === "B" ? { ...p, out: true } : p)) };
    c = chase.setGap(c, "A", "Q", 0);
    expect(chase.caughtGroup(c)).toEqual({
      quarryIds: ["Q"],
      catcherIds: ["A"],
      participantIds: ["Q", "A"],
    });
  });

  it("a chase that is over has no caught group, even with a pair at 0", () => {
    const c = chase.endChase(chase.setGap(running(["A"], ["Q"]), "A", "Q", 0), "ended");
    expect(chase.caughtGroup(c)).toBeNull();
  });

  it("a chase still in setup may be ended; only escaped or ended are endings", () => {
    const setup = chase.newChase({ id: "c", name: "n", procedure: "p", ties: "nothing" });
    expect(chase.endChase(setup, "ended").status).toBe("ended");
    expect(() => chase.endChase(setup, "won" as "ended")).toThrow(
      "a chase ends as escaped or ended",
    );
    expect(() => chase.endChase(chase.endChase(setup, "ended"), "escaped")).toThrow(
      "the chase is already over (ended)",
    );
  });
});
