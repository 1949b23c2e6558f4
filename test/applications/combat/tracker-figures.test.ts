import { describe, expect, it } from "vitest";
import {
  healthState,
  rowFigures,
  tiedIds,
} from "../../../src/applications/combat/tracker-figures.js";
import type { D20View, SortEntry, SpeedView } from "../../../src/rulesets/combat-view.js";
import { defeatedChange } from "../../../src/rulesets/state-plan.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { starWorlds } from "../../../src/rules/index.js";

const entry = (
  id: string,
  initiative: number | null,
  kind: "d20" | "speed" = "d20",
): SortEntry => ({
  id,
  name: id,
  ruleset: kind === "d20" ? "m20" : "starWorlds",
  kind,
  initiative,
  tieBreak: 0,
});
const m20View: D20View = {
  kind: "d20",
  dex: 14,
  dexBonus: 2,
  strBonus: 1,
  level: 3,
  health: { value: 0, max: 20 },
  strDamage: 3,
  mook: false,
};
const starWorldsView: SpeedView = {
  kind: "speed",
  speed: 3,
  daring: 1,
  health: { value: 9, max: 12 },
};

describe("tracker figures", () => {
  it("tied ids: same kind and initiative, unrolled never tie", () => {
    const ids = tiedIds([
      entry("a", 12),
      entry("b", 12),
      entry("c", 9),
      entry("d", null),
      entry("e", null),
      entry("f", 12, "speed"),
    ]);
    expect([...ids].sort()).toEqual(["a", "b"]);
  });

  it.each([
    [{ value: 20, max: 20 }, false, "full"],
    [{ value: 12, max: 20 }, false, "hurt"],
    [{ value: 5, max: 20 }, false, "low"],
    [{ value: 0, max: 20 }, false, "out"],
    [{ value: -3, max: 20 }, false, "out"],
    [{ value: 0, max: 0 }, true, "mook"],
  ] as const)("health %j (mook %s) → %s", (h, mook, state) => {
    expect(healthState(h, mook)).toBe(state);
  });

  it("m20 row: DEX tie-breaker, STR damage, unconscious, action spent", () => {
    const row = rowFigures({
      entry: entry("a", 12),
      view: m20View,
      flags: {},
      statuses: new Set(["unconscious", "prone"]),
      tied: true,
      marker: { actionSpent: true, nextActionSpent: false },
    });
    const { tieBreaker, initiative, ...rest } = row;
    // The stored 12 is the d20's 10 and the DEX bonus's 2; the tie goes to the DEX score.
    expect(initiative?.terms.map((t) => [t.label, t.value, t.kind])).toEqual([
      ["HOLOCRON.Breakdown.Term.d20", 10, "HOLOCRON.Breakdown.Source.roll"],
      ["HOLOCRON.Breakdown.Term.statBonus", 2, "HOLOCRON.Breakdown.Source.stat"],
    ]);
    expect(initiative).toMatchObject({
      id: "holocron-bd-a-init",
      shown: "12",
      total: 12,
      title: "HOLOCRON.Breakdown.Title.initiativeTotal",
      rule: { hash: "initiative" },
    });
    expect(tieBreaker).toMatchObject({
      label: "HOLOCRON.Combat.Tracker.TieDex",
      value: "14",
      breakdown: { shown: "14", total: 14, title: "HOLOCRON.Breakdown.Title.initiativeTie" },
    });
    expect(rest).toEqual({
      ruleset: "m20",
      speed: null,
      speedBreakdown: null,
      health: { value: 0, max: 20, state: "out", label: "HOLOCRON.Combat.Tracker.Health.out" },
      strDamage: 3,
      unconscious: true,
      states: [],
      down: true,
      prone: true,
      cannotAct: false,
      dyingCheck: false,
      actionSpent: true,
      nextActionSpent: false,
      canToggleAction: false,
    });
  });

  it("seed 002 line 38: an Out-Cold Star Worlds row says it cannot act", () => {
    const row = rowFigures({
      entry: entry("w", 3, "speed"),
      view: starWorldsView,
      flags: {},
      statuses: new Set(["outCold"]),
      tied: false,
      marker: { actionSpent: false, nextActionSpent: false },
    });
    expect(row.cannotAct).toBe(true);
  });

  it("seed 003 line 3: the dying check button shows only when offered to the viewer", () => {
    const base = {
      entry: entry("a", 12),
      view: m20View,
      flags: {},
      tied: false,
      marker: { actionSpent: false, nextActionSpent: false },
    };
    const statuses = new Set(["dying"]);
    expect(rowFigures({ ...base, statuses, canDyingCheck: true }).dyingCheck).toBe(true);
    expect(rowFigures({ ...base, statuses }).dyingCheck).toBe(false);
  });

  it("Star Worlds row: Speed, Daring rolls as the tie-breaker", () => {
    const row = rowFigures({
      entry: entry("w", 3, "speed"),
      view: starWorldsView,
      flags: { daringRolls: [8, 11] },
      statuses: new Set<string>(),
      tied: true,
      marker: { actionSpent: false, nextActionSpent: true },
    });
    // The tracker's own number, 3, is that Speed: no second "Speed 3" chip beside it.
    expect(row.speed).toBeNull();
    expect(row.tieBreaker).toMatchObject({
      label: "HOLOCRON.Combat.Tracker.TieDaring",
      value: "8 → 11",
    });
    // The deciding roll, 11: its 2d6 (10) and Daring (1); the tied 8 before it is a note.
    const tie = row.tieBreaker?.breakdown;
    expect(tie?.terms.map((t) => t.value)).toEqual([10, 1]);
    expect(tie).toMatchObject({ shown: "11", total: 11, rule: { hash: "daring-tie-break" } });
    expect(tie?.notes.map((t) => t.value)).toEqual([8]);
    // An NPC's Speed is typed on its sheet; the stored initiative is that Speed.
    expect(row.speedBreakdown?.terms.map((t) => [t.label, t.value])).toEqual([
      ["HOLOCRON.Breakdown.Term.typed", 3],
    ]);
    expect(row.initiative).toMatchObject({ shown: "3", total: 3 });
    expect(row.initiative?.title).toBe("HOLOCRON.Breakdown.Title.speed");
    expect(row.strDamage).toBeNull();
    expect(row.nextActionSpent).toBe(true);
    expect(row.health.state).toBe("hurt");
  });

  it("a character's Speed from its worn armor; an initiative typed in the tracker says so", () => {
    const speedTrace = starWorlds.speedTrace([{ name: "Vest", armor: 1, speed: 3 }]);
    const row = rowFigures({
      entry: entry("w", 5, "speed"),
      view: { ...starWorldsView, speedTrace },
      flags: {},
      statuses: new Set<string>(),
      tied: false,
      marker: { actionSpent: false, nextActionSpent: false },
      idPrefix: "popout-",
    });
    expect(row.speedBreakdown?.id).toBe("holocron-bd-popout-w-speed");
    expect(row.speedBreakdown?.terms.map((t) => [t.label, t.name, t.value])).toEqual([
      ["HOLOCRON.Breakdown.Term.slowestArmor", "Vest", 3],
    ]);
    expect(row.initiative?.terms.map((t) => [t.label, t.value])).toEqual([
      ["HOLOCRON.Breakdown.Term.handSet", 5],
    ]);
    // The tracker shows 5, typed there: the Speed, 3, is its own chip.
    expect(row.speed).toBe(3);
    expect(row.initiative?.title).toBe("HOLOCRON.Breakdown.Title.initiativeTotal");
  });

  it("a Star Worlds row before initiative is set shows its Speed as a chip", () => {
    const row = rowFigures({
      entry: entry("w", null, "speed"),
      view: starWorldsView,
      flags: {},
      statuses: new Set<string>(),
      tied: false,
      marker: { actionSpent: false, nextActionSpent: false },
    });
    expect(row.speed).toBe(3);
    expect(row.initiative).toBeNull();
  });

  const untied = (initiative: number | null) =>
    rowFigures({
      entry: entry("a", initiative),
      view: m20View,
      flags: {},
      statuses: new Set<string>(),
      tied: false,
      marker: { actionSpent: false, nextActionSpent: false },
    });

  it("no initiative yet: nothing to explain", () => {
    expect(untied(null).initiative).toBeNull();
  });

  it("no tie, no tie-breaker shown", () => {
    expect(untied(12).tieBreaker).toBeNull();
  });
});

describe("the tracker row: states and the action marker", () => {
  const env = createTemplateEnv();
  const figures = (statuses: string[], o: { defeated?: boolean; canToggleAction?: boolean } = {}) =>
    rowFigures({
      entry: entry("a", 12),
      view: { ...m20View, health: { value: 8, max: 20 } },
      flags: {},
      statuses: new Set(statuses),
      tied: false,
      marker: { actionSpent: false, nextActionSpent: true },
      ...o,
    });
  const render = (row: ReturnType<typeof rowFigures>) =>
    env.render("templates/combat/tracker-row.hbs", row);

  it("one state word: Dead supersedes Dying, Wounded and Unconscious; Dying supersedes Wounded", () => {
    // Before, a dead combatant also read "Dying" and "Unconscious": two states where it is in one.
    const dead = figures(["wounded", "dying", "dead", "unconscious"]);
    expect(dead.states).toEqual([{ id: "dead", label: "HOLOCRON.Status.dead", out: true }]);
    expect(dead.unconscious).toBe(false);
    const html = render(dead);
    expect(html).toMatch(/holocron-combat-figures__chip--out">Dead</);
    expect(html).not.toContain("Dying");
    expect(html).not.toContain("Unconscious");
    const dying = figures(["wounded", "dying"]);
    expect(dying.states).toEqual([{ id: "dying", label: "HOLOCRON.Status.dying", out: true }]);
    expect(render(dying)).toMatch(/holocron-combat-figures__chip--out">Dying</);
    const wounded = render(figures(["wounded"]));
    expect(wounded).toMatch(/holocron-combat-figures__chip--warn">Wounded</);
    expect(figures(["unconscious"]).unconscious).toBe(true);
    expect([...env.missing]).toEqual([]);
  });

  it.each([
    [["dead"], {}],
    [["dying"], {}],
    [["unconscious"], {}],
    [["outCold"], {}],
    [[], { defeated: true }],
  ] as const)("no action marker on a combatant who is down: %j %j", (statuses, o) => {
    const html = render(figures([...statuses], { ...o, canToggleAction: true }));
    expect(html).not.toContain("holocron-combat-figures__action");
    expect(html).not.toContain("Action ready");
    expect(html).not.toContain("Next action spent");
  });

  it("a Wounded combatant still acts: the owner's marker is a boxed button, others see a label", () => {
    const owner = render(figures(["wounded"], { canToggleAction: true }));
    expect(owner).toMatch(
      /<button type="button" class="holocron-combat-figures__action holocron-combat-figures__action--toggle"/,
    );
    expect(owner).toContain('<i class="fa-regular fa-square" inert></i>');
    const other = render(figures(["wounded"]));
    expect(other).toMatch(/<span class="holocron-combat-figures__action">Action ready<\/span>/);
    expect(other).not.toContain("<button");
  });
});

describe("defeated follows the actor", () => {
  it.each([
    [{ out: true, defeated: false, autoDefeated: false, hasDefeatedStatus: false }, "mark"],
    [{ out: true, defeated: true, autoDefeated: false, hasDefeatedStatus: false }, "mark"],
    [{ out: true, defeated: true, autoDefeated: false, hasDefeatedStatus: true }, null],
    [{ out: false, defeated: true, autoDefeated: true, hasDefeatedStatus: true }, "revive"],
    [{ out: false, defeated: true, autoDefeated: false, hasDefeatedStatus: false }, "revive"],
    // The GM marked a living combatant defeated by hand: left alone.
    [{ out: false, defeated: true, autoDefeated: false, hasDefeatedStatus: true }, null],
    [{ out: false, defeated: false, autoDefeated: false, hasDefeatedStatus: false }, null],
  ] as const)("%j → %s", (input, expected) => {
    expect(defeatedChange(input)).toBe(expected);
  });
});
