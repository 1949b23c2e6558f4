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
import { dice, chase, m20, sim } from "../../src/rules/index.js";
import { knightParty } from "./sim/fighters.js";

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
    expect(() => sim.difficultyOf(2)).toThrow(RangeError);
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

describe("every key a rules file throws is in lang/en.json", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory()
        ? files(join(dir, d.name))
        : d.name.endsWith(".ts")
          ? [join(dir, d.name)]
          : [],
    );
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
