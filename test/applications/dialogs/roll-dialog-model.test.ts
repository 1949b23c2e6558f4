import { describe, expect, it } from "vitest";
import { d20, m20, spaceOpera, starWorlds } from "../../../src/rules/index.js";
import {
  buildOdds,
  readInteger,
  readState,
  rollBonus,
  rollBonusTrace,
  type RollDialogConfig,
  type RollDialogState,
} from "../../../src/applications/dialogs/roll-dialog-model.js";

const state = (over: Partial<RollDialogState> = {}): RollDialogState => ({
  stat: null,
  modifier: 0,
  dc: null,
  skilled: false,
  rollMode: "publicroll",
  ...over,
});

const skill: RollDialogConfig = {
  ruleset: "m20",
  kind: "check",
  parts: [{ label: "HOLOCRON.Roll.Part.Rank", value: 3 }],
  stats: [
    { id: "str", label: "S", bonus: 2 },
    { id: "dex", label: "D", bonus: 1 },
    { id: "mnd", label: "M", bonus: -1 },
  ],
  targets: [],
  asksDc: true,
};

const attack = (ruleset: "m20" | "spaceOpera"): RollDialogConfig => ({
  ruleset,
  kind: "attack",
  parts: [{ label: "HOLOCRON.Roll.Part.Attack", value: 3 }],
  stats: [{ id: "dex", label: "D", bonus: 2 }],
  targets: [
    { uuid: "Actor.a", name: "Droid A", ac: 12 },
    { uuid: "Actor.b", name: "Droid B", ac: 25 },
    { uuid: "Actor.c", name: "No AC", ac: null },
  ],
  asksDc: false,
});

describe("roll dialog: bonus", () => {
  it.each([
    { stat: "str", modifier: 0, bonus: 5 },
    { stat: "dex", modifier: 2, bonus: 6 },
    { stat: "mnd", modifier: -4, bonus: -2 },
    { stat: "unknown", modifier: 0, bonus: 5 },
  ])("rank 3 + $stat + modifier $modifier = $bonus", ({ stat, modifier, bonus }) => {
    expect(rollBonus(skill, state({ stat, modifier }))).toBe(bonus);
  });
});

describe("roll dialog: the bonus as its terms", () => {
  it("the rank, the chosen stat, the modifier: the value the roll adds", () => {
    const t = rollBonusTrace(skill, state({ stat: "dex", modifier: 2 }));
    expect(t.terms.map((x) => [x.label, x.value, x.source.kind])).toEqual([
      ["rank", 3, "rank"],
      ["statBonus", 1, "stat"],
      ["situational", 2, "dialog"],
    ]);
    expect(t.value).toBe(rollBonus(skill, state({ stat: "dex", modifier: 2 })));
  });

  it("a part's own terms stand for it when they add up to it", () => {
    const traced: RollDialogConfig = {
      ...attack("m20"),
      parts: [
        {
          label: "HOLOCRON.Roll.Part.Attack",
          value: 3,
          terms: [
            { label: "levelAttack", value: 2, source: { kind: "level" } },
            { label: "modifier", value: 1, source: { kind: "effect", name: "Battlemind" } },
          ],
        },
      ],
    };
    const t = rollBonusTrace(traced, state());
    expect(t.rule).toBe("attackBonus");
    expect(t.terms.map((x) => x.label)).toEqual(["levelAttack", "modifier", "statBonus"]);
    expect(t.value).toBe(5);
  });

  it("each chance names what it is against: an AC, a DC", () => {
    const rows = buildOdds(attack("m20"), state()).rows;
    expect(rows.map((r) => r.breakdown?.against?.value)).toEqual(["12", "25"]);
    expect(rows[0]?.breakdown?.against?.text).toBe(rows[0]?.percent);
    const dc = buildOdds(skill, state({ stat: "str", dc: 15 })).rows[0];
    expect(dc?.breakdown?.against).toMatchObject({ kind: "dc", value: "15" });
  });

  it("a target's AC explains itself by the target's trace, when the trace makes that AC", () => {
    const ac = d20.armorClassTrace({ dexBonus: 2, armor: [], other: [] });
    const config = attack("m20");
    config.targets = [
      { uuid: "Actor.a", name: "Droid A", ac: 12, acTrace: ac },
      { uuid: "Actor.b", name: "Droid B", ac: 25, acTrace: ac },
    ];
    const rows = buildOdds(config, state()).rows;
    expect(rows[0]?.acBreakdown).toMatchObject({ shown: "12", total: 12 });
    // A trace that does not make the AC shown (a stale one) explains nothing.
    expect(rows[1]?.acBreakdown).toBeUndefined();
  });
});

describe("roll dialog: live odds equal the rules API", () => {
  it("a check with a DC: one row with d20.checkChance", () => {
    const odds = buildOdds(skill, state({ stat: "str", dc: 15, modifier: 1 }));
    expect(odds.bonus).toBe(6);
    expect(odds.bonusText).toBe("+6");
    expect(odds.rows).toHaveLength(1);
    expect(odds.rows[0]!.chance).toBe(d20.checkChance({ bonus: 6, dc: 15 }));
    expect(odds.rows[0]!.percent).toBe("60%");
    expect(odds.rows[0]!.labelData).toEqual({ dc: 15 });
    // The label's number is the DC as typed (marked stored), its chance the one explained.
    expect(odds.rows[0]!.typed).toBe(true);
  });

  it("a check without a DC asks for one", () => {
    const odds = buildOdds(skill, state({ stat: "str" }));
    expect(odds.rows).toEqual([]);
    expect(odds.notes).toEqual(["HOLOCRON.Roll.Odds.SetDc"]);
  });

  it.each(["m20", "spaceOpera"] as const)("%s attack: one row per target with an AC", (ruleset) => {
    const rules = ruleset === "m20" ? m20 : spaceOpera;
    const odds = buildOdds(attack(ruleset), state({ stat: "dex" }));
    expect(odds.rows.map((r) => r.labelData.name)).toEqual(["Droid A", "Droid B"]);
    expect(odds.rows[0]!.chance).toBe(rules.hitChance({ bonus: 5, ac: 12 }));
    expect(odds.rows[1]!.chance).toBe(rules.hitChance({ bonus: 5, ac: 25 }));
    expect(odds.rows[1]!.percent).toBe("5%");
    expect(odds.notes).toContain("HOLOCRON.Roll.Odds.Natural20");
    expect(odds.notes.includes("HOLOCRON.Roll.Odds.Natural1")).toBe(ruleset === "spaceOpera");
  });

  it("an attack without targets says how to get odds", () => {
    const odds = buildOdds({ ...attack("m20"), targets: [] }, state());
    expect(odds.notes).toContain("HOLOCRON.Roll.Odds.NoTargets");
  });

  it.each([false, true])("Star Worlds bands (skilled %s) with bar widths", (skilled) => {
    const config: RollDialogConfig = {
      ruleset: "starWorlds",
      kind: "worlds",
      parts: [],
      stats: [{ id: "menace", label: "M", bonus: 1 }],
      targets: [],
      asksDc: false,
    };
    const odds = buildOdds(config, state({ stat: "menace", skilled, modifier: 1 }));
    const exact = starWorlds.outcomeChances(2, { skilled });
    expect(odds.bands).toHaveLength(4);
    for (const band of odds.bands) expect(band.chance).toBe(exact[band.band as starWorlds.Outcome]);
    expect(odds.bands.reduce((s, b) => s + b.width, 0)).toBeCloseTo(100, 0);
  });
});

describe("roll dialog: reading the form", () => {
  it.each([
    ["7", 0, 7],
    ["-2", 0, -2],
    ["", 0, 0],
    ["abc", 0, 0],
    ["2.5", null, null],
    [4, null, 4],
  ] as const)("readInteger(%j) → %j", (value, fallback, out) => {
    expect(readInteger(value, fallback)).toBe(out);
  });

  it("reads stat, modifier, DC, skilled and roll mode; bad input falls back", () => {
    const defaults = state({ stat: "str" });
    expect(
      readState(
        { stat: "dex", modifier: "2", dc: "15", skilled: true, rollMode: "gmroll" },
        defaults,
      ),
    ).toEqual({ stat: "dex", modifier: 2, dc: 15, skilled: true, rollMode: "gmroll" });
    expect(readState({ modifier: "x", dc: "" }, defaults)).toEqual(defaults);
  });
});
