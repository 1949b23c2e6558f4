// The Star Worlds chase on the tracker (ruling "Chases in every ruleset", revised; seed 002: "who runs
// the fastest" is Speed first, then a Daring roll on a tie): the odds shown before the roll give the
// faster runner a sure win unless the GM's modifier evens the Speeds, and the round's line says
// which Speeds decided it.
import { formatPercent } from "../../../src/applications/format.js";
import { describe, expect, it } from "vitest";
import { chase, dice } from "../../../src/rules/index.js";
import { worldsChaseRules } from "../../../src/rulesets/star-worlds/chase.js";
import {
  roundCardContext,
  trackerContext,
} from "../../../src/applications/chase/tracker-context.js";
import { rollAll, running } from "../../rules/chase/fixtures.js";

/** A Star Worlds runner at `speed` with Daring `daring` (an NPC types its Speed). */
const worlds = (daring: number, speed: number) =>
  worldsChaseRules.profile(
    {
      type: "worldsNpc",
      system: {
        attributes: { menace: 0, daring, guile: 0, acuity: 0, presence: 0, spirit: 0 },
        speed,
      },
    },
    null,
  );

function view(c: chase.Chase, speeds: { P: number; Q: number }) {
  return trackerContext({
    chase: c,
    profiles: { P: worlds(0, speeds.P), Q: worlds(3, speeds.Q) },
    mayRoll: new Set(["P"]),
    isGM: true,
    vehicleSpeed: worldsChaseRules.vehicleSpeed,
  });
}

const shown = (v: ReturnType<typeof view>) =>
  v.pairs[0]!.odds!.map((o) => [o.label, o.bd.shown, o.bd.ratio?.of, o.bd.ratio?.over]);

describe("the Star Worlds chase odds on the tracker", () => {
  it("the faster runner wins with certainty, whatever its Daring: 1 of 1", () => {
    const v = view(running(["P"], ["Q"], "reroll"), { P: 4, Q: 1 });
    expect(shown(v)).toEqual([
      ["HOLOCRON.Chase.OddsSide.pursuer", formatPercent(1), 1, 1],
      ["HOLOCRON.Chase.OddsSide.quarry", formatPercent(0), 0, 1],
    ]);
  });

  it("equal Speeds: the Daring rolls, ties rolled again (only the rolls that break a tie count)", () => {
    const v = view(running(["P"], ["Q"], "reroll"), { P: 4, Q: 4 });
    const p = dice.opposedChance("2d6", "2d6+3", "reroll");
    expect(shown(v).map(([label, text]) => [label, text])).toEqual([
      ["HOLOCRON.Chase.OddsSide.pursuer", formatPercent(p)],
      ["HOLOCRON.Chase.OddsSide.quarry", formatPercent(1 - p)],
    ]);
  });

  it("the GM's modifier adds to Speed: −3 on the faster leaves it slower, a sure loss", () => {
    let c = running(["P"], ["Q"], "reroll");
    c = chase.setRoundCall(c, "P", { modifier: -3, autoLoss: false });
    expect(shown(view(c, { P: 4, Q: 2 }))[1]).toEqual([
      "HOLOCRON.Chase.OddsSide.quarry",
      formatPercent(1),
      1,
      1,
    ]);
  });

  it("the round's line names the Speeds that decided it; a round of dice names none", () => {
    const fast = chase.resolveRound(
      rollAll(running(["P"], ["Q"], "reroll"), { P: 3, Q: 12 }, { P: 50, Q: 10 }),
    );
    expect(roundCardContext(fast.chase, fast.entry).results[0]).toMatchObject({
      winner: "pursuer",
      speeds: { pursuer: 5, quarry: 1 },
    });
    const even = chase.resolveRound(
      rollAll(running(["P"], ["Q"], "reroll"), { P: 3, Q: 12 }, { P: 40, Q: 40 }),
    );
    expect(roundCardContext(even.chase, even.entry).results[0]).toMatchObject({
      winner: "quarry",
      speeds: null,
    });
  });

  it("a runner's movement on the tracker is 10 ft × its Speed (the odds read it back as Speed)", () => {
    expect(worlds(0, 3).movement).toBe(30);
    expect(worlds(0, 3).movementTrace?.value).toBe(30);
  });

  it("runners Speed decides are asked no roll: decided by Speed, odds 1 of 1, the round resolves", () => {
    const c = running(["P"], ["Q"], "reroll");
    const v = trackerContext({
      chase: c,
      profiles: { P: worlds(0, 4), Q: worlds(3, 1) },
      mayRoll: new Set(["P", "Q"]),
      heroPayers: new Set(["P"]),
      isGM: true,
      vehicleSpeed: worldsChaseRules.vehicleSpeed,
    });
    const runners = v.sides.flatMap((s) => s.runners);
    expect(
      runners.map((r) => [r.id, r.canRoll, r.waiting, r.decidedLabel, r.canHeroReroll]),
    ).toEqual([
      ["P", false, false, "HOLOCRON.Chase.Decided.speed", false],
      ["Q", false, false, "HOLOCRON.Chase.Decided.speed", false],
    ]);
    expect(v).toMatchObject({ waiting: 0, canResolve: true, anyToRoll: false });
    expect(shown(v)).toEqual([
      ["HOLOCRON.Chase.OddsSide.pursuer", formatPercent(1), 1, 1],
      ["HOLOCRON.Chase.OddsSide.quarry", formatPercent(0), 0, 1],
    ]);
  });

  it("a check rolled on even Speeds offers no Hero Point once the GM's modifier splits them", () => {
    const rolled = rollAll(running(["P"], ["Q"], "reroll"), { P: 5, Q: 9 }, { P: 40, Q: 40 });
    const heroOf = (c: chase.Chase) =>
      trackerContext({
        chase: c,
        profiles: { P: worlds(0, 4), Q: worlds(3, 4) },
        mayRoll: new Set(["P"]),
        heroPayers: new Set(["P"]),
        isGM: false,
        vehicleSpeed: worldsChaseRules.vehicleSpeed,
      }).sides.flatMap((s) => s.runners)[0]!;
    expect(heroOf(rolled)).toMatchObject({ canHeroReroll: true, decidedLabel: null });
    const split = chase.setRoundCall(rolled, "Q", { modifier: 1, autoLoss: false });
    // Rolled already, so the roll shows, not the label; the reroll would change nothing.
    expect(heroOf(split)).toMatchObject({ canHeroReroll: false, decidedLabel: null });
  });

  it("an automatic loss in a Star Worlds chase: decided by the GM's call, no roll asked", () => {
    const c = chase.setRoundCall(running(["P"], ["Q"], "reroll"), "Q", {
      modifier: 0,
      autoLoss: true,
    });
    const r = view(c, { P: 4, Q: 4 }).sides.flatMap((s) => s.runners);
    expect(r.map((x) => x.decidedLabel)).toEqual([
      "HOLOCRON.Chase.Decided.call",
      "HOLOCRON.Chase.Decided.call",
    ]);
  });
});
