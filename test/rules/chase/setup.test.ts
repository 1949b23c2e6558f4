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
