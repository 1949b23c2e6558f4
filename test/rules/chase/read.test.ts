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

describe("readChaseBook: every field of a stored chase is checked, and the error names its place", () => {
  // A chase with every part filled in: a vehicle, a token, a logged round, this round's rolls, a combat.
  const full = (): Record<string, unknown> => {
    let c = running(["A"], ["Q"]);
    c = chase.setVehicle(c, "A", { name: "Swoop", speed: 120 });
    c = chase.resolveRound(rollAll(c, { A: 9, Q: 12 })).chase;
    c = rollAll(c, { A: 14 });
    return { ...JSON.parse(JSON.stringify(c)), combatIds: ["combat1"] };
  };
  /** Sets the value at a dotted path ("participants.0.vehicle.name") of a copy of the full chase. */
  const broken = (path: string, value: unknown) => {
    const c = full();
    const keys = path.split(".");
    const last = keys.pop()!;
    let at = c as Record<string, unknown>;
    for (const key of keys) at = at[key] as Record<string, unknown>;
    at[last] = value;
    return c;
  };

  it("the full chase reads back as stored", () => {
    const stored = full();
    expect(chase.readChaseBook({ chases: [stored] })).toEqual({
      book: { chases: [stored] },
      errors: [],
    });
  });

  it.each([
    ["", 7, " must be an object"],
    ["", null, " must be an object"],
    ["", [], " must be an object"],
    ["id", "", '.id must be a non-empty string, got ""'],
    ["procedure", 3, ".procedure must be a non-empty string, got 3"],
    ["ties", "coin", '.ties must be one of nothing, reroll, got "coin"'],
    ["round", -1, ".round must be at least 0, got -1"],
    ["participants", {}, ".participants must be a list"],
    ["participants.0", "A", ".participants[0] must be an object"],
    ["participants.0.id", null, ".participants[0].id must be a non-empty string, got null"],
    [
      "participants.1.actorUuid",
      "",
      '.participants[1].actorUuid must be a non-empty string, got ""',
    ],
    [
      "participants.0.side",
      "both",
      '.participants[0].side must be one of pursuer, quarry, got "both"',
    ],
    ["participants.0.vehicle", "Swoop", ".participants[0].vehicle must be an object"],
    ["participants.0.vehicle.name", 5, ".participants[0].vehicle.name must be text"],
    ["participants.0.tokenUuid", 5, ".participants[0].tokenUuid must be text"],
    ["participants.0.name", null, ".participants[0].name must be text"],
    ["participants.0.img", 1, ".participants[0].img must be text"],
    ["pairs", null, ".pairs must be a list"],
    ["pairs.0.pursuerId", 1, ".pairs[0].pursuerId must be a non-empty string, got 1"],
    ["pairs.0.quarryId", "", '.pairs[0].quarryId must be a non-empty string, got ""'],
    ["pairs.0.quarryId", "Z", ".pairs[0] names no participant"],
    ["pairs.0.pursuerId", "Z", ".pairs[0] names no participant"],
    ["pairs.0.gap", -3, ".pairs[0].gap must be at least 0, got -3"],
    ["rolls", [], ".rolls must be an object"],
    ["rolls.A.total", "14", '.rolls.A.total must be an integer, got "14"'],
    ["rolls.A.bonus", 0.5, ".rolls.A.bonus must be an integer, got 0.5"],
    ["rolls.A.movement", -30, ".rolls.A.movement must be at least 0, got -30"],
    ["rolls.A.dice", 1, ".rolls.A.dice must be a list"],
    ["rolls.A.dice.0", 1.5, ".rolls.A.dice[0] must be an integer, got 1.5"],
    ["note", 0, ".note must be text"],
    ["log", {}, ".log must be a list"],
    ["log.0.round", 0, ".log[0].round must be at least 1, got 0"],
    ["log.0.note", null, ".log[0].note must be text"],
    ["log.0.results", "none", ".log[0].results must be a list"],
    [
      "log.0.results.0.pursuerId",
      "",
      '.log[0].results[0].pursuerId must be a non-empty string, got ""',
    ],
    [
      "log.0.results.0.quarryId",
      2,
      ".log[0].results[0].quarryId must be a non-empty string, got 2",
    ],
    ["log.0.results.0.before", -1, ".log[0].results[0].before must be at least 0, got -1"],
    ["log.0.results.0.after", -2, ".log[0].results[0].after must be at least 0, got -2"],
    [
      "log.0.results.0.winner",
      "both",
      '.log[0].results[0].winner must be one of pursuer, quarry, none, got "both"',
    ],
    ["log.0.results.0.pursuerTotals", 9, ".log[0].results[0].pursuerTotals must be a list"],
    [
      "log.0.results.0.quarryTotals.0",
      "12",
      '.log[0].results[0].quarryTotals[0] must be an integer, got "12"',
    ],
    ["combatIds", "combat1", ".combatIds must be a list"],
    ["combatIds.0", 1, ".combatIds[0] must be text"],
  ])("%s = %j → %s", (path, value, message) => {
    const stored = path === "" ? value : broken(path, value);
    expect(chase.readChaseBook({ chases: [stored] })).toEqual({
      book: { chases: [] },
      errors: [`chases[0]${message}`],
    });
  });

  it("flags are read as true only when stored as true", () => {
    const c = broken("pairs.0.caught", "yes");
    (c.participants as Record<string, unknown>[])[1]!.out = 1;
    (c.log as { results: Record<string, unknown>[] }[])[0]!.results[0]!.caught = "true";
    const [read] = chase.readChaseBook({ chases: [c] }).book.chases;
    expect(read?.pairs[0]?.caught).toBe(false);
    expect(read?.participants[1]?.out).toBe(false);
    expect(read?.log[0]?.results[0]?.caught).toBe(false);
  });

  it("a token and a vehicle that are absent read as none", () => {
    const c = broken("participants.0.vehicle", undefined);
    (c.participants as Record<string, unknown>[])[0]!.tokenUuid = undefined;
    const read = chase.readChase(c);
    expect(read.participants[0]).toMatchObject({ vehicle: null, tokenUuid: null });
  });

  it("a book with no chases, or null ones, is empty without an error", () => {
    const empty = { book: { chases: [] }, errors: [] };
    expect(chase.readChaseBook({})).toEqual(empty);
    expect(chase.readChaseBook({ chases: null })).toEqual(empty);
    expect(chase.readChaseBook(null)).toEqual(empty);
    expect(chase.readChaseBook("chases")).toEqual(empty);
    expect(chase.readChaseBook({ chases: "x" })).toEqual({
      book: { chases: [] },
      errors: ["the stored chases are not a list"],
    });
  });
});
