// Stored chases read back field by field: a chase a macro or a hand-edited world broke is reported
// by name and left out; the good ones read back exactly.
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
