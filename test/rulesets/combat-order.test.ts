import { describe, expect, it } from "vitest";
import {
  byName,
  byNumbers,
  compareEntries,
  orderedIds,
  pairResult,
  rulesCanOrder,
  compareD20,
} from "../../src/rulesets/combat-order.js";
import type { SortEntry } from "../../src/rulesets/combat-view.js";

import { compareStarWorlds } from "../../src/rulesets/star-worlds/initiative.js";
import { m20, spaceOpera, starWorlds } from "../../src/rules/index.js";
import type { RulesetId } from "../../src/config.js";

const COMPARE = { m20: compareD20, spaceOpera: compareD20, starWorlds: compareStarWorlds };
const d20 = (
  id: string,
  initiative: number | null,
  dex: number,
  ruleset: RulesetId = "m20",
): SortEntry => ({
  id,
  name: id.toUpperCase(),
  ruleset,
  kind: ruleset === "starWorlds" ? "speed" : "d20",
  initiative,
  tieBreak: dex,
});
const sortIds = (list: SortEntry[]) =>
  [...list].sort((a, b) => compareEntries(a, b, (r) => COMPARE[r])).map((e) => e.id);

describe("d20 initiative order (m20 and Space Opera): 1d20 + DEX bonus, ties by DEX score, then name", () => {
  it.each([
    ["higher total first", [d20("a", 12, 10), d20("b", 15, 10)], ["b", "a"]],
    ["tie → higher DEX score first", [d20("a", 14, 12), d20("b", 14, 16)], ["b", "a"]],
    ["tie on total and DEX → name", [d20("zed", 14, 12), d20("amy", 14, 12)], ["amy", "zed"]],
    ["no initiative goes last", [d20("a", null, 18), d20("b", 3, 3)], ["b", "a"]],
    ["unrolled among themselves by name", [d20("c", null, 18), d20("b", null, 3)], ["b", "c"]],
  ])("%s", (_title, list, expected) => {
    expect(sortIds(list)).toEqual(expected);
    const opera = list.map((e) => ({ ...e, ruleset: "spaceOpera" as const }));
    expect(sortIds(opera)).toEqual(expected);
  });

  it("agrees with the rules API's initiativeOrder on a crowd of ties", () => {
    const crowd = Array.from({ length: 30 }, (_, i) => d20(`c${i}`, 10 + (i % 3), 8 + (i % 5)));
    const rules = m20.initiativeOrder(
      crowd.map((e) => ({ id: e.id, total: e.initiative ?? 0, dex: e.tieBreak })),
    );
    const ours = sortIds(crowd);
    // Same order wherever the rules decide (total, DEX); full ties go by name in both cases here.
    const key = (id: string) => crowd.find((e) => e.id === id)!;
    const decided = (ids: string[]) => ids.map((id) => `${key(id).initiative}/${key(id).tieBreak}`);
    expect(decided(ours)).toEqual(decided(rules));
    expect(spaceOpera.initiativeOrder([{ id: "x", total: 1, dex: 3 }])).toEqual(["x"]);
  });
});

describe("Star Worlds order: higher Speed first, ties by the Daring tie-break", () => {
  const w = (id: string, speed: number | null, tieBreak: number) =>
    d20(id, speed, tieBreak, "starWorlds");
  it.each([
    ["higher Speed first", [w("a", 2, 0), w("b", 4, 0)], ["b", "a"]],
    ["Speed tie → higher tie-break rank", [w("a", 3, 1), w("b", 3, 2)], ["b", "a"]],
    ["unbroken tie → name", [w("b", 3, 0), w("a", 3, 0)], ["a", "b"]],
  ])("%s", (_title, list, expected) => {
    expect(sortIds(list)).toEqual(expected);
  });

  it("matches turnOrder", () => {
    const list = [w("a", 2, 0), w("b", 4, 1), w("c", 4, 2), w("d", 1, 0)];
    const rules = starWorlds.turnOrder(
      list.map((e) => ({ id: e.id, speed: e.initiative!, daring: e.tieBreak })),
    );
    expect(sortIds(list)).toEqual(rules);
  });
});

describe("mixed and odd figures", () => {
  it("combatants of different kinds go by the numbers", () => {
    expect(sortIds([d20("a", 3, 0, "starWorlds"), d20("b", 12, 10)])).toEqual(["b", "a"]);
  });
  it("a hand-typed 12.5 is ordered by the numbers, not thrown at", () => {
    expect(rulesCanOrder(d20("a", 12.5, 10), d20("b", 12, 10))).toBe(false);
    expect(sortIds([d20("a", 12, 10), d20("b", 12.5, 10)])).toEqual(["b", "a"]);
  });
  it("a negative Speed cannot go to turnOrder", () => {
    expect(rulesCanOrder(d20("a", -1, 0, "starWorlds"), d20("b", 2, 0, "starWorlds"))).toBe(false);
  });
  it("pairResult and byName", () => {
    expect(pairResult(d20("a", 5, 5), d20("b", 5, 5), ["b", "a"])).toBeLessThan(0);
    expect(pairResult(d20("a", 6, 5), d20("b", 5, 5), ["a", "b"])).toBe(-1);
    expect(byName(d20("x", 1, 1), { ...d20("y", 1, 1), name: "X" })).toBeLessThan(0);
  });
});

describe("rulesCanOrder: only whole figures the rules API accepts", () => {
  const ok = d20("a", 12, 10);
  it.each([
    ["a's total is not whole", d20("a", 12.5, 10), ok],
    ["b's total is not whole", ok, d20("b", 12.5, 10)],
    ["a's tie-break is not whole", d20("a", 12, 10.5), ok],
    ["b's tie-break is not whole", ok, d20("b", 12, 10.5)],
    ["a's tie-break is negative", d20("a", 12, -1), ok],
    ["b's tie-break is negative", ok, d20("b", 12, -1)],
  ])("%s: no", (_title, a, b) => {
    expect(rulesCanOrder(a, b)).toBe(false);
  });

  it("whole figures, a zero tie-break and a negative d20 total (a bad roll) are fine", () => {
    expect(rulesCanOrder(d20("a", -3, 0), d20("b", 12, 10))).toBe(true);
    expect(rulesCanOrder(d20("a", 0, 0, "starWorlds"), d20("b", 4, 2, "starWorlds"))).toBe(true);
  });

  it("a Star Worlds Speed below zero on either side cannot go to turnOrder", () => {
    const w = (id: string, speed: number) => d20(id, speed, 0, "starWorlds");
    expect(rulesCanOrder(w("a", 2), w("b", -1))).toBe(false);
    expect(rulesCanOrder(w("a", -1), w("b", 2))).toBe(false);
  });
});

describe("the fallbacks: by name, by the numbers, by the rules' pair order", () => {
  const named = (id: string, name: string) => ({ ...d20(id, 5, 5), name });
  it("byName: numbers in names in numeric order, then the id, never 'equal' for two entries", () => {
    expect(byName(named("x", "Droid 2"), named("y", "Droid 10"))).toBeLessThan(0);
    expect(byName(named("b", "Droid"), named("a", "Droid"))).toBe(1);
    expect(byName(named("a", "Droid"), named("b", "Droid"))).toBe(-1);
    expect(byName(named("a", "Droid"), named("a", "Droid"))).toBe(0);
  });

  it("byNumbers: higher total, then higher tie-break, then name; no total counts as 0", () => {
    expect(byNumbers(d20("a", 12, 10), d20("b", 15, 10))).toBeGreaterThan(0);
    expect(byNumbers(d20("a", 12, 14), d20("b", 12, 10))).toBeLessThan(0);
    expect(byNumbers(d20("b", 12, 10), d20("a", 12, 10))).toBeGreaterThan(0);
    expect(byNumbers(d20("a", null, 10), d20("b", -1, 10))).toBeLessThan(0);
    expect(byNumbers(d20("a", 1, 10), d20("b", null, 10))).toBeLessThan(0);
  });

  it("pairResult: the rules' order unless total and tie-break are both equal", () => {
    expect(pairResult(d20("a", 5, 6), d20("b", 5, 5), ["a", "b"])).toBe(-1);
    expect(pairResult(d20("a", 5, 6), d20("b", 5, 5), ["b", "a"])).toBe(1);
    expect(pairResult(d20("b", 5, 5), d20("a", 5, 5), ["b", "a"])).toBe(1);
  });
});

describe("orderedIds: one rules call for the whole combat", () => {
  /** A ruleset whose order is given (to see that its answer is used, not recomputed). */
  const rules = (order: string[]) => () => ({
    order: (list: readonly SortEntry[]) => order.filter((id) => list.some((e) => e.id === id)),
    compare: compareD20,
  });

  it("the rules' order, full ties by name, then the unrolled by name", () => {
    const list = [
      d20("u2", null, 10),
      d20("zed", 14, 12),
      d20("amy", 14, 12),
      d20("bob", 18, 10),
      d20("u1", null, 15),
      d20("cat", 9, 10),
    ];
    const ids = orderedIds(list, rules(["bob", "zed", "amy", "cat"]));
    expect(ids).toEqual(["bob", "amy", "zed", "cat", "u1", "u2"]);
  });

  it("the rules decide between entries that are not full ties, even against the numbers", () => {
    const list = [d20("a", 10, 10), d20("b", 12, 10), d20("c", 12, 10)];
    expect(orderedIds(list, rules(["a", "c", "b"]))).toEqual(["a", "b", "c"]);
  });

  it("nobody rolled: all by name; nobody at all: nothing", () => {
    expect(orderedIds([d20("c", null, 1), d20("a", null, 9)], rules([]))).toEqual(["a", "c"]);
    expect(orderedIds([], rules([]))).toEqual([]);
  });

  it("mixed kinds or a hand-typed figure: pairwise by the numbers, unrolled still last", () => {
    const mixed = [d20("u", null, 1), d20("w", 3, 0, "starWorlds"), d20("d", 12, 10)];
    expect(orderedIds(mixed, rules(["w", "d"]))).toEqual(["d", "w", "u"]);
    const odd = [d20("a", 12, 10), d20("b", 12.5, 10)];
    expect(orderedIds(odd, rules(["a", "b"]))).toEqual(["b", "a"]);
  });

  it("agrees with the pairwise order on real initiative (m20 rules)", () => {
    const crowd = Array.from({ length: 12 }, (_, i) => d20(`c${i}`, 10 + (i % 3), 8 + (i % 4)));
    const m20Rules = () => ({
      order: (list: readonly SortEntry[]) =>
        m20.initiativeOrder(list.map((e) => ({ id: e.id, total: e.initiative!, dex: e.tieBreak }))),
      compare: compareD20,
    });
    expect(orderedIds(crowd, m20Rules)).toEqual(sortIds(crowd));
  });
});
