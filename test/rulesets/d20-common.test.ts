import { describe, expect, it } from "vitest";
import { ITEM_TYPES_OF_RULESET } from "../../src/config.js";
import { d20RulesetBase } from "../../src/rulesets/d20-common.js";
import { d20ChaseRules } from "../../src/rulesets/chase.js";
import { m20Shape as readM20, WrongRuleset } from "../../src/rulesets/actor-shapes.js";
import { m20Shape, operaShape } from "./shapes.js";

const base = d20RulesetBase("m20", readM20);
const m20Actor = (level: number) => ({
  type: "m20Character" as const,
  system: m20Shape({ level, bonuses: { str: 2, dex: -1, mnd: 3 } }),
  statuses: new Set<string>(),
});

describe("the part both d20 adapters share", () => {
  it("names the ruleset, its item types and Space Opera's chase procedure", () => {
    expect(base.id).toBe("m20");
    expect(base.label).toBe("HOLOCRON.Ruleset.m20");
    expect(base.itemTypes).toBe(ITEM_TYPES_OF_RULESET.m20);
    expect(d20RulesetBase("spaceOpera", readM20).label).toBe("HOLOCRON.Ruleset.spaceOpera");
    expect(base.chase).toBe(d20ChaseRules);
  });

  it("d20 armor leaves Star Worlds' Armor and Speed unused; no resets, level-up or condition field", () => {
    expect(base.unusedItemFields).toEqual({ armor: ["armor", "speed"] });
    expect(base.dailyUseResets).toEqual([]);
    expect(base.levelWaiting(m20Actor(3))).toBeNull();
    expect(base.conditionField("unconscious")).toBeNull();
  });

  it("roll data: the stat bonuses, the level as @level and @lvl", () => {
    expect(base.rollData(m20Actor(4))).toEqual({ str: 2, dex: -1, mnd: 3, level: 4, lvl: 4 });
  });

  it("reads only its own ruleset's actors", () => {
    const opera = {
      type: "operaCharacter" as const,
      system: operaShape(),
      statuses: new Set<string>(),
    };
    expect(() => base.rollData(opera)).toThrow(WrongRuleset);
  });
});
