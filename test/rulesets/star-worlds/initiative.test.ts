// Star Worlds' combat order: higher Speed first, the Daring tie-break rank second; nothing rolled
// on a d20.
import { describe, expect, it } from "vitest";
import {
  compareStarWorlds,
  orderStarWorlds,
  starWorldsInitiative,
  starWorldsView,
} from "../../../src/rulesets/star-worlds/initiative.js";
import type { SortEntry } from "../../../src/rulesets/combat-view.js";
import type { RulesetActor } from "../../../src/rulesets/actor-shapes.js";
import { worldsShape } from "../shapes.js";
import { starWorlds } from "../../../src/rules/index.js";

const entry = (id: string, speed: number | null, tieBreak = 0): SortEntry => ({
  id,
  name: id,
  ruleset: "starWorlds",
  kind: "speed",
  initiative: speed,
  tieBreak,
});

describe("starWorldsView", () => {
  it("Speed, Daring and Vitality as combat shows them", () => {
    const ace: RulesetActor = {
      type: "worldsCharacter",
      system: worldsShape({
        speed: 4,
        health: { value: 9, max: 13 },
        attributes: { menace: 0, daring: 2, guile: 0, acuity: 0, presence: 0, spirit: 0 },
      }),
    };
    expect(starWorldsView(ace)).toEqual({
      kind: "speed",
      speed: 4,
      daring: 2,
      health: { value: 9, max: 13 },
    });
  });

  it("a character's Speed keeps the trace its model derived, for the tracker's breakdown", () => {
    const speedTrace = starWorlds.speedTrace([{ name: "Vest", armor: 1, speed: 3 }]);
    const system = worldsShape({ speed: 3 });
    const ace: RulesetActor = {
      type: "worldsCharacter",
      system: { ...system, traces: { speed: speedTrace } },
    };
    expect(starWorldsView(ace).speedTrace).toBe(speedTrace);
    // An NPC's Speed is typed: nothing derived to keep.
    expect(starWorldsView({ type: "worldsNpc", system }).speedTrace).toBeUndefined();
  });
});

describe("the order", () => {
  it("higher Speed first; at equal Speed the higher tie-break rank", () => {
    const list = [entry("slow", 2), entry("b", 3, 1), entry("a", 3, 2), entry("none", null)];
    expect(orderStarWorlds(list)).toEqual(["a", "b", "slow", "none"]);
    expect(compareStarWorlds(list[1]!, list[2]!)).toBeGreaterThan(0);
    expect(compareStarWorlds(list[2]!, list[0]!)).toBeLessThan(0);
  });
});

describe("starWorldsInitiative", () => {
  it("no initiative formula: Speed is set, not rolled; the tie-break rank comes from the flags", () => {
    expect(starWorldsInitiative.worldFormula).toBeNull();
    expect(
      starWorldsInitiative.formulaFor(starWorldsView({ type: "worldsNpc", system: worldsShape() })),
    ).toBeNull();
    const actor: RulesetActor = { type: "worldsNpc", system: worldsShape() };
    expect(starWorldsInitiative.tieBreak(actor, { tieBreak: 3 })).toBe(3);
    expect(starWorldsInitiative.tieBreak(actor, {})).toBe(0);
  });
});
