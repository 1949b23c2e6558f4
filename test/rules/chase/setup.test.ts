import { describe, expect, it } from "vitest";
import { chase } from "../../../src/rules/index.js";
import { rollAll, runner, running } from "./fixtures.js";

const fresh = () =>
  chase.newChase({ id: "c1", name: "Speeder chase", procedure: "p", ties: "nothing" });

describe("starting a chase", () => {
  it("pairs every pursuer with every quarry at the default 30 ft", () => {
    const { chase: c } = chase.addParticipants(fresh(), [
      runner("A", "pursuer"),
      runner("B", "pursuer"),
      runner("Q", "quarry"),
    ]);
    expect(c.pairs).toEqual([
      { pursuerId: "A", quarryId: "Q", gap: 30, caught: false },
      { pursuerId: "B", quarryId: "Q", gap: 30, caught: false },
    ]);
    expect(c.status).toBe("setup");
  });

  it("skips a token already in the chase instead of adding it twice", () => {
    const first = chase.addParticipants(fresh(), [runner("A", "pursuer")]).chase;
    const again = { ...runner("A", "quarry"), id: "A2" };
    const { chase: c, skipped } = chase.addParticipants(first, [again]);
    expect(skipped).toEqual(["A"]);
    expect(c.participants).toHaveLength(1);
  });

  it("the GM sets each pair's gap; 0 is caught; a negative gap is refused", () => {
    let c = chase.addParticipants(fresh(), [runner("A", "pursuer"), runner("Q", "quarry")]).chase;
    c = chase.setGap(c, "A", "Q", 120);
    expect(c.pairs[0]!.gap).toBe(120);
    expect(chase.setGap(c, "A", "Q", 0).pairs[0]!.caught).toBe(true);
    expect(() => chase.setGap(c, "A", "Q", -5)).toThrow("gap");
    expect(() => chase.setGap(c, "Q", "A", 10)).toThrow("no pair");
  });

  it("switching sides rebuilds the pairs; vehicles are validated", () => {
    let c = chase.addParticipants(fresh(), [
      runner("A", "pursuer"),
      runner("B", "pursuer"),
      runner("Q", "quarry"),
    ]).chase;
    c = chase.setSide(c, "B", "quarry");
    expect(c.pairs.map((p) => `${p.pursuerId}→${p.quarryId}`)).toEqual(["A→B", "A→Q"]);
    c = chase.setVehicle(c, "A", { name: "Swoop", speed: 120 });
    expect(c.participants[0]!.vehicle).toEqual({ name: "Swoop", speed: 120 });
    expect(() => chase.setVehicle(c, "A", { name: "x", speed: -1 })).toThrow("vehicle speed");
  });

  it("begins only with a pursuer and a quarry", () => {
    const lone = chase.addParticipants(fresh(), [runner("A", "pursuer")]).chase;
    expect(() => chase.begin(lone)).toThrow("one pursuer and one quarry");
  });
});

describe("adding and removing participants mid-chase", () => {
  it("a newcomer gets new pairs at 30 ft; existing gaps and the round's rolls are kept", () => {
    let c = rollAll(running(["A"], ["Q"], "nothing", 50), { A: 12 });
    c = chase.addParticipants(c, [runner("B", "pursuer")]).chase;
    expect(c.pairs.map((p) => [p.pursuerId, p.gap])).toEqual([
      ["A", 50],
      ["B", 30],
    ]);
    expect(c.rolls.A?.total).toBe(12);
    expect(chase.missingRolls(c)).toEqual(["Q", "B"]);
  });

  it("removing someone removes their pairs and their roll", () => {
    let c = rollAll(running(["A", "B"], ["Q"]), { B: 9 });
    c = chase.removeParticipant(c, "B");
    expect(c.pairs.map((p) => p.pursuerId)).toEqual(["A"]);
    expect(c.rolls).toEqual({});
  });
});

describe("chase setup: exact errors, long texts, and participants who left for a combat", () => {
  const long = "x".repeat(2001);
  /** A, B pursuers and Q, R quarries; A–R at 80 ft; B has left for a combat. */
  const withOut = () => {
    let c = chase.setGap(running(["A", "B"], ["Q", "R"]), "A", "R", 80);
    c = { ...c, participants: c.participants.map((p) => (p.id === "B" ? { ...p, out: true } : p)) };
    return c;
  };
  const pairsOf = (c: chase.Chase) => c.pairs.map((p) => `${p.pursuerId}→${p.quarryId} ${p.gap}`);

  it("a new chase is empty, named, and in setup; its name is cut at 2000 characters", () => {
    const c = chase.newChase({ id: "c9", name: long, procedure: "p", ties: "reroll" });
    expect([c.id, c.name, c.procedure, c.ties]).toEqual(["c9", long.slice(0, 2000), "p", "reroll"]);
    expect([c.status, c.round, c.note]).toEqual(["setup", 0, ""]);
    expect([c.participants, c.pairs, c.rolls, c.log, c.combatIds]).toEqual([[], [], {}, [], []]);
  });

  it.each([
    [{ id: "" }, 'chase id must be a non-empty string, got ""'],
    [{ procedure: "" }, 'chase procedure must be a non-empty string, got ""'],
    [{ ties: "coin" }, 'ties must be one of nothing, reroll, got "coin"'],
  ])("refuses a new chase with %j", (change, message) => {
    const a = { id: "c1", name: "n", procedure: "p", ties: "nothing", ...change } as const;
    expect(() => chase.newChase(a as Parameters<typeof chase.newChase>[0])).toThrow(message);
  });

  it.each([
    [{ id: "" }, 'participant id must be a non-empty string, got ""'],
    [{ actorUuid: "" }, 'participant actor must be a non-empty string, got ""'],
    [{ side: "both" }, 'side must be one of pursuer, quarry, got "both"'],
    [{ id: "A", tokenUuid: "Scene.s.Token.Z" }, 'participant id "A" is taken'],
  ])("refuses a participant with %j", (change, message) => {
    const c = running(["A"], ["Q"]);
    const p = { ...runner("Z", "pursuer"), ...change } as chase.NewParticipant;
    expect(() => chase.addParticipants(c, [p])).toThrow(message);
  });

  it("names, vehicle names and notes are cut at 2000 characters", () => {
    let c = chase.addParticipants(fresh(), [
      { ...runner("A", "pursuer", { name: long, speed: 60 }), name: long },
    ]).chase;
    expect(c.participants[0]).toMatchObject({
      name: long.slice(0, 2000),
      vehicle: { name: long.slice(0, 2000), speed: 60 },
    });
    c = chase.setVehicle(c, "A", { name: long, speed: 10 });
    expect(c.participants[0]!.vehicle!.name).toHaveLength(2000);
    expect(chase.setNote(c, long).note).toHaveLength(2000);
  });

  it("two tokens of the same actor are two participants; the same token is one", () => {
    const minion = (id: string, token: string) => ({
      ...runner(id, "quarry"),
      actorUuid: "Actor.minion",
      tokenUuid: token,
    });
    const { chase: c, skipped } = chase.addParticipants(fresh(), [
      minion("M1", "Scene.s.Token.1"),
      minion("M2", "Scene.s.Token.2"),
      minion("M3", "Scene.s.Token.1"),
    ]);
    expect(c.participants.map((p) => p.id)).toEqual(["M1", "M2"]);
    expect(skipped).toEqual(["M3"]);
  });

  it("a newcomer pairs only with runners still in; pairs of those who left stay on record", () => {
    const c = chase.addParticipants(withOut(), [runner("S", "quarry")]).chase;
    expect(pairsOf(c)).toEqual(["A→Q 30", "A→R 80", "A→S 30", "B→Q 30", "B→R 30"]);
  });

  it("one who left for a combat may join again by the same token", () => {
    const back = { ...runner("B2", "pursuer"), tokenUuid: "Scene.s.Token.B" };
    const { chase: c, skipped } = chase.addParticipants(withOut(), [back]);
    expect(skipped).toEqual([]);
    expect(c.participants.map((p) => p.id)).toContain("B2");
  });

  it("removing a quarry drops every pair that names it, and keeps the other gaps", () => {
    const c = chase.removeParticipant(withOut(), "Q");
    expect(pairsOf(c)).toEqual(["A→R 80", "B→R 30"]);
    expect(() => chase.removeParticipant(c, "Z")).toThrow('no participant "Z" in this chase');
  });

  it("a quarry turning pursuer drops its old pairs and pairs with the quarries", () => {
    const c = chase.setSide(withOut(), "Q", "pursuer");
    expect(pairsOf(c)).toEqual(["A→R 80", "Q→R 30", "B→R 30"]);
    expect(() => chase.setSide(c, "Q", "both" as chase.Side)).toThrow(
      'side must be one of pursuer, quarry, got "both"',
    );
  });

  it("setting the side a participant already has changes nothing, even mid-round", () => {
    const c = rollAll(running(["A"], ["Q"]), { A: 12 });
    expect(chase.setSide(c, "Q", "quarry")).toBe(c);
    expect(() => chase.setSide(c, "Q", "pursuer")).toThrow("sides change only between rounds");
  });

  it("a vehicle is set on its participant only, and not after it rolled", () => {
    const c = chase.setVehicle(running(["A"], ["Q"]), "Q", { name: "Swoop", speed: 90 });
    expect(c.participants.map((p) => p.vehicle)).toEqual([null, { name: "Swoop", speed: 90 }]);
    expect(() => chase.setVehicle(rollAll(c, { A: 3 }), "A", null)).toThrow(
      "a participant who has rolled keeps its vehicle this round",
    );
  });

  it("begins once", () => {
    expect(() => chase.begin(running(["A"], ["Q"]))).toThrow("the chase has already begun");
  });
});
