// One group played again (the GM's ± before Place): the same odds the search reported for it, and
// steps that keep a group within its kinds' bounds.
import { describe, expect, it } from "vitest";
import { buildEncounter, MAX_GROUP, type FoeKind } from "../../../src/rules/sim/builder.js";
import { playGroup, stepGroup } from "../../../src/rules/sim/play-group.js";
import { RulesError } from "../../../src/rules/rules-error.js";
import { knightParty } from "./fighters.js";

const party = knightParty().filter((f) => f.side === "party");
const thug = knightParty().find((f) => f.side === "foes")!;
const pool: FoeKind[] = [
  { id: "thug", fighter: thug },
  { id: "brute", fighter: { ...thug, hp: 30, maxHp: 30 }, max: 2 },
];
const target = { winChance: 0.7 };

describe("playGroup", () => {
  it("gives a found group the very odds the search reported (same fights, same seed)", () => {
    const found = buildEncounter(party, pool, target, {
      seed: 5,
      maxFoes: 4,
      screenFights: 20,
      refineFights: 200,
    });
    const group = found.groups[0]!;
    expect(playGroup(party, pool, group.counts, target, { seed: 5, fights: 200 })).toEqual(group);
  });

  it("more thugs: a longer fight, never an easier one", () => {
    const two = playGroup(party, pool, { thug: 2 }, target, { seed: 1, fights: 300 });
    const five = playGroup(party, pool, { thug: 5 }, target, { seed: 1, fights: 300 });
    expect(five.meanRounds).toBeGreaterThan(two.meanRounds);
    expect(five.winChance).toBeLessThanOrEqual(two.winChance);
    expect([two.size, five.size, two.fights]).toEqual([2, 5, 300]);
  });

  it("refuses a kind the pool lacks, an empty group and a kind past its max, as lang keys", () => {
    const run = (counts: Record<string, number>) => () =>
      playGroup(party, pool, counts, target, { seed: 1, fights: 10 });
    for (const counts of [{ officer: 1 }, {}, { brute: 3 }]) {
      expect(run(counts)).toThrow(RulesError);
    }
  });
});

describe("stepGroup", () => {
  it("adds and removes one foe of a kind; a kind at none leaves the counts", () => {
    expect(stepGroup(pool, { thug: 2 }, "brute", 1)).toEqual({ thug: 2, brute: 1 });
    expect(stepGroup(pool, { thug: 2, brute: 1 }, "brute", -1)).toEqual({ thug: 2 });
  });

  it("stops at a kind's max, at one foe in all, at the most foes, and at an unknown kind", () => {
    expect(stepGroup(pool, { brute: 2 }, "brute", 1)).toBeNull();
    expect(stepGroup(pool, { thug: 1 }, "thug", -1)).toBeNull();
    expect(stepGroup(pool, { thug: MAX_GROUP }, "thug", 1)).toBeNull();
    expect(stepGroup(pool, { thug: 1 }, "officer", 1)).toBeNull();
  });
});
