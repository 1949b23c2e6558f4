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

describe("readChase: each field checked", () => {
  const good = () => JSON.parse(JSON.stringify(running(["A"], ["Q"]))) as Record<string, unknown>;
  const participants = (c: Record<string, unknown>) => c.participants as Record<string, unknown>[];

  it("fields a chase stored before they existed read as empty", () => {
    const c = good();
    delete c.note;
    delete c.log;
    delete c.combatIds;
    delete c.rolls;
    expect(chase.readChase(c)).toMatchObject({ note: "", log: [], combatIds: [], rolls: {} });
  });

  it.each([
    [
      "a participant listed twice",
      (c: Record<string, unknown>) => {
        c.participants = [participants(c)[0], participants(c)[0]];
      },
      "chase lists a participant twice",
    ],
    [
      "a roll for nobody",
      (c: Record<string, unknown>) => {
        c.rolls = { Z: { total: 10, bonus: 0, movement: 30, dice: [10] } };
      },
      "chase.rolls names no participant",
    ],
    [
      "a vehicle with a negative speed",
      (c: Record<string, unknown>) => {
        participants(c)[0]!.vehicle = { name: "Swoop", speed: -1 };
      },
      "chase.participants[0].vehicle.speed must be at least 0",
    ],
    [
      "an unknown status",
      (c: Record<string, unknown>) => {
        c.status = "paused";
      },
      "chase.status must be one of",
    ],
    [
      "a name that is not text",
      (c: Record<string, unknown>) => {
        c.name = 42;
      },
      "chase.name must be text",
    ],
  ])("refuses %s", (_why, breakIt, message) => {
    const c = good();
    breakIt(c);
    expect(() => chase.readChase(c)).toThrow(message);
  });

  it("a participant out of the chase, and one on foot", () => {
    const c = good();
    participants(c)[0]!.out = true;
    const read = chase.readChase(c);
    expect(read.participants.map((p) => [p.out, p.vehicle])).toEqual([
      [true, null],
      [false, null],
    ]);
  });
});
