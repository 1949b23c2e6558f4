import { describe, expect, it } from "vitest";
import { sim } from "../../../src/rules/index.js";
import type { FoeKind } from "../../../src/rules/sim/index.js";
import { d20Fighter, worldsFighter } from "./fighters.js";

/** Four soldiers; twelve of the mooks below are about an even fight for them (48% at 4,000 fights). */
const party = () => ["a", "b", "c", "d"].map((id) => d20Fighter(id, "party"));
const mook: FoeKind = {
  id: "mook",
  fighter: d20Fighter("mook", "foes", {
    mook: true,
    hp: 6,
    maxHp: 6,
    ac: 12,
    attackBonus: 3,
    damage: "1d6",
  }),
};

const groupOf = (counts: Record<string, number>, pool: FoeKind[]) =>
  pool.flatMap((k) =>
    Array.from({ length: counts[k.id] ?? 0 }, (_, n) => ({
      ...k.fighter,
      id: `${k.id}-${n}`,
      side: "foes" as const,
    })),
  );

describe("sim.buildEncounter", () => {
  it("one mook type, party wins ≈ 50%: the size found wins within ±3% of 50% under another seed", () => {
    const found = sim.buildEncounter(
      party(),
      [mook],
      { winChance: 0.5 },
      { seed: 11, maxFoes: 16 },
    );
    expect(found.reached).toBe(true);
    expect(found.candidates).toBe(16);
    const best = found.groups[0]!;
    expect(best.counts).toEqual({ mook: 12 });
    const again = sim.encounter([...party(), ...groupOf(best.counts, [mook])], {
      fights: 10_000,
      seed: 987_654,
    });
    expect(Math.abs(again.partyWins - 0.5)).toBeLessThanOrEqual(0.03);
    // The odds shown come with their 95% interval, which holds the re-simulated chance.
    expect(best.interval[0]).toBeLessThan(best.winChance);
    expect(best.interval[1]).toBeGreaterThan(best.winChance);
    expect(best.fights).toBe(sim.BUILD_DEFAULTS.refineFights);
    // The counts it is made of: wins over the fights is the chance, and the interval is theirs.
    expect(best.wins / best.fights).toBe(best.winChance);
    expect(best.rounds / best.fights).toBe(best.meanRounds);
    expect(best.interval).toEqual(sim.winInterval(best.wins, best.fights));
    expect(again.partyWins).toBeGreaterThan(best.interval[0] - 0.01);
    expect(again.partyWins).toBeLessThan(best.interval[1] + 0.01);
  });

  it("one seed, one answer; another seed may differ only in the noise", () => {
    const a = sim.buildEncounter(party(), [mook], { winChance: 0.7 }, { seed: 3, maxFoes: 14 });
    const b = sim.buildEncounter(party(), [mook], { winChance: 0.7 }, { seed: 3, maxFoes: 14 });
    expect(b).toEqual(a);
    expect(a.groups).toHaveLength(3);
    expect(a.groups[0]!.counts).toEqual({ mook: 11 });
    const distances = a.groups.map((g) => g.distance);
    expect([...distances].sort((x, y) => x - y)).toEqual(distances);
  });

  it("a target no group reaches says so and gives the nearest", () => {
    // At most eight mooks: the party wins 99% or more against every group.
    const found = sim.buildEncounter(party(), [mook], { winChance: 0.5 }, { seed: 5, maxFoes: 8 });
    expect(found.reached).toBe(false);
    expect(found.groups[0]!.counts).toEqual({ mook: 8 });
    expect(found.groups[0]!.winChance).toBeGreaterThan(0.9);
  });

  it("over in at most N rounds and nobody likely to drop weigh in; a group missing them is not reached", () => {
    const found = sim.buildEncounter(
      party(),
      [mook],
      { winChance: 0.5, maxMeanRounds: 3, noDrop: true },
      { seed: 9, maxFoes: 16 },
    );
    // Twelve mooks last six rounds and drop a soldier most fights: no group meets all three asks.
    expect(found.reached).toBe(false);
    for (const g of found.groups) {
      const missed = (g.meetsRounds ? 0 : 1) + (g.meetsDrop ? 0 : 1);
      expect(g.distance).toBeGreaterThanOrEqual(Math.abs(g.winChance - 0.5) - 1e-12);
      if (missed === 0) expect(g.distance).toBeCloseTo(Math.abs(g.winChance - 0.5), 12);
    }
  });

  it("a pool of zero, an empty party and nonsense targets are clear errors", () => {
    expect(() => sim.buildEncounter(party(), [], { winChance: 0.5 }, { seed: 1 })).toThrow(
      "The pool has no foe",
    );
    expect(() => sim.buildEncounter([], [mook], { winChance: 0.5 }, { seed: 1 })).toThrow(
      "The party has no fighter",
    );
    expect(() => sim.buildEncounter(party(), [mook], { winChance: 1.5 }, { seed: 1 })).toThrow(
      "target.winChance must be between 0 and 1, got 1.5",
    );
    expect(() =>
      sim.buildEncounter(party(), [{ ...mook, max: 0 }], { winChance: 0.5 }, { seed: 1 }),
    ).toThrow("The pool allows no group");
    expect(() =>
      sim.buildEncounter(party(), [mook, mook], { winChance: 0.5 }, { seed: 1 }),
    ).toThrow('The pool lists "mook" twice');
  });

  it("each of those refusals is a lang key with its data, for the user's language", () => {
    const key = (name: string, data: Record<string, string>) =>
      expect.objectContaining({ key: `HOLOCRON.Rules.Error.${name}`, data });
    const build = (p: sim.Fighter[], pool: FoeKind[], winChance: number) => () =>
      sim.buildEncounter(p, pool, { winChance }, { seed: 1 });
    expect(build(party(), [], 0.5)).toThrow(key("noPool", {}));
    expect(build([], [mook], 0.5)).toThrow(key("noParty", {}));
    expect(build(party(), [mook], 1.5)).toThrow(key("chance", { value: "1.5" }));
    expect(build(party(), [{ ...mook, max: 0 }], 0.5)).toThrow(key("noGroup", {}));
    expect(build(party(), [mook, mook], 0.5)).toThrow(
      key("twice", { name: "pool", value: "mook" }),
    );
  });

  it("a larger pool is thinned evenly to maxCandidates; progress climbs to the whole count", () => {
    const pool: FoeKind[] = [
      mook,
      {
        id: "thug",
        fighter: d20Fighter("thug", "foes", { hp: 9, maxHp: 9, damage: "1d6" }),
        max: 4,
      },
      { id: "boss", fighter: d20Fighter("boss", "foes", { hp: 30, maxHp: 30 }), max: 1 },
    ];
    const seen: [number, number][] = [];
    const found = sim.buildEncounter(
      party(),
      pool,
      { winChance: 0.6 },
      {
        seed: 2,
        maxFoes: 10,
        maxCandidates: 20,
        screenFights: 20,
        refineFights: 50,
        onProgress: (d, t) => seen.push([d, t]),
      },
    );
    expect(found.candidates).toBe(20);
    expect(seen).toHaveLength(20 + 6);
    const total = 20 * 20 + 6 * 50;
    expect(seen.at(-1)).toEqual([total, total]);
    expect(found.fightsPlayed).toBe(total);
    for (const g of found.groups) {
      expect(g.counts.thug ?? 0).toBeLessThanOrEqual(4);
      expect(g.counts.boss ?? 0).toBeLessThanOrEqual(1);
      expect(g.size).toBeLessThanOrEqual(10);
    }
  });

  it("Star Worlds foes against Star Worlds heroes", () => {
    const heroes = ["a", "b"].map((id) => worldsFighter(id, "party", { heroPoints: 2 }));
    const trooper: FoeKind = {
      id: "trooper",
      fighter: worldsFighter("trooper", "foes", {
        vitality: 6,
        maxVitality: 6,
        armor: 0,
        attack: 0,
      }),
    };
    const found = sim.buildEncounter(
      heroes,
      [trooper],
      { winChance: 0.5 },
      { seed: 4, maxFoes: 8 },
    );
    expect(found.groups[0]!.size).toBeGreaterThan(1);
    expect(found.groups[0]!.winChance).toBeGreaterThan(0.3);
    expect(found.groups[0]!.winChance).toBeLessThan(0.7);
  });
});
