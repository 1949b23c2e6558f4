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

describe("stored chases read back exactly, and a broken one is reported, not trusted", () => {
  it("round-trips through JSON", () => {
    let c = rollAll(running(["A"], ["Q"]), { A: 12, Q: 9 });
    c = chase.setNote(c, "Speeders scatter");
    c = chase.resolveRound(c).chase;
    const { book, errors } = chase.readChaseBook(JSON.parse(JSON.stringify({ chases: [c] })));
    expect(errors).toEqual([]);
    expect(book.chases).toEqual([c]);
  });

  it("reports a bad chase and keeps the good ones", () => {
    const good = running(["A"], ["Q"]);
    const bad = { ...good, id: "c2", pairs: [{ pursuerId: "A", quarryId: "Z", gap: 10 }] };
    const { book, errors } = chase.readChaseBook({ chases: [good, bad] });
    expect(book.chases.map((c) => c.id)).toEqual(["c1"]);
    expect(errors).toEqual(["chases[1].pairs[0] names no participant"]);
    expect(chase.readChaseBook(undefined).book.chases).toEqual([]);
    expect(chase.readChaseBook({ chases: 3 }).errors).toEqual(["the stored chases are not a list"]);
  });
});
