import { describe, expect, it } from "vitest";
import {
  CHART,
  oddsContext,
  type OddsPanelState,
} from "../../../src/applications/encounter/odds-context.js";
import type { sim } from "../../../src/rules/index.js";

const result: sim.EncounterResult = {
  partyWins: 0.6235,
  foesWin: 0.3,
  draws: 0.0765,
  meanRounds: 4.26,
  downedChance: { a: 0.25, b: 1, c: 0 },
  deathChance: { a: 0, b: 0, c: 0 },
  attacks: {},
  fights: 10_000,
  maxRounds: 50,
  counts: { partyWins: 6235, foesWin: 3000, rounds: 42_600, downed: { a: 2500, b: 10_000, c: 0 } },
};

function state(over: Partial<OddsPanelState> = {}): OddsPanelState {
  return {
    combatants: [
      { id: "a", name: "Kara", side: "party", unarmed: false },
      { id: "b", name: "A thug with a very long name indeed", side: "foes", unarmed: true },
      { id: "c", name: "Bystander", side: "out", unarmed: true },
    ],
    fights: 10_000,
    progress: null,
    result,
    error: null,
    ...over,
  };
}

describe("encounter odds panel context", () => {
  it("shows the result as percentages, and a bar per fighter on a side", () => {
    const ctx = oddsContext(state());
    // Each figure is its count over the fights played, as the simulation counted them.
    expect(ctx.result).toMatchObject({
      partyWins: { shown: "62%", ratio: { of: 6235, over: 10_000, format: "percent" } },
      foesWin: { shown: "30%", ratio: { of: 3000, over: 10_000 } },
      draws: { shown: "8%", ratio: { of: 765, over: 10_000 } },
      meanRounds: { shown: "4.3", ratio: { of: 42_600, over: 10_000, format: "mean" } },
      maxRounds: 50,
    });
    const bars = ctx.result!.chart.bars;
    expect(bars.map((b) => [b.side, b.percent])).toEqual([
      ["party", "25%"],
      ["foes", "100%"],
    ]);
    expect(bars.map((b) => [b.bd.shown, b.bd.ratio?.of, b.bd.ratio?.over])).toEqual([
      ["25%", 2500, 10_000],
      ["100%", 10_000, 10_000],
    ]);
    const span = CHART.width - CHART.labelWidth - CHART.valueWidth;
    expect(bars[1]!.width).toBe(span);
    expect(bars[0]!.width).toBe(span / 4);
    expect(bars[1]!.shortName).toBe("A thug with a very…");
    expect(ctx.result!.chart.height).toBe(2 * CHART.row);
  });

  it("names the fighters without a weapon, the left-out ones aside", () => {
    expect(oddsContext(state()).unarmed).toEqual(["A thug with a very long name indeed"]);
  });

  it("while running shows the progress and no result; the side choices stay per combatant", () => {
    const ctx = oddsContext(state({ progress: 0.426 }));
    expect(ctx).toMatchObject({ running: true, progressPercent: 43, result: null });
    expect(ctx.combatants[2]!.choices.filter((c) => c.selected).map((c) => c.value)).toEqual([
      "out",
    ]);
    expect(ctx.fights).toBe("10,000");
  });
});
