// What a Star Worlds roll reads of an actor: its six attributes, the attribute an attack or skill
// starts on, and a character's extra damage dice from the level table (NPCs roll theirs as written).
import { describe, expect, it } from "vitest";
import { starWorldsChecks } from "../../../src/rulesets/star-worlds/index.js";
import type { RulesetActor } from "../../../src/rulesets/actor-shapes.js";
import { m20Shape, worldsNpcShape, worldsShape } from "../shapes.js";

const ace: RulesetActor = {
  type: "worldsCharacter",
  system: worldsShape({
    attributes: { menace: 2, daring: 1, guile: 0, acuity: -1, presence: 3, spirit: 0 },
    damageDice: 2,
  }),
};
const trooper: RulesetActor = { type: "worldsNpc", system: worldsNpcShape() };

describe("starWorldsChecks", () => {
  it("every attribute with its label and the actor's bonus", () => {
    const stats = starWorldsChecks.stats(ace);
    expect(stats.map((s) => [s.id, s.bonus])).toEqual([
      ["menace", 2],
      ["daring", 1],
      ["guile", 0],
      ["acuity", -1],
      ["presence", 3],
      ["spirit", 0],
    ]);
    expect(stats[0]!.label).toBe("HOLOCRON.Sheet.Attribute.menace");
  });

  it("melee starts on Menace, ranged on Daring; a skill on Menace", () => {
    expect(starWorldsChecks.attackStat("melee")).toBe("menace");
    expect(starWorldsChecks.attackStat("ranged")).toBe("daring");
    expect(starWorldsChecks.skillAttribute).toBe("menace");
  });

  it("a character adds the level table's d6; an NPC rolls its weapon's dice", () => {
    expect(starWorldsChecks.weaponDamage("1d6+1", ace)).toBe("1d6+1+2d6");
    expect(starWorldsChecks.weaponDamage("1d6+1", trooper)).toBe("1d6+1");
  });

  it("an actor of another ruleset is a wiring error", () => {
    expect(() => starWorldsChecks.stats({ type: "m20Npc", system: m20Shape() })).toThrow(
      "The Star Worlds rules cannot read",
    );
  });
});
