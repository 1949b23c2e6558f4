import { describe, expect, it } from "vitest";
import {
  d20Shape,
  isD20Actor,
  m20Shape,
  operaShape,
  worldsShape,
  WrongRuleset,
  type RulesetActor,
} from "../../src/rulesets/actor-shapes.js";
import * as shapes from "./shapes.js";

const m20: RulesetActor = { type: "m20Npc", system: shapes.m20Shape() };
const opera: RulesetActor = { type: "operaCharacter", system: shapes.operaShape() };
const worlds: RulesetActor = { type: "worldsCharacter", system: shapes.worldsShape() };
const worldsNpc: RulesetActor = { type: "worldsNpc", system: shapes.worldsNpcShape() };

describe("reading an actor's system by its ruleset", () => {
  it("each reader gives the system of its own actor types", () => {
    expect(m20Shape(m20)).toBe(m20.system);
    expect(operaShape(opera)).toBe(opera.system);
    expect(d20Shape(m20)).toBe(m20.system);
    expect(d20Shape(opera)).toBe(opera.system);
    expect(worldsShape(worlds)).toBe(worlds.system);
    expect(worldsShape(worldsNpc)).toBe(worldsNpc.system);
  });

  it("an actor of another ruleset is a wiring error naming both", () => {
    expect(() => m20Shape(opera)).toThrow(WrongRuleset);
    expect(() => m20Shape(opera)).toThrow(
      'The m20 rules cannot read an actor of type "operaCharacter"',
    );
    expect(() => operaShape(m20)).toThrow(
      'The Space Opera rules cannot read an actor of type "m20Npc"',
    );
    expect(() => d20Shape(worlds)).toThrow(
      'The d20 rules cannot read an actor of type "worldsCharacter"',
    );
    expect(() => worldsShape(opera)).toThrow("The Star Worlds rules cannot read");
  });

  it("isD20Actor: m20 and Space Opera actors, not Star Worlds ones", () => {
    expect([m20, opera, worlds, worldsNpc].map(isD20Actor)).toEqual([true, true, false, false]);
  });
});
