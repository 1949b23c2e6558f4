// No English from the rules reaches a user: each error the rules throw for bad input is a RulesError
// whose key is in lang/en.json and whose data fills every {placeholder} of that key's text. Thrown
// here for real (the input guards, the dice parser, a chase's refusals), and every key a rules file
// names is checked against the lang file too; a plain Error left in the rules must say why no
// user can reach it. Each other refusal is thrown through its rule in rules-errors-each.test.ts.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  assertBoolean,
  assertId,
  assertInteger,
  assertIntegerAtLeast,
  assertIntegerInRange,
  assertOneOf,
  assertUniqueIds,
} from "../../src/rules/validate.js";
import { chase, dice, m20, sim } from "../../src/rules/index.js";
import { textOf, thrown } from "./lang-keys.js";
import { knightParty } from "./sim/fighters.js";

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
