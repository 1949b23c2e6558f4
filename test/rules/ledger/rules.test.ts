import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { LedgerChange } from "../../../src/rules/ledger/row.js";
import { ruleOfChanges, type RuleContext } from "../../../src/rules/ledger/row.js";
import { field, hp, status, str } from "./fight-rows.js";

describe("ruleOfChanges", () => {
  const cases: [string, LedgerChange[], string | undefined][] = [
    ["no changes", [], undefined],
    ["HP only", [hp(8, 3)], undefined],
    ["STR damage rising (m20 seed 000)", [hp(1, 0), str(0, 2)], "HOLOCRON.Ledger.Rule.StrDamage"],
    ["STR damage healed is no rule", [str(2, 0)], undefined],
    ["STR damage not a number", [field("strDamage.value", null, 2)], undefined],
    ["Dying gained", [status("dying", true)], "HOLOCRON.Ledger.Rule.Dying"],
    ["Dying from absent", [field("status:dying", null, true)], "HOLOCRON.Ledger.Rule.Dying"],
    ["Dying lost is no rule", [status("dying", false)], undefined],
    ["Dying held throughout is no rule", [field("status:dying", true, true)], undefined],
    [
      "Wounded gained (Star Worlds seed 002)",
      [hp(2, 0), status("wounded", true)],
      "HOLOCRON.Ledger.Rule.Wounded",
    ],
    ["Unconscious gained", [status("unconscious", true)], "HOLOCRON.Ledger.Rule.Unconscious"],
    ["another status", [status("prone", true)], undefined],
    [
      "STR damage comes before Dying",
      [status("dying", true), str(0, 1)],
      "HOLOCRON.Ledger.Rule.StrDamage",
    ],
    [
      "Dying comes before Wounded and Unconscious",
      [status("unconscious", true), status("wounded", true), status("dying", true)],
      "HOLOCRON.Ledger.Rule.Dying",
    ],
    [
      "Wounded comes before Unconscious",
      [status("unconscious", true), status("wounded", true)],
      "HOLOCRON.Ledger.Rule.Wounded",
    ],
  ];
  it.each(cases)("%s", (_name, changes, expected) => {
    expect(ruleOfChanges(changes)).toBe(expected);
  });
});

const R = "HOLOCRON.Ledger.Rule.";
const m20: RuleContext = { ruleset: "m20" };
const opera: RuleContext = { ruleset: "spaceOpera" };
const worlds: RuleContext = { ruleset: "starWorlds" };
const rest = (ruleset: RuleContext, recovery: string): RuleContext => ({
  ...ruleset,
  cause: "rest",
  request: "actor.recover",
  recovery,
});

/** Every rule-driven change of the three rulesets → the rule its row names (seed lines in rules.ts). */
const RULES: [string, LedgerChange[], RuleContext, string | undefined][] = [
  // m20 (seed 000)
  ["m20 STR to 0: dead", [str(3, 5), status("dead", true)], m20, `${R}M20Dead`],
  ["m20 damage past 0 HP", [hp(2, 0), str(0, 3)], m20, `${R}StrDamage`],
  ["m20 0 HP: unconscious", [hp(2, 0), status("unconscious", true)], m20, `${R}Unconscious`],
  ["m20 mook hit", [status("defeated", true)], { ...m20, mook: true }, `${R}Mook`],
  ["a defeated mark by hand, no mook", [status("defeated", true)], m20, undefined],
  [
    "m20 natural 20",
    [hp(12, 2)],
    { ...m20, cause: "card", critical: true, request: "card.apply" },
    `${R}Critical`,
  ],
  ["m20 plain hit", [hp(12, 6)], { ...m20, cause: "card" }, undefined],
  [
    "m20 Force power paid in HP",
    [hp(12, 8)],
    { ...m20, cause: "power", request: "power.use" },
    "HOLOCRON.Breakdown.Rule.m20.powerCost",
  ],
  [
    "m20 level up: a hit die",
    [field("level", 1, 2), field("hitDice", "4", "4,6")],
    { ...m20, cause: "levelUp" },
    "HOLOCRON.Breakdown.Rule.m20.maxHp",
  ],
  ["m20 an hour's rest", [hp(3, 5)], rest(m20, "hour"), `${R}HealHour`],
  ["m20 with medical care", [hp(3, 7)], rest(m20, "hourMedical"), `${R}HealHour`],
  [
    "m20 second wind",
    [hp(3, 9), field("secondWindUsed", false, true)],
    { ...m20, cause: "request", request: "actor.recover", recovery: "secondWind" },
    `${R}M20SecondWind`,
  ],
  [
    "m20 second wind marked by hand",
    [field("secondWindUsed", false, true)],
    m20,
    `${R}M20SecondWind`,
  ],
  ["heat or cold: a check counted", [field("flags.exposureChecks", 1, 2)], m20, `${R}Exposure`],
  ["heat or cold: the first check", [field("flags.exposureChecks", null, 1)], m20, `${R}Exposure`],
  ["exposure reset is no rule", [field("flags.exposureChecks", 2, 0)], m20, undefined],
  // Star Worlds (seed 002)
  ["Worlds Vitality 0: Wounded", [hp(2, 0), field("wounded", false, true)], worlds, `${R}Wounded`],
  ["Worlds hit while Wounded: Dying", [field("dying", false, true)], worlds, `${R}Dying`],
  [
    "Worlds Armor off a hit",
    [hp(10, 7)],
    { ...worlds, cause: "card", armor: 2 },
    `${R}WorldsArmor`,
  ],
  ["Worlds no Armor", [hp(10, 7)], { ...worlds, cause: "card", armor: 0 }, undefined],
  ["Worlds no double damage", [hp(10, 2)], { ...worlds, cause: "card", critical: true }, undefined],
  [
    "Worlds Hero Point spent",
    [field("heroPoints.value", 3, 2), field("heroPoints.spent", 11, 12)],
    { ...worlds, cause: "card", request: "card.heroDie" },
    `${R}HeroPointSpent`,
  ],
  [
    "Worlds level taken from Hero Points",
    [field("level", 1, 2)],
    { ...worlds, cause: "levelUp" },
    `${R}WorldsLevel`,
  ],
  [
    "Worlds night's rest",
    [hp(4, 13), field("wounded", true, false)],
    rest(worlds, "night"),
    `${R}WorldsNight`,
  ],
  ["Worlds week's rest", [field("dying", true, false)], rest(worlds, "week"), `${R}WorldsWeek`],
  ["Worlds bacta tank", [field("dying", true, false)], rest(worlds, "bacta"), `${R}WorldsWeek`],
  // Space Opera (seed 003)
  [
    "Opera 0 HP: unconscious and dying",
    [hp(3, -2), status("unconscious", true), status("dying", true)],
    opera,
    `${R}OperaDying`,
  ],
  [
    "Opera failed dying check: dead",
    [status("dead", true)],
    { ...opera, cause: "dyingCheck" },
    `${R}DyingCheck`,
  ],
  ["Opera dead by hand is no rule", [status("dead", true)], opera, undefined],
  ["Opera mook hit", [status("defeated", true)], { ...opera, mook: true }, `${R}Mook`],
  ["Opera natural 20", [hp(15, 1)], { ...opera, cause: "card", critical: true }, `${R}Critical`],
  [
    "Opera psionic power paid in HP",
    [hp(15, 11)],
    { ...opera, cause: "power", request: "power.use" },
    "HOLOCRON.Breakdown.Rule.spaceOpera.powerCost",
  ],
  [
    "Opera level up",
    [field("level", 2, 3)],
    { ...opera, cause: "levelUp" },
    "HOLOCRON.Breakdown.Rule.spaceOpera.maxHp",
  ],
  [
    "Opera second wind for Heroism",
    [hp(2, 10), field("heroism.value", 2, 1)],
    rest(opera, "heroism"),
    `${R}OperaSecondWind`,
  ],
  ["Opera Heroism spent", [field("heroism.value", 2, 1)], opera, `${R}OperaSecondWind`],
  ["Opera an hour's rest", [hp(2, 5)], rest(opera, "hour"), `${R}HealHour`],
];

describe("the rule of each rule-driven change, by ruleset", () => {
  it.each(RULES)("%s", (_name, changes, context, expected) => {
    expect(ruleOfChanges(changes, context)).toBe(expected);
  });

  it("every rule named is a sentence of lang/en.json in Holocron's own words", () => {
    const en = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
    const text = (key: string): unknown =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
    const words = (s: string) => s.toLowerCase().match(/[a-z0-9']+/g) ?? [];
    // The seeds sit beside the checkout (or beside its worktrees); a clean clone has none.
    const dir = [join("..", "shared", "seeds"), join("..", "..", "shared", "seeds")].find((d) =>
      existsSync(d),
    );
    const seeds = dir
      ? readdirSync(dir).map((f) => ` ${words(readFileSync(join(dir, f), "utf8")).join(" ")} `)
      : [];
    for (const key of new Set(RULES.flatMap(([, , , rule]) => (rule ? [rule] : [])))) {
      const sentence = text(key);
      expect(typeof sentence, key).toBe("string");
      // A run of ten words shared with a seed is copied text (as the rules journals' test).
      const w = words(String(sentence));
      for (let i = 0; i + 10 <= w.length; i += 1) {
        const run = ` ${w.slice(i, i + 10).join(" ")} `;
        expect(
          seeds.some((seed) => seed.includes(run)),
          `${key}: "${run}"`,
        ).toBe(false);
      }
    }
  });
});
