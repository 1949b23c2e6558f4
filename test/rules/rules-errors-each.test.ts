// Each refusal of the rules, reached through its public function, is a lang key with its data:
// thrown (bad input, bad stored data, an impossible request) or returned (a check of a choice).
import { describe, expect, it } from "vitest";
import {
  chase,
  d20,
  dice,
  group,
  m20,
  sim,
  spaceOpera,
  starWorlds,
} from "../../src/rules/index.js";
import { running } from "./chase/fixtures.js";
import { never, textOf, thrown } from "./lang-keys.js";
import { d20Fighter, knightParty, worldsParty } from "./sim/fighters.js";

describe("each refusal of the rules, thrown through its public function, is a lang key with its data", () => {
  const fighter = (over: Partial<ReturnType<typeof d20Fighter>>) => d20Fighter("a", "party", over);
  const thug = { id: "thug", fighter: d20Fighter("t", "foes") };
  const hero = [d20Fighter("a", "party")];
  const first = Object.values(m20.FORCE_POWERS)[0]!;
  const power = (resist: unknown) => ({ ...first, resist: never<"dc">(resist) });
  const target = {
    skills: { physical: 1, force: 2 },
    statBonuses: { str: 0, dex: 0, mnd: 0 },
  };
  const term = (over: object) => never<dice.DiceTerm>({ sign: 1, kind: "flat", value: 1, ...over });
  const diced = (p: number[], q: number[]) => ({
    gap: 3,
    pursuer: { totals: p, movement: 30 },
    quarry: { totals: q, movement: 30 },
  });
  const stored = () => JSON.parse(JSON.stringify(running(["A"], ["Q"]))) as Record<string, unknown>;

  it.each<[string, () => unknown, string, Record<string, string>]>([
    ["initiative", () => d20.initiativeOrder(never("x")), "notList", { name: "initiative list" }],
    ["recovery", () => d20.recoveryRefusal(never({ status: 5 })), "notText", { name: "status" }],
    [
      "surge on a non-fall",
      () =>
        d20.hazardOutcome(
          { kind: "exposure", previousChecks: 0 },
          { damage: 2, check: 12, surge: true },
        ),
      "surgeFall",
      {},
    ],
    ["stored chase", () => chase.readChase(3), "notObject", { name: "chase" }],
    [
      "stored chase's list",
      () => chase.readChase({ ...stored(), participants: "A" }),
      "notList",
      { name: "chase.participants" },
    ],
    [
      "stored chase's text",
      () => chase.readChase({ ...stored(), name: 7 }),
      "notText",
      { name: "chase.name" },
    ],
    [
      "stored chase's rolls",
      () => chase.readChase({ ...stored(), rolls: { Z: {} } }),
      "Chase.noParticipant",
      {},
    ],
    [
      "stored chase's participant twice",
      () => {
        const s = stored();
        const [a] = s.participants as object[];
        return chase.readChase({ ...s, participants: [...(s.participants as object[]), a] });
      },
      "twice",
      { name: "chase.participants", value: "A" },
    ],
    ["opposed tie", () => group.opposedSuccess("worlds", 9, 9), "opposedTie", {}],
    ["chance", () => group.fractionOf(1.5), "chance", { value: "1.5" }],
    [
      "chance of no dice",
      () => group.fractionOf(Math.PI / 4),
      "chanceNotDice",
      { value: String(Math.PI / 4) },
    ],
    [
      "exact chance",
      () => group.groupOddsExact([group.fraction(3n, 2n)]),
      "chance",
      { value: "3/2" },
    ],
    [
      "Space Opera health",
      () => spaceOpera.applyDamage(never(null), 1),
      "notObject",
      { name: "health" },
    ],
    [
      "Space Opera hp above max",
      () => spaceOpera.applyDamage({ hp: 9, maxHp: 8, mook: false, status: "ok" }, 1),
      "aboveMax",
      { name: "hp", value: "9", max: "8" },
    ],
    ["Heroism", () => spaceOpera.spendHeroismPoint(0), "noHeroismPoints", {}],
    [
      "no party",
      () => sim.buildEncounter([], [thug], { winChance: 0.5 }, { seed: 1 }),
      "noParty",
      {},
    ],
    ["no pool", () => sim.buildEncounter(hero, [], { winChance: 0.5 }, { seed: 1 }), "noPool", {}],
    [
      "target chance",
      () => sim.buildEncounter(hero, [thug], { winChance: 2 }, { seed: 1 }),
      "chance",
      { value: "2" },
    ],
    [
      "pool twice",
      () => sim.buildEncounter(hero, [thug, thug], { winChance: 0.5 }, { seed: 1 }),
      "twice",
      { name: "pool", value: "thug" },
    ],
    [
      "no group",
      () => sim.buildEncounter(hero, [{ ...thug, max: 0 }], { winChance: 0.5 }, { seed: 1 }),
      "noGroup",
      {},
    ],
    [
      "fighters",
      () => sim.encounter(never("x"), { fights: 1, seed: 1 }),
      "notList",
      { name: "fighters" },
    ],
    [
      "a fighter",
      () => sim.encounter(never([null]), { fights: 1, seed: 1 }),
      "notObject",
      { name: "fighters[0]" },
    ],
    [
      "a fighter's damage",
      () => sim.encounter([fighter({ damage: never(8) })], { fights: 1, seed: 1 }),
      "notText",
      { name: "fighters[0].damage" },
    ],
    [
      "a fighter's hp",
      () => sim.encounter([fighter({ hp: 30 })], { fights: 1, seed: 1 }),
      "aboveMax",
      { name: "fighters[0].hp", value: "30", max: "20" },
    ],
    ["a side", () => sim.encounter(hero, { fights: 1, seed: 1 }), "noFighter", { side: "foes" }],
    [
      "rulesets",
      () =>
        sim.encounter([...hero, ...worldsParty().filter((f) => f.side === "foes")], {
          fights: 1,
          seed: 1,
        }),
      "mixedRulesets",
      {},
    ],
    ["options", () => sim.encounter(knightParty(), never(null)), "notObject", { name: "options" }],
    ["difficulty", () => sim.difficultyOf(2), "chance", { value: "2" }],
    ["seed", () => sim.seededRng(1.5), "integer", { name: "seed", value: "1.5" }],
    [
      "m20 hit dice",
      () => m20.maxHp(never({ str: 10, hitDice: 6 })),
      "notList",
      { name: "hitDice" },
    ],
    ["m20 health", () => m20.applyDamage(never(null), 1), "notObject", { name: "health" }],
    ["Star Worlds health", () => starWorlds.heal(never(null), 1), "notObject", { name: "health" }],
    ["skills", () => starWorlds.knownSkills(never("x"), []), "notList", { name: "skills" }],
    ["a skill", () => starWorlds.knownSkills(never([5]), []), "notText", { name: "skill" }],
    [
      "Hero Points",
      () => starWorlds.spendHeroPoint({ heroPoints: 0, spent: 0 }),
      "noHeroPoints",
      {},
    ],
    [
      "giving more",
      () => starWorlds.giveHeroPoints({ from: 1, to: 0, amount: 2 }),
      "giveMore",
      { held: "1", amount: "2" },
    ],
    [
      "receiving more",
      () => starWorlds.giveHeroPoints({ from: 5, to: 11, amount: 2 }),
      "receiveMore",
      { total: "13", max: String(starWorlds.MAX_HERO_POINTS) },
    ],
    [
      "recipients",
      () => starWorlds.awardHeroPoints(never("x"), 1),
      "notList",
      { name: "recipients" },
    ],
    ["movement", () => starWorlds.chaseSpeed(15), "movement", { feet: "10", value: "15" }],
    ["totals", () => starWorlds.chaseRound(diced([], [])), "totals", {}],
    ["not a tie", () => starWorlds.chaseRound(diced([9, 8], [7, 8])), "notTie", { roll: "1" }],
    ["a tie", () => starWorlds.chaseRound(diced([9], [9])), "rollAgain", {}],
    ["armor", () => starWorlds.armorAndSpeed(never("x")), "notList", { name: "worn armor" }],
    ["turn order", () => starWorlds.turnOrder(never("x")), "notList", { name: "turn order" }],
    ["tied groups", () => starWorlds.tiedGroups(never("x")), "notList", { name: "list" }],
    [
      "a power's resist",
      () => m20.powerResistTrace(power("dc"), target),
      "notResisted",
      { power: first.id },
    ],
    [
      "a power with no resist",
      () => m20.powerResistTrace(power([]), target),
      "noResist",
      { power: first.id },
    ],
    ["opposed ties", () => dice.opposedChance("1d6", "1d6", never("x")), "Chase.ties", {}],
    ["always ties", () => dice.opposedChance("3", "3", "reroll"), "Chase.alwaysTies", {}],
    ["terms", () => dice.formatFormula(never("x")), "notList", { name: "terms" }],
    ["a term", () => dice.formatFormula(never([null])), "notObject", { name: "terms[0]" }],
    [
      "a sign",
      () => dice.formatFormula([term({ sign: 2 })]),
      "oneOf",
      { name: "terms[0].sign", value: "2" },
    ],
    [
      "a kind",
      () => dice.formatFormula([term({ kind: "x" })]),
      "oneOf",
      { name: "terms[0].kind", value: "x" },
    ],
  ])("%s", (_, run, key, data) => {
    const e = thrown(run);
    expect(e.key).toBe(`HOLOCRON.Rules.Error.${key}`);
    expect(e.data).toEqual(expect.objectContaining(data));
  });
});

describe("a refusal the rules return (not throw) is a lang key with its data too", () => {
  const zero = { menace: 0, daring: 0, guile: 0, acuity: 0, presence: 0, spirit: 0 };
  it.each<[string, () => { ok: boolean }, string, Record<string, string>]>([
    [
      "careers",
      () => starWorlds.validateCareers(["A", "B", "C", "D"]),
      "careers",
      { count: "4", max: "3" },
    ],
    [
      "careers at a level",
      () => starWorlds.validateCareers(["A", "B"], 2),
      "careersAtLevel",
      { count: "2", max: "1", level: "2" },
    ],
    [
      "a career's name",
      () => starWorlds.validateCareers(["A", " "]),
      "careerName",
      { number: "2" },
    ],
    ["a career twice", () => starWorlds.validateCareers(["A", "a"]), "twice", { value: "a" }],
    ["careers' list", () => starWorlds.validateCareers(never("A")), "notList", { name: "careers" }],
    [
      "attributes",
      () => starWorlds.validateAttributes("chosen", never(null)),
      "notObject",
      { name: "attributes" },
    ],
    [
      "an attribute",
      () => starWorlds.validateAttributes("chosen", never({ ...zero, luck: 1 })),
      "oneOf",
      { value: "luck" },
    ],
    [
      "chosen total",
      () => starWorlds.validateAttributes("chosen", { ...zero, menace: 3, daring: 2 }),
      "attributesTotal",
      { total: "5", max: "4" },
    ],
  ])("%s", (_, run, key, data) => {
    const r = run() as { ok: false; key: string; data: Record<string, string> };
    expect(r.ok).toBe(false);
    expect(r.key).toBe(`HOLOCRON.Rules.Error.${key}`);
    expect(r.data).toEqual(expect.objectContaining(data));
    const text = textOf(r.key);
    expect(text, r.key).toBeTypeOf("string");
    for (const [, name] of text!.matchAll(/\{(\w+)\}/g))
      expect(r.data, r.key).toHaveProperty(name!);
  });
});
