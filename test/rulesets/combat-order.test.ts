import { describe, expect, it } from "vitest";
import {
  byName,
  compareEntries,
  pairResult,
  rulesCanOrder,
} from "../../src/rulesets/combat-order.js";
import type { SortEntry } from "../../src/rulesets/combat-view.js";
import { compareD20 } from "../../src/rulesets/d20-initiative.js";

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
