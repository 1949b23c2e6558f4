import { describe, expect, it } from "vitest";
import {
  combatantFiguresShape,
  combatSummary,
  noFigures,
  PART_CAP,
  predictionBeside,
  predictionShape,
  type CombatantFigures,
  type CombatSummaryInput,
  type RollFact,
} from "../../../src/rules/ledger/summary.js";
import { parse } from "../../../src/rules/validate.js";
import type { LedgerRow } from "../../../src/rules/ledger/row.js";
import { at, field, hp, row, status, str } from "./fight-rows.js";

const A = "Actor.a";
const B = "Actor.b";
const COMBATANTS: CombatSummaryInput["combatants"] = [
  { actorUuid: A, name: "A", side: "party" },
  { actorUuid: B, name: "B", side: "foes" },
];

function summary(rows: LedgerRow[], o: { rolls?: RollFact[]; rounds?: number } = {}) {
  return combatSummary({
    combatId: "c1",
    rows,
    combatants: COMBATANTS,
    rolls: o.rolls ?? [],
    rounds: o.rounds ?? 3,
  });
}

const figuresOf = (rows: LedgerRow[], uuid = A, o = {}) =>
  summary(rows, o).combatants.find((c) => c.actorUuid === uuid)!;

type Pick = Partial<CombatantFigures>;

describe("combatSummary: one figure each, from rows of the combat", () => {
  const cases: [string, LedgerRow[], Pick][] = [
    ["HP lost is damage taken", [row({ changes: [hp(12, 4)] })], { damageTaken: 8, healing: 0 }],
    [
      "STR damage (m20, past 0 HP) is damage too",
      [row({ changes: [hp(3, 0), str(0, 2)] })],
      { damageTaken: 5, downed: 1 },
    ],
    ["HP gained is healing", [row({ changes: [hp(4, 10)] })], { healing: 6, damageTaken: 0 }],
    ["STR damage healed is healing", [row({ changes: [str(3, 1)] })], { healing: 2 }],
    [
      "a hand edit of HP counts as damage taken too",
      [row({ cause: { kind: "sheet" }, changes: [hp(10, 7)] })],
      { damageTaken: 3 },
    ],
    [
      "a row outside the combat counts for nothing",
      [
        row({ combat: null, changes: [hp(10, 1)] }),
        row({ combat: { id: "c2", round: 1, turn: 0 }, changes: [hp(9, 1)] }),
      ],
      { damageTaken: 0 },
    ],
    [
      "a reverted row and its revert count for nothing",
      [
        row({ id: "x", changes: [hp(10, 0), status("unconscious", true)] }),
        row({
          cause: { kind: "revert", revertOf: "x" },
          changes: [hp(0, 10), status("unconscious", false)],
        }),
      ],
      { damageTaken: 0, healing: 0, downed: 0, statuses: [], downAtEnd: false },
    ],
    [
      "statuses gained are counted by id, a status lost is not",
      [
        row({ changes: [status("prone", true)] }),
        row({ changes: [status("prone", false)] }),
        row({ changes: [status("prone", true), status("sick", true)] }),
      ],
      {
        statuses: [
          { id: "prone", count: 2 },
          { id: "sick", count: 1 },
        ],
      },
    ],
    [
      "downed: HP reaching 0, counted once while down",
      [
        row({ changes: [hp(5, 0)] }),
        row({ changes: [status("dying", true)] }),
        row({ changes: [hp(0, 0)] }),
      ],
      { downed: 1, downAtEnd: true },
    ],
    [
      "downed twice: healed up between",
      [row({ changes: [hp(5, 0)] }), row({ changes: [hp(0, 4)] }), row({ changes: [hp(4, -2)] })],
      { downed: 2, downAtEnd: true, healing: 4, damageTaken: 11 },
    ],
    [
      "downed by a status alone (a mook defeated at 0 damage)",
      [row({ changes: [status("defeated", true)] })],
      { downed: 1, downAtEnd: true, statuses: [{ id: "defeated", count: 1 }] },
    ],
    [
      "up again when the status ends and HP is above 0",
      [
        row({ changes: [status("unconscious", true)] }),
        row({ changes: [status("unconscious", false)] }),
      ],
      { downed: 1, downAtEnd: false },
    ],
    [
      "a power's HP cost is HP paid, not damage taken",
      [
        row({ cause: { kind: "power", label: "Force Push" }, changes: [hp(20, 16)] }),
        row({ cause: { kind: "power", label: "Force Push" }, changes: [hp(16, 12)] }),
        row({ cause: { kind: "power", label: "Heal" }, changes: [] }),
      ],
      {
        powersUsed: 3,
        hpPaid: 8,
        damageTaken: 0,
        powers: [
          { id: "Force Push", count: 2, hpPaid: 8 },
          { id: "Heal", count: 1, hpPaid: 0 },
        ],
      },
    ],
    [
      "a power with no label is listed under an empty one",
      [row({ cause: { kind: "power" }, changes: [hp(2, 0), str(0, 2)] })],
      { powers: [{ id: "", count: 1, hpPaid: 4 }], downed: 1 },
    ],
    [
      "Hero Points spent: the spent count where the row has one",
      [row({ changes: [field("heroPoints.value", 3, 2), field("heroPoints.spent", 0, 1)] })],
      { heroPointsSpent: 1 },
    ],
    [
      "Hero Points spent: the points held going down otherwise",
      [row({ cause: { kind: "request" }, changes: [field("heroPoints.value", 3, 1)] })],
      { heroPointsSpent: 2 },
    ],
    [
      "a hand edit or a gift lowering Hero Points is no spend",
      [
        row({ cause: { kind: "sheet" }, changes: [field("heroPoints.value", 3, 1)] }),
        row({ cause: { kind: "gmTool" }, changes: [field("heroPoints.value", 1, 0)] }),
        row({ changes: [field("heroPoints.value", 0, 2)] }),
      ],
      { heroPointsSpent: 0 },
    ],
    [
      "Heroism spent (Space Opera)",
      [row({ changes: [field("heroism.value", 2, 1), hp(3, 9)] })],
      { heroismSpent: 1, healing: 6 },
    ],
    [
      "non-numeric values change no amount",
      [row({ changes: [field("health.value", null, 4), field("level", "2", "3")] })],
      { damageTaken: 0, healing: 0 },
    ],
  ];
  it.each(cases)("%s", (_title, rows, expected) => {
    const figures = figuresOf(rows);
    const picked = Object.fromEntries(
      Object.keys(expected).map((k) => [k, figures[k as keyof Pick]]),
    );
    expect(picked).toEqual(expected);
  });

  it("damage dealt: the rows whose source is that combatant, whoever took it", () => {
    const rows = [
      row({ actor: "a", cause: { sourceActorUuid: B }, changes: [hp(10, 6)] }),
      row({ actor: "c", cause: { sourceActorUuid: B }, changes: [hp(8, 5)] }),
      row({ actor: "a", cause: { sourceActorUuid: B }, changes: [hp(6, 9)] }),
      row({ actor: "b", cause: { sourceActorUuid: "Actor.gone" }, changes: [hp(5, 4)] }),
    ];
    const s = summary(rows);
    expect(s.combatants.map((c) => [c.name, c.damageDealt, c.damageTaken, c.healing])).toEqual([
      ["A", 0, 4, 3],
      ["B", 7, 1, 0],
      ["C", 0, 3, 0],
    ]);
    expect(s.combatants[2]!.side).toBeNull();
  });

  it("natural 20s and 1s from the roll facts, of combatants only", () => {
    const rolls: RollFact[] = [
      { actorUuid: A, natural: 20 },
      { actorUuid: A, natural: 20 },
      { actorUuid: A, natural: 1 },
      { actorUuid: A, natural: 12 },
      { actorUuid: B, natural: 1 },
      { actorUuid: "Actor.x", natural: 20 },
    ];
    const s = summary([], { rolls });
    expect(s.combatants.map((c) => [c.natural20s, c.natural1s])).toEqual([
      [2, 1],
      [0, 1],
    ]);
  });

  const survival: [string, LedgerRow[], number, number][] = [
    ["never down: every round", [], 4, 4],
    ["down in round 1: none", [row({ combat: at(1), changes: [hp(5, 0)] })], 4, 0],
    ["down in round 3 of 4: two", [row({ combat: at(3), changes: [hp(5, 0)] })], 4, 2],
    [
      "down in round 2, up in round 3: rounds 1, 3 and 4",
      [row({ combat: at(2), changes: [hp(5, 0)] }), row({ combat: at(3), changes: [hp(0, 2)] })],
      4,
      3,
    ],
    [
      "a row before the start (round 0) counts from round 1",
      [row({ combat: at(0, null), changes: [hp(5, 0)] })],
      2,
      0,
    ],
    [
      "a row of a round past the end counts no more rounds",
      [row({ combat: at(9), changes: [hp(5, 0)] })],
      3,
      3,
    ],
  ];
  it.each(survival)("rounds survived, %s", (_title, rows, rounds, expected) => {
    expect(figuresOf(rows, A, { rounds }).roundsSurvived).toBe(expected);
  });

  const outcomes: [string, LedgerRow[], string][] = [
    ["every foe down: the party", [row({ actor: "b", changes: [hp(3, 0)] })], "party"],
    ["every party member down: the foes", [row({ actor: "a", changes: [hp(3, 0)] })], "foes"],
    ["both standing: open", [], "open"],
  ];
  it.each(outcomes)("outcome, %s", (_title, rows, expected) => {
    expect(summary(rows).outcome).toBe(expected);
  });

  it("outcome without sides is open", () => {
    const s = combatSummary({
      combatId: "c1",
      rows: [row({ changes: [hp(1, 0)] })],
      combatants: [],
      rolls: [],
      rounds: 1,
    });
    expect(s).toEqual({
      combatId: "c1",
      rounds: 1,
      outcome: "open",
      combatants: [
        {
          ...noFigures(A, "A", null),
          damageTaken: 1,
          downed: 1,
          downAtEnd: true,
          parts: { damageDealt: [], damageTaken: [{ round: 1, who: "", value: 1 }], healing: [] },
        },
      ],
    });
  });
});

describe("combatSummary: each summed figure's parts, beside it", () => {
  const at2 = (round: number) => ({ id: "c1", round, turn: 0 });

  it("one part a round and counterpart, adding up to the figure", () => {
    const rows = [
      row({ actor: "a", combat: at2(1), cause: { sourceActorUuid: B }, changes: [hp(20, 15)] }),
      row({ actor: "a", combat: at2(1), cause: { sourceActorUuid: B }, changes: [hp(15, 12)] }),
      row({ actor: "a", combat: at2(2), cause: { sourceActorUuid: B }, changes: [hp(12, 4)] }),
      row({ actor: "a", combat: at2(2), changes: [hp(4, 3)] }),
      row({ actor: "a", combat: at2(3), cause: { sourceActorUuid: B }, changes: [hp(3, 9)] }),
    ];
    const [a, b] = summary(rows).combatants;
    expect(a!.parts).toEqual({
      damageDealt: [],
      damageTaken: [
        { round: 1, who: "B", value: 8 },
        { round: 2, who: "B", value: 8 },
        { round: 2, who: "", value: 1 },
      ],
      healing: [{ round: 3, who: "B", value: 6 }],
    });
    expect(a!.damageTaken).toBe(17);
    expect(b!.parts!.damageDealt).toEqual([
      { round: 1, who: "A", value: 8 },
      { round: 2, who: "A", value: 8 },
    ]);
  });

  it("past the cap, one part a round", () => {
    const rows = Array.from({ length: 2 * PART_CAP }, (_, i) =>
      row({
        actor: i % 2 ? "a" : "c",
        combat: at2(1 + Math.floor(i / 4)),
        cause: { sourceActorUuid: `Actor.s${i}` },
        changes: [hp(100, 99)],
      }),
    );
    const a = figuresOf(rows);
    expect(a.parts!.damageTaken).toEqual(
      Array.from({ length: PART_CAP / 2 }, (_, r) => ({ round: r + 1, who: "", value: 2 })),
    );
    expect(a.damageTaken).toBe(PART_CAP);
  });

  it("a figure read back whose parts do not add up is refused", () => {
    const f = { ...figuresOf([row({ changes: [hp(10, 6)] })]) };
    expect(parse(combatantFiguresShape, f).ok).toBe(true);
    const wrong = { ...f, parts: { ...f.parts!, damageTaken: [{ round: 1, who: "", value: 3 }] } };
    expect(parse(combatantFiguresShape, wrong).ok).toBe(false);
  });
});

describe("the prediction beside what happened", () => {
  const reads: [string, unknown, boolean][] = [
    ["a full prediction", { winChance: 0.7, rounds: 4.2, interval: [0.65, 0.75] }, true],
    ["without rounds", { winChance: 0.7, interval: [0.6, 0.8] }, true],
    ["a chance above 1", { winChance: 1.2, interval: [0.6, 0.8] }, false],
    ["an interval the wrong way round", { winChance: 0.7, interval: [0.8, 0.6] }, false],
    ["an interval of one number", { winChance: 0.7, interval: [0.8] }, false],
    ["negative rounds", { winChance: 0.7, rounds: -1, interval: [0.6, 0.8] }, false],
  ];
  it.each(reads)("reads %s: %s", (_title, value, ok) => {
    expect(parse(predictionShape, value).ok).toBe(ok);
  });

  const beside: [string, number, LedgerRow[], boolean | null][] = [
    ["favoured party won", 0.7, [row({ actor: "b", changes: [hp(3, 0)] })], true],
    ["favoured party lost", 0.7, [row({ actor: "a", changes: [hp(3, 0)] })], false],
    ["underdog party won", 0.3, [row({ actor: "b", changes: [hp(3, 0)] })], false],
    ["undecided", 0.5, [], null],
  ];
  it.each(beside)("%s", (_title, winChance, rows, asPredicted) => {
    const s = summary(rows, { rounds: 2 });
    expect(predictionBeside({ winChance, rounds: 3, interval: [0.2, 0.8] }, s)).toEqual({
      winChance,
      interval: [0.2, 0.8],
      predictedRounds: 3,
      rounds: 2,
      outcome: s.outcome,
      asPredicted,
    });
  });

  it("no rounds predicted reads null", () => {
    expect(
      predictionBeside({ winChance: 0.5, interval: [0.4, 0.6] }, summary([])).predictedRounds,
    ).toBeNull();
  });
});
