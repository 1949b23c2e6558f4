import { describe, expect, it } from "vitest";
import { RULE_PLACES, rulePageUuid } from "../../src/rulesets/rule-journal.js";
import { RULESET_IDS } from "../../src/config.js";
import { trace } from "../../src/rules/index.js";

/** Star Worlds' own rules: none of them is a d20 ruleset's. */
const WORLDS_ONLY: readonly trace.RuleId[] = [
  "vitality",
  "speed",
  "worldsRoll",
  "armor",
  "tieBreak",
  "levelsWaiting",
  "damageDice",
  "chaseMovement",
];
/** The d20 rules: all but Star Worlds' own. */
const D20_RULES = trace.RULE_IDS.filter((r) => !WORLDS_ONLY.includes(r));
/** m20's own: hit dice (Space Opera's HP has none: 10 + STR + 2 a level). */
const M20_ONLY: readonly trace.RuleId[] = ["hitDice"];

describe("RULE_PLACES", () => {
  it("the d20 rulesets place the d20 rules; Star Worlds its own, damage, attack, chase and health", () => {
    expect(Object.keys(RULE_PLACES).sort()).toEqual([...RULESET_IDS].sort());
    expect(Object.keys(RULE_PLACES.m20).sort()).toEqual([...D20_RULES].sort());
    expect(Object.keys(RULE_PLACES.spaceOpera).sort()).toEqual(
      D20_RULES.filter((r) => !M20_ONLY.includes(r)).sort(),
    );
    expect(Object.keys(RULE_PLACES.starWorlds)).toEqual([
      "vitality",
      "speed",
      "worldsRoll",
      "damageRoll",
      "armor",
      "attackBonus",
      "tieBreak",
      "chaseCheck",
      "chaseMovement",
      "levelsWaiting",
      "damageDice",
      "healthChange",
    ]);
  });

  it("every place cites a rule a trace can name, in its ruleset's one rules journal", () => {
    const packs = { m20: "m20-rules", spaceOpera: "opera-rules", starWorlds: "worlds-rules" };
    for (const ruleset of RULESET_IDS) {
      const places = Object.entries(RULE_PLACES[ruleset]);
      for (const [rule, place] of places) {
        expect(trace.RULE_IDS).toContain(rule);
        expect(place!.pack).toBe(packs[ruleset]);
        // A heading's slug: lower-case words joined by "-" (JournalEntryPage#slugifyHeading).
        expect(place!.anchor).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
      expect(new Set(places.map(([, p]) => p!.entry)).size).toBe(1);
    }
  });

  it("m20's Armor Class is the combat page's armor-class heading; the two d20 powers differ", () => {
    expect(RULE_PLACES.m20.armorClass).toEqual({
      pack: "m20-rules",
      entry: "ZHofdjfGGGx2RK2C",
      page: "ci15NT5PeoYxDkgH",
      anchor: "armor-class",
    });
    expect(RULE_PLACES.m20.powerCost?.anchor).toBe("force-cost");
    expect(RULE_PLACES.spaceOpera.powerCost?.anchor).toBe("psionic-cost");
    expect(RULE_PLACES.starWorlds.speed?.anchor).toBe("speed-and-armor");
  });
});

describe("rulePageUuid", () => {
  it("a page of the system's compendium journal", () => {
    expect(rulePageUuid(RULE_PLACES.m20.armorClass!)).toBe(
      "Compendium.holocron.m20-rules.JournalEntry.ZHofdjfGGGx2RK2C.JournalEntryPage.ci15NT5PeoYxDkgH",
    );
    expect(rulePageUuid({ pack: "p", entry: "e", page: "g", anchor: "a" })).toBe(
      "Compendium.holocron.p.JournalEntry.e.JournalEntryPage.g",
    );
  });
});
