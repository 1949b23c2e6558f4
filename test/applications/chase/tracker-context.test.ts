// The chase tracker's view (pure): a player may roll only their own runners, each pair shows the
// exact odds of the round before the roll, a runner whose actor is gone cannot roll, a catch names
// who caught whom, and the log reads newest first (the round card shares its lines).
import { formatPercent } from "../../../src/applications/format.js";
import { describe, expect, it } from "vitest";
import { chase, dice } from "../../../src/rules/index.js";
import { profileOf, type ChaseProfile } from "../../../src/rulesets/chase.js";
import { trace } from "../../../src/rules/index.js";
import {
  roundCardContext,
  trackerContext,
  type TrackerInput,
} from "../../../src/applications/chase/tracker-context.js";
import { rollAll, running } from "../../rules/chase/fixtures.js";

const runner = {
  type: "operaCharacter" as const,
  system: { skills: {}, bonuses: { dex: 0 }, movement: 30 },
};
const profile = (bonus: number, movement = 30): ChaseProfile =>
  profileOf(
    runner,
    "1d20",
    [trace.term("rank", bonus, "rank", "physical"), trace.term("statBonus", 0, "stat", "dex")],
    movement,
  );

function view(c: chase.Chase, o: Partial<TrackerInput> = {}) {
  return trackerContext({
    chase: c,
    profiles: { A: profile(4), B: profile(2), Q: profile(3) },
    mayRoll: new Set(["A"]),
    isGM: false,
    vehicleSpeed: { label: "HOLOCRON.Chase.VehicleSpeedFeet", initial: 60 },
    ...o,
  });
}

const runnerOf = (v: ReturnType<typeof view>, id: string) =>
  v.sides.flatMap((s) => s.runners).find((r) => r.id === id)!;

describe("trackerContext", () => {
  it("a player rolls only the runners they may; the others wait", () => {
    const v = view(running(["A", "B"], ["Q"]));
    expect([runnerOf(v, "A").canRoll, runnerOf(v, "B").canRoll, runnerOf(v, "Q").canRoll]).toEqual([
      true,
      false,
      false,
    ]);
    expect(runnerOf(v, "B").waiting).toBe(true);
    expect(v).toMatchObject({ waiting: 3, canResolve: false, anyToRoll: true, running: true });
    // A Space Opera runner's Roll button shows the d20 it rolls (src/applications/roll-icon.ts).
    expect(runnerOf(v, "A").rollIcon).toBe("fa-solid fa-dice-d20");
  });

  it("each pair's odds are dice.opposedChance of the two checks, the tie the rest", () => {
    const v = view(running(["A"], ["Q"]));
    const pursuer = dice.opposedChance("1d20+4", "1d20+3", "defender");
    const quarry = dice.opposedChance("1d20+3", "1d20+4", "defender");
    expect(v.pairs[0]!.odds!.map((o) => [o.label, o.bd.shown])).toEqual([
      ["HOLOCRON.Chase.OddsSide.pursuer", formatPercent(pursuer)],
      ["HOLOCRON.Chase.OddsSide.quarry", formatPercent(quarry)],
      ["HOLOCRON.Chase.OddsSide.tie", formatPercent(1 - pursuer - quarry)],
    ]);
  });

  it("each chance's breakdown is its count of rolls over every roll of both checks", () => {
    // 1d20+4 against 1d20+3: of the 400 rolls, the pursuer wins 210, the quarry 171, 19 tie.
    const v = view(running(["A"], ["Q"]));
    expect(v.pairs[0]!.odds!.map((o) => [o.bd.ratio?.of, o.bd.ratio?.over])).toEqual([
      [210, 400],
      [171, 400],
      [19, 400],
    ]);
    expect(v.pairs[0]!.odds![0]!.bd.ratio?.resultLabel).toBe(
      "HOLOCRON.Breakdown.Ratio.chase.share",
    );
  });

  it("a runner whose actor is gone shows no check and cannot roll; its pairs show no odds", () => {
    const v = view(running(["A"], ["Q"]), { profiles: { A: profile(4), Q: null } });
    expect(runnerOf(v, "Q")).toMatchObject({
      missingActor: true,
      canRoll: false,
      check: null,
      rollIcon: "",
    });
    expect(v.pairs[0]!.odds).toBeNull();
  });

  it("once every check is in the GM may resolve; each check is its formula's breakdown", () => {
    const v = view(rollAll(running(["A"], ["Q"]), { A: 12, Q: 9 }), { isGM: true });
    expect(v).toMatchObject({ waiting: 0, canResolve: true, anyToRoll: false });
    expect(runnerOf(v, "A").roll).toMatchObject({
      total: 12,
      dice: "1",
      breakdown: { shown: "12", total: 12, title: "HOLOCRON.Breakdown.Title.chaseCheck" },
    });
    expect(runnerOf(v, "A").check).toMatchObject({
      id: `holocron-bd-chase-${v.id}-A`,
      shown: "1d20+4",
      formulaBase: "1d20",
      total: 4,
      title: "HOLOCRON.Breakdown.Title.chaseCheck",
      terms: [
        {
          label: "HOLOCRON.Breakdown.Term.rank",
          nameKey: "HOLOCRON.Sheet.Skill.physical",
          text: "+4",
        },
        {
          label: "HOLOCRON.Breakdown.Term.statBonus",
          nameKey: "HOLOCRON.Sheet.StatAbbr.dex",
          text: "+0",
        },
      ],
      rule: { text: "HOLOCRON.Breakdown.Rule.spaceOpera.chaseCheck", hash: "chase-checks" },
    });
  });

  it("a catch names the quarry and its catchers; the log and the round card read the round", () => {
    const c = rollAll(running(["A"], ["Q"]), { A: 20, Q: 2 });
    const { chase: after, entry } = chase.resolveRound(c);
    const v = view(after, { isGM: true });
    expect(v.caught).toEqual({ quarries: "Q", catchers: "A", count: 2 });
    expect(v.log[0]!.results[0]).toMatchObject({ before: 30, after: 0, caught: true });
    expect(roundCardContext(after, entry)).toMatchObject({
      round: 1,
      results: [{ pursuer: "A", quarry: "Q", pursuerTotals: "20", quarryTotals: "2" }],
    });
  });

  it("the chooser shows other chases only when there is more than one", () => {
    const c = running(["A"], ["Q"]);
    const one = [{ id: c.id, name: c.name, status: c.status }];
    expect(view(c, { others: one }).showOthers).toBe(false);
    const two = [...one, { id: "c2", name: "Docks", status: "escaped" as const }];
    expect(view(c, { others: two })).toMatchObject({
      showOthers: true,
      others: [{}, { statusLabel: "HOLOCRON.Chase.Status.escaped" }],
    });
  });
});
