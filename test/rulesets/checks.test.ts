import { describe, expect, it } from "vitest";
import { m20, spaceOpera } from "../../src/rules/index.js";
import { RULESETS, isRulesetId, rulesetById } from "../../src/rulesets/index.js";
import type { RulesetActor } from "../../src/rulesets/actor-shapes.js";
import { broken, m20Shape, worldsShape } from "./shapes.js";

// The roll members of each adapter: Foundry code reads these instead of branching on ruleset names.
const d20System = {
  type: "m20Character" as const,
  system: m20Shape({ bonuses: { str: 2, dex: -1, mnd: 0 } }),
};
const worldsSystem = {
  type: "worldsCharacter" as const,
  system: worldsShape({
    attributes: { menace: 1, daring: 2, guile: 0, acuity: -1, presence: 0, spirit: 3 },
    damageDice: 1,
  }),
};
/** An actor not prepared yet: no derived bonuses, no damage dice. */
const unprepared = (type: RulesetActor["type"]) => broken<RulesetActor>({ type, system: {} });

describe("ruleset checks", () => {
  it.each([
    ["m20", "d20", "HOLOCRON.Roll.Dialog.Stat", false],
    ["spaceOpera", "d20", "HOLOCRON.Roll.Dialog.Stat", false],
    ["starWorlds", "worlds", "HOLOCRON.Roll.Dialog.Attribute", true],
  ] as const)("%s rolls %s checks, labels %s, hero points %s", (id, kind, label, hero) => {
    const { checks } = rulesetById(id);
    expect(checks.kind).toBe(kind);
    expect(checks.statLabel).toBe(label);
    expect(checks.heroPoints).toBe(hero);
  });

  it.each(["m20", "spaceOpera"] as const)("%s reads the derived stat bonuses", (id) => {
    expect(rulesetById(id).checks.stats(d20System)).toEqual([
      { id: "str", label: "HOLOCRON.Sheet.Stat.str", bonus: 2 },
      { id: "dex", label: "HOLOCRON.Sheet.Stat.dex", bonus: -1 },
      { id: "mnd", label: "HOLOCRON.Sheet.Stat.mnd", bonus: 0 },
    ]);
    expect(
      rulesetById(id)
        .checks.stats(unprepared("m20Character"))
        .map((s) => s.bonus),
    ).toEqual([0, 0, 0]);
  });

  it("Star Worlds reads the attributes", () => {
    const stats = rulesetById("starWorlds").checks.stats(worldsSystem);
    expect(stats.map((s) => [s.id, s.label, s.bonus])).toEqual([
      ["menace", "HOLOCRON.Sheet.Attribute.menace", 1],
      ["daring", "HOLOCRON.Sheet.Attribute.daring", 2],
      ["guile", "HOLOCRON.Sheet.Attribute.guile", 0],
      ["acuity", "HOLOCRON.Sheet.Attribute.acuity", -1],
      ["presence", "HOLOCRON.Sheet.Attribute.presence", 0],
      ["spirit", "HOLOCRON.Sheet.Attribute.spirit", 3],
    ]);
  });

  it.each([
    ["m20", "melee", "str"],
    ["m20", "ranged", "dex"],
    ["spaceOpera", "thrown", "dex"],
    ["starWorlds", "melee", "menace"],
    ["starWorlds", "ranged", "daring"],
  ] as const)("%s: a %s attack starts on %s", (id, kind, stat) => {
    expect(rulesetById(id).checks.attackStat(kind)).toBe(stat);
  });

  it("Star Worlds: skills start on Menace; weapon damage adds the level dice", () => {
    const { checks } = rulesetById("starWorlds");
    if (checks.kind !== "worlds") throw new Error("Star Worlds rolls worlds checks");
    expect(checks.skillAttribute).toBe("menace");
    expect(checks.weaponDamage("1d6", worldsSystem)).toBe("1d6+1d6");
    expect(checks.weaponDamage("1d6", unprepared("worldsCharacter"))).toBe("1d6");
  });

  it.each([
    ["m20", false, m20],
    ["spaceOpera", true, spaceOpera],
  ] as const)("%s attacks: natural 1 misses %s, as its rules say", (id, misses, rules) => {
    const { checks } = rulesetById(id);
    if (checks.kind !== "d20") throw new Error(`${id} rolls d20 checks`);
    expect(checks.attack.naturalOneMisses).toBe(misses);
    const natural1 = { natural: 1, total: 30, ac: 10 };
    expect(checks.attack.outcome(natural1)).toEqual(rules.attackOutcome(natural1));
    expect(checks.attack.outcome(natural1).hit).toBe(!misses);
    expect(checks.attack.hitChance({ bonus: 3, ac: 15 })).toBe(
      rules.hitChance({ bonus: 3, ac: 15 }),
    );
  });
});

describe("ruleset powers", () => {
  it.each([
    ["m20", "force", "forcePower"],
    ["spaceOpera", "psionics", "psionicPower"],
  ] as const)("%s: the %s kit, items %s", (id, skill, itemType) => {
    const kit = rulesetById(id).powers;
    expect(kit?.ruleset).toBe(id);
    expect(kit?.skill).toBe(skill);
    expect(kit?.itemType).toBe(itemType);
  });

  it("Star Worlds has no powers", () => {
    expect(rulesetById("starWorlds").powers).toBeNull();
  });
});

describe("isRulesetId", () => {
  it("accepts the three ids and nothing else", () => {
    for (const id of Object.keys(RULESETS)) expect(isRulesetId(id)).toBe(true);
    for (const v of ["", "dnd5e", "toString", "constructor", null, 3, undefined]) {
      expect(isRulesetId(v)).toBe(false);
    }
  });
});
