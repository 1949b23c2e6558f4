// No English from the rules reaches a user: each error the rules throw for bad input is a RulesError
// whose key is in lang/en.json and whose data fills every {placeholder} of that key's text. Thrown
// here for real (the input guards, the dice parser, a chase's refusals), and every key a rules file
// names is checked against the lang file too.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/rules-error.js";
import {
  assertBoolean,
  assertId,
  assertInteger,
  assertIntegerAtLeast,
  assertIntegerInRange,
  assertOneOf,
  assertUniqueIds,
} from "../../src/rules/validate.js";
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
import { d20Fighter, knightParty, worldsParty } from "./sim/fighters.js";

type Tree = { [key: string]: string | Tree };
const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Tree;

/** The text of a key (a plural key's "other" form), or undefined when the file has none. */
function textOf(key: string): string | undefined {
  let node: string | Tree | undefined = lang;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node === "object" && typeof node.other === "string") return node.other;
  return typeof node === "string" ? node : undefined;
}

/** What `run` throws, which must be a RulesError whose key the lang file has, its data complete. */
function thrown(run: () => unknown): RulesError {
  let error: unknown = null;
  try {
    run();
  } catch (e) {
    error = e;
  }
  expect(error, "a RulesError").toBeInstanceOf(RulesError);
  const e = error as RulesError;
  const text = textOf(e.key);
  expect(text, `${e.key} in lang/en.json`).toBeTypeOf("string");
  for (const [, name] of text!.matchAll(/\{(\w+)\}/g)) expect(e.data, e.key).toHaveProperty(name!);
  return e;
}

describe("the rules' input guards throw lang keys", () => {
  it.each([
    ["integer", () => assertInteger(2.5, "level")],
    ["atLeast", () => assertIntegerAtLeast(0, "targets", 1)],
    ["inRange", () => assertIntegerInRange(99, "maxFoes", 1, 40)],
    ["boolean", () => assertBoolean("yes", "inCombat")],
    ["oneOf", () => assertOneOf("fire", "damage type", ["kinetic", "energy"])],
    ["id", () => assertId("", "actor")],
    ["twice", () => assertUniqueIds(["a", "a"], "combatants")],
  ])("%s", (id, run) => {
    const e = thrown(run);
    expect(e.key).toBe(`HOLOCRON.Rules.Error.${id}`);
    // The developer's message still names the value (the tests of each rule read it).
    expect(e.message.length).toBeGreaterThan(0);
  });

  it("a rule's own input: the power penalty for no target", () => {
    expect(thrown(() => m20.powerPenaltyTrace(0)).key).toBe("HOLOCRON.Rules.Error.atLeast");
  });
});

describe("the dice parser throws one lang key, with the formula as typed", () => {
  it.each(["2d0", "1d6++2", "", "d", "1d6 x"])("%j", (formula) => {
    const e = thrown(() => dice.parseFormula(formula));
    expect(e.key).toBe("HOLOCRON.Rules.Error.formula");
    expect(e.data.formula).toBe(formula);
  });
});

describe("a chase's refusals and the simulator's bounds are lang keys", () => {
  const fresh = () => chase.newChase({ id: "c", name: "C", procedure: "p", ties: "nothing" });

  it("ending a chase twice; leaving for combat with no one caught; beginning without sides", () => {
    const over = chase.endChase(fresh(), "ended");
    expect(thrown(() => chase.endChase(over, "ended")).key).toBe("HOLOCRON.Rules.Error.Chase.over");
    expect(thrown(() => chase.leaveForCombat(fresh(), "x")).key).toBe(
      "HOLOCRON.Rules.Error.Chase.noCatch",
    );
    expect(thrown(() => chase.begin(fresh())).key).toBe("HOLOCRON.Rules.Error.Chase.sides");
  });

  it("the simulator's bounds: a group of more than the most foes; a chance past 1", () => {
    // A chance past 1 was a RangeError; it is now the lang key with the chance, as every refusal.
    expect(thrown(() => sim.difficultyOf(2)).data).toEqual({ value: "2" });
    const party = knightParty().filter((f) => f.side === "party");
    const thug = knightParty().find((f) => f.side === "foes")!;
    const e = thrown(() =>
      sim.buildEncounter(
        party,
        [{ id: "thug", fighter: thug }],
        { winChance: 0.5 },
        {
          seed: 1,
          maxFoes: 99,
        },
      ),
    );
    expect(e.key).toBe("HOLOCRON.Rules.Error.inRange");
  });
});

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith(".ts") ? [join(dir, d.name)] : [],
  );

/**
 * The lines (1-based) of `source` that throw a plain Error, RangeError or TypeError with no
 * "Cannot reach a user" comment on that line or the one above: English a user could see.
 */
function unexplainedThrows(source: string): number[] {
  const lines = source.split("\n");
  const why = /cannot reach a user/i;
  return lines.flatMap((line, i) =>
    /throw new (Error|RangeError|TypeError)\b/.test(line) &&
    !why.test(line) &&
    !why.test(lines[i - 1] ?? "")
      ? [i + 1]
      : [],
  );
}

describe("a plain error stays in the rules only where no input can reach it, and says why", () => {
  it("the check finds a plain throw without the reason, and passes one with it", () => {
    const bare =
      'if (x) throw new Error("x");\nthrow new RangeError("y");\nthrow new TypeError("z");';
    expect(unexplainedThrows(bare)).toEqual([1, 2, 3]);
    const said = '// Cannot reach a user: x is code.\nif (x) throw new Error("x");';
    expect(unexplainedThrows(said)).toEqual([]);
  });

  const plain = files("src/rules").filter((f) =>
    /throw new (Error|RangeError|TypeError)\b/.test(readFileSync(f, "utf8")),
  );
  it("some remain, each explained (the list is not empty by mistake)", () => {
    expect(plain.length).toBeGreaterThan(0);
  });
  it.each(plain)("%s", (file) => {
    expect(unexplainedThrows(readFileSync(file, "utf8")), file).toEqual([]);
  });
});

describe("every key a rules file throws is in lang/en.json", () => {
  const keys = files("src/rules").flatMap((file) => {
    const source = readFileSync(file, "utf8");
    const prefix = /const (\w+) = "(HOLOCRON\.[\w.]+)";/g;
    const names = new Map([...source.matchAll(prefix)].map((m) => [m[1]!, m[2]!]));
    const literal = [...source.matchAll(/RulesError\(\s*"(HOLOCRON\.[\w.]+)"/g)].map((m) => m[1]!);
    const templated = [...source.matchAll(/RulesError\(\s*`\$\{(\w+)\}\.(\w+)`/g)].map(
      (m) => `${names.get(m[1]!) ?? m[1]}.${m[2]}`,
    );
    return [...literal, ...templated];
  });

  it("finds the keys the rules throw", () => {
    expect(keys.length).toBeGreaterThan(30);
  });
  it.each([...new Set(keys)])("%s", (key) => {
    expect(textOf(key), key).toBeTypeOf("string");
  });
});

describe("each refusal of the rules, thrown through its public function, is a lang key with its data", () => {
  const never = <T>(value: unknown): T => value as T;
  const fighter = (over: Partial<ReturnType<typeof d20Fighter>>) => d20Fighter("a", "party", over);
  const thug = { id: "thug", fighter: d20Fighter("t", "foes") };
  const hero = [d20Fighter("a", "party")];
  const power = (resist: unknown) => ({
    ...m20.FORCE_POWERS[0]!,
    id: "grip",
    resist: never<"dc">(resist),
  });
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
      { power: "grip" },
    ],
    [
      "a power with no resist",
      () => m20.powerResistTrace(power([]), target),
      "noResist",
      { power: "grip" },
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
