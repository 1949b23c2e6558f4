// The encounter builder's context: the groups as the template shows them (composition in the
// pool's order, odds with their interval in whole percents) and the verdict when none reaches.
import { describe, expect, it } from "vitest";
import {
  builderContext,
  DEFAULT_TARGET,
  type BuilderState,
} from "../../../src/applications/encounter/builder-context.js";
import type { sim } from "../../../src/rules/index.js";

const group = (over: Partial<sim.GroupOdds>): sim.GroupOdds => ({
  counts: { brute: 1, thug: 3 },
  size: 4,
  winChance: 0.995,
  interval: [0.981, 0.9991],
  meanRounds: 4.04,
  worstDrop: { id: "kara", chance: 0.39, downed: 585 },
  meetsRounds: true,
  meetsDrop: true,
  distance: 0.3,
  fights: 1500,
  wins: 1493,
  rounds: 6060,
  ...over,
});

const state = (result: sim.BuildResult | null, over: Partial<BuilderState> = {}): BuilderState => ({
  target: { ...DEFAULT_TARGET },
  source: "actors",
  folders: [],
  folder: null,
  pool: [
    { id: "thug", name: "Thug", chosen: true },
    { id: "brute", name: "Brute", chosen: true },
  ],
  party: ["Kara", "Dex"],
  progress: null,
  result,
  error: null,
  notice: null,
  canPlace: true,
  ...over,
});

describe("builderContext", () => {
  it("a group: its foes in the pool's order, its odds, its interval in whole percents", () => {
    const result = { groups: [group({})], reached: false, candidates: 12, fightsPlayed: 3900 };
    const c = builderContext(state(result));
    expect(c.party).toBe("Kara, Dex");
    expect(c.result).toMatchObject({ reached: false, candidates: 12, winPercent: 70 });
    expect(c.result!.groups[0]).toMatchObject({
      best: true,
      foes: [
        { count: 3, name: "Thug" },
        { count: 1, name: "Brute" },
      ],
      low: "98%",
      high: "100%",
      fights: "1,500",
      meanRounds: "4.0",
    });
    // Each figure explains itself as its count over the 1,500 fights.
    expect(c.result!.groups[0]).toMatchObject({
      winBd: {
        shown: ">99%",
        ratio: { of: 1493, over: 1500, interval: { low: "98%", high: "100%" } },
      },
      roundsBd: { shown: "4.0", ratio: { of: 6060, over: 1500, format: "mean" } },
      dropBd: { shown: "39%", ratio: { of: 585, over: 1500, format: "percent" } },
    });
  });

  it("a group's ± per kind: as far as the kind's max and the group's size allow; its word", () => {
    const result = { groups: [group({})], reached: true, candidates: 1, fightsPlayed: 1 };
    const pool = [
      { id: "thug", name: "Thug", chosen: true },
      { id: "brute", name: "Brute", chosen: true, max: 1 },
    ];
    const row = builderContext(state(result, { pool, replaying: 0 })).result!.groups[0]!;
    expect(row.steps).toEqual([
      { id: "thug", name: "Thug", count: 3, less: true, more: true },
      // One brute on the scene, and the group holds it: no more.
      { id: "brute", name: "Brute", count: 1, less: true, more: false },
    ]);
    expect(row.replaying).toBe(true);
    // 99.5% for the party: a trivial fight.
    expect(row.difficulty).toBe("HOLOCRON.Combat.Builder.Difficulty.trivial");
  });

  it("while searching, the bar and no result; the compendium source shows its folders", () => {
    const result = { groups: [group({})], reached: true, candidates: 1, fightsPlayed: 1 };
    const c = builderContext(
      state(result, {
        progress: 0.256,
        source: "compendium",
        folders: [{ id: "p", label: "NPCs" }],
        folder: "p",
      }),
    );
    expect(c).toMatchObject({ running: true, progressPercent: 26, result: null, compendium: true });
    expect(c.folders).toEqual([{ id: "p", label: "NPCs", selected: true }]);
  });
});
