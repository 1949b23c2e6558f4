// What the power rules read of an actor: rank, level, class flags and resistance numbers; a Star
// Worlds actor or another system's reads as nothing (0 and false).
import { describe, expect, it } from "vitest";
import {
  isDroid,
  isKnight,
  kitOfActor,
  powerTargetOf,
  powerUserOf,
  resisterStatsOf,
  statBonusesOf,
} from "../../src/rulesets/power-actors.js";
import { powerKit } from "../../src/rulesets/index.js";
import type { PowerKit } from "../../src/rulesets/power-kit.js";
import type { RulesetActor } from "../../src/rulesets/actor-shapes.js";
import { m20Shape, operaShape, worldsShape } from "./shapes.js";

const m20Kit = powerKit("m20") as PowerKit;
const operaKit = powerKit("spaceOpera") as PowerKit;

const kara: RulesetActor = {
  type: "m20Character",
  system: m20Shape({
    level: 7,
    bonuses: { str: 1, dex: 1, mnd: 2 },
    skills: { force: 7, physical: 2 },
    class: { knight: true, droid: false, affinity: true },
  }),
};
const droid: RulesetActor = {
  type: "m20Npc",
  system: m20Shape({
    bonuses: { str: 0, dex: 1, mnd: -1 },
    skills: { force: 3, physical: 0 },
    class: { knight: false, droid: true, affinity: false },
  }),
};
const psion: RulesetActor = {
  type: "operaCharacter",
  system: operaShape({ level: 4, skills: { psionics: 5 }, class: { knight: true, robot: false } }),
};
const ace: RulesetActor = { type: "worldsCharacter", system: worldsShape() };

describe("class flags and bonuses", () => {
  it("a Knight, a droid, and actors without d20 stats", () => {
    expect([isKnight(kara), isDroid(kara)]).toEqual([true, false]);
    expect([isKnight(droid), isDroid(droid)]).toEqual([false, true]);
    expect([isKnight(ace), isDroid(ace), isKnight(null)]).toEqual([false, false, false]);
    expect(statBonusesOf(kara)).toEqual({ str: 1, dex: 1, mnd: 2 });
    expect(statBonusesOf(ace)).toEqual({ str: 0, dex: 0, mnd: 0 });
  });
});

describe("powerUserOf", () => {
  it("the kit's skill rank, the level and the chosen stat's bonus", () => {
    expect(powerUserOf(kara, m20Kit)).toEqual({
      level: 7,
      rank: 7,
      statBonus: 2,
      knight: true,
      droid: false,
      affinity: true,
      hp: 10,
      mook: false,
    });
    expect(powerUserOf(kara, m20Kit, "str").statBonus).toBe(1);
    expect(powerUserOf(psion, operaKit)).toMatchObject({ level: 4, rank: 5, knight: true });
  });

  it("an actor without powers is a level-1 user with nothing", () => {
    expect(powerUserOf(ace, m20Kit)).toEqual({
      level: 1,
      rank: 0,
      statBonus: 0,
      knight: false,
      droid: false,
      affinity: false,
      hp: 0,
      mook: false,
    });
  });

  it("rulings: Robots — a Space Opera robot is a machine, as an m20 droid is", () => {
    const bot: RulesetActor = {
      type: "operaNpc",
      system: operaShape({ class: { knight: false, robot: true }, skills: { psionics: 4 } }),
    };
    expect(isDroid(bot)).toBe(true);
    expect(resisterStatsOf(bot, operaKit).power).toBe(0);
    expect(isDroid(psion)).toBe(false);
  });
});

describe("resisters", () => {
  it("Physical, the power skill and the stat bonuses; a droid has no power-skill rank", () => {
    expect(resisterStatsOf(kara, m20Kit)).toEqual({
      physical: 2,
      power: 7,
      statBonuses: { str: 1, dex: 1, mnd: 2 },
    });
    expect(resisterStatsOf(droid, m20Kit).power).toBe(0);
  });

  it("powerTargetOf names the target by its uuid", () => {
    expect(powerTargetOf(droid, { uuid: "Actor.d", name: "Droid" }, m20Kit)).toEqual({
      id: "Actor.d",
      name: "Droid",
      droid: true,
      stats: { physical: 0, power: 0, statBonuses: { str: 0, dex: 1, mnd: -1 } },
    });
    expect(powerTargetOf(null, { uuid: "Actor.x", name: null }, m20Kit).name).toBe("");
  });
});

describe("kitOfActor", () => {
  it("the Force for m20, psionics for Space Opera, none for Star Worlds or another system", () => {
    expect(kitOfActor({ type: "m20Npc" })?.skill).toBe("force");
    expect(kitOfActor({ type: "operaCharacter" })?.skill).toBe("psionics");
    expect(kitOfActor({ type: "worldsCharacter" })).toBeNull();
    expect(kitOfActor({ type: "character" })).toBeNull();
  });
});
