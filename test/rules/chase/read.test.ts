// chase.readChaseBook: stored chases read back exactly; a broken one is reported, never trusted.
import { describe, expect, it } from "vitest";
import { chase } from "../../../src/rules/index.js";
import { rollAll, running } from "./fixtures.js";

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

  it.each([
    ["a status outside the list", { status: "paused" }, "status"],
    ["a round that is not a whole number", { round: 1.5 }, "round"],
    ["a name that is not text", { name: 7 }, "chases[0].name must be text"],
    [
      "rolls of someone not in the chase",
      { rolls: { Z: {} } },
      "chases[0].rolls names no participant",
    ],
  ])("refuses %s", (_, change, message) => {
    const stored = { ...JSON.parse(JSON.stringify(running(["A"], ["Q"]))), ...change };
    const { book, errors } = chase.readChaseBook({ chases: [stored] });
    expect(book.chases).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it("a participant listed twice is refused", () => {
    const c = JSON.parse(JSON.stringify(running(["A"], ["Q"]))) as { participants: unknown[] };
    c.participants.push(c.participants[0]);
    expect(chase.readChaseBook({ chases: [c] }).errors).toEqual([
      "chases[0] lists a participant twice",
    ]);
  });
});
