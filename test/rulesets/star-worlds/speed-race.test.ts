// Seed 002 line 33: "who runs the fastest" — Speed first, then a Daring roll for a tie, rolled again
// while tied (the combat tracker's order and tie-break). Pure: the dice are injected.
import { describe, expect, it } from "vitest";
import {
  speedRace,
  speedRaceCardContext,
  type Runner,
} from "../../../src/rulesets/star-worlds/speed-race.js";

const runner = (id: string, speed: number, daring = 0): Runner => ({
  id,
  name: `Runner ${id}`,
  img: null,
  speed,
  daring,
});

describe("the order (pure, dice injected)", () => {
  it("higher Speed first; nothing rolled without a tie", async () => {
    const rolls: number[] = [];
    const race = await speedRace([runner("a", 2), runner("b", 4), runner("c", 3)], async (d) => {
      rolls.push(d);
      return 7;
    });
    expect(race.order).toEqual(["b", "c", "a"]);
    expect(race.ties).toEqual([]);
    expect(rolls).toEqual([]);
    expect(speedRaceCardContext([runner("a", 2), runner("b", 4), runner("c", 3)], race)).toEqual({
      rows: [
        { place: 1, name: "Runner b", speed: 4, rolls: [] },
        { place: 2, name: "Runner c", speed: 3, rolls: [] },
        { place: 3, name: "Runner a", speed: 2, rolls: [] },
      ],
      tied: false,
    });
  });

  it("a tie on Speed: Daring decides, rolled again while still tied", async () => {
    // a and b at Speed 3: 8 and 8, then 5 and 9; c alone at 4.
    const totals = [8, 8, 5, 9];
    const daringRolled: number[] = [];
    const runners = [runner("a", 3, 1), runner("b", 3, 2), runner("c", 4)];
    const race = await speedRace(runners, async (daring) => {
      daringRolled.push(daring);
      return totals.shift()!;
    });
    expect(race.order).toEqual(["c", "b", "a"]);
    // each roll is made with the runner's own Daring
    expect(daringRolled).toEqual([1, 2, 1, 2]);
    expect(race.ties).toHaveLength(1);
    expect(race.ties[0]).toMatchObject({ speed: 3, order: ["b", "a"] });
    expect([...race.ties[0]!.rolls]).toEqual([
      ["a", [8, 5]],
      ["b", [8, 9]],
    ]);
    expect(race.ties[0]!.who.get("a")).toBe(runners[0]);
    expect(speedRaceCardContext(runners, race)).toEqual({
      rows: [
        { place: 1, name: "Runner c", speed: 4, rolls: [] },
        { place: 2, name: "Runner b", speed: 3, rolls: [8, 9] },
        { place: 3, name: "Runner a", speed: 3, rolls: [8, 5] },
      ],
      tied: true,
    });
  });

  it("two tied groups each roll their own tie-break; the faster group stays ahead", async () => {
    const totals = new Map([
      ["a", 4],
      ["b", 10],
      ["c", 9],
      ["d", 3],
    ]);
    const runners = [runner("a", 2, 0), runner("b", 2, 1), runner("c", 5, 2), runner("d", 5, 3)];
    const byDaring = new Map(runners.map((r) => [r.daring, r.id]));
    const race = await speedRace(runners, async (daring) => totals.get(byDaring.get(daring)!)!);
    expect(race.order).toEqual(["c", "d", "b", "a"]);
    expect(race.ties.map((t) => [t.speed, t.order])).toEqual([
      [5, ["c", "d"]],
      [2, ["b", "a"]],
    ]);
  });

  it("a row for a runner the card was not given shows its id", () => {
    expect(speedRaceCardContext([], { order: ["ghost"], ties: [] }).rows).toEqual([
      { place: 1, name: "ghost", speed: 0, rolls: [] },
    ]);
  });
});
