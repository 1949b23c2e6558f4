import { describe, expect, it } from "vitest";
import {
  checkFighters,
  checkOptions,
  MAX_FIGHTS,
  MAX_ROUNDS_LIMIT,
} from "../../../src/rules/sim/check-input.js";
import type { Fighter } from "../../../src/rules/sim/types.js";
import { d20Fighter, worldsFighter } from "./fighters.js";

const pair = (party: Partial<Fighter> = {}): Fighter[] =>
  [{ ...d20Fighter("a", "party"), ...party }, d20Fighter("b", "foes")] as Fighter[];

describe("checkFighters", () => {
  it("accepts a d20 fight and a Star Worlds fight", () => {
    expect(() => checkFighters(pair())).not.toThrow();
    expect(() =>
      checkFighters([worldsFighter("a", "party", { heroPoints: 2 }), worldsFighter("b", "foes")]),
    ).not.toThrow();
  });

  it.each([
    [{ level: 0 }, "fighters[0].level must be at least 1, got 0"],
    [{ hp: 25 }, "fighters[0].hp 25 is above maxHp 20"],
    [{ hp: -1 }, "fighters[0].hp must be at least 0, got -1"],
    [{ ac: 1.5 }, "fighters[0].ac must be an integer, got 1.5"],
    [{ side: "neutral" }, "fighters[0].side must be one of party, foes"],
    [{ ruleset: "dnd" }, "fighters[0].ruleset must be one of m20, spaceOpera, starWorlds"],
    [{ damage: 8 }, "fighters[0].damage must be a dice formula"],
    [
      { power: { checkBonus: 2, damage: "1d6", cost: -1 } },
      "fighters[0].power.cost must be at least 0",
    ],
    [{ powerResist: "high" }, "fighters[0].powerResist must be an integer"],
    [{ maxHp: -1 }, "fighters[0].maxHp must be at least 0, got -1"],
    [{ ruleset: "spaceOpera", maxHp: 0, hp: 0 }, "fighters[0].maxHp must be at least 1, got 0"],
    [{ hp: 2.5 }, "fighters[0].hp must be an integer, got 2.5"],
    [{ str: -1 }, "fighters[0].str must be at least 0, got -1"],
    [{ dex: -2 }, "fighters[0].dex must be at least 0, got -2"],
    [{ attackBonus: "4" }, 'fighters[0].attackBonus must be an integer, got "4"'],
  ])("refuses %j, naming the value", (over, message) => {
    expect(() => checkFighters(pair(over as Partial<Fighter>))).toThrow(message);
  });

  it("Space Opera HP may be below 0 (dying); m20 HP may not", () => {
    expect(() => checkFighters(pair({ ruleset: "spaceOpera", hp: -3 }))).not.toThrow();
    expect(() => checkFighters(pair({ hp: -3 }))).toThrow("hp must be at least 0");
  });

  it("refuses Star Worlds values out of range", () => {
    const worlds = (over: Partial<Fighter>) =>
      checkFighters([
        { ...worldsFighter("a", "party"), ...over } as Fighter,
        worldsFighter("b", "foes"),
      ]);
    expect(() => worlds({ vitality: 14 })).toThrow("fighters[0].vitality must be between 0 and 13");
    expect(() => worlds({ armor: -1 })).toThrow("fighters[0].armor must be at least 0");
    expect(() => worlds({ heroPoints: 99 })).toThrow("fighters[0].heroPoints must be between 0");
    expect(() => worlds({ maxVitality: -1 })).toThrow(
      "fighters[0].maxVitality must be at least 0, got -1",
    );
    expect(() => worlds({ speed: -1 })).toThrow("fighters[0].speed must be at least 0, got -1");
    expect(() => worlds({ daring: 0.5 })).toThrow("fighters[0].daring must be an integer, got 0.5");
    expect(() => worlds({ attack: NaN })).toThrow("fighters[0].attack must be an integer, got NaN");
  });

  it("refuses a side with nobody, an id twice, and rulesets that cannot meet", () => {
    expect(() => checkFighters([d20Fighter("a", "party")])).toThrow("The foes side has no fighter");
    expect(() => checkFighters([d20Fighter("a", "party")])).toThrow(
      expect.objectContaining({ key: "HOLOCRON.Rules.Error.noFighter", data: { side: "foes" } }),
    );
    expect(() => checkFighters([d20Fighter("a", "party"), d20Fighter("a", "foes")])).toThrow(
      'fighters has the id "a" twice',
    );
    expect(() => checkFighters([d20Fighter("a", "party"), worldsFighter("b", "foes")])).toThrow(
      "Star Worlds fighters cannot fight d20",
    );
  });

  it("refuses what is not a list of objects", () => {
    expect(() => checkFighters("a" as never)).toThrow("fighters must be an array");
    expect(() => checkFighters([null] as never)).toThrow("fighters[0] must be an object");
    expect(() => checkFighters([5] as never)).toThrow("fighters[0] must be an object");
  });
});

describe("checkOptions", () => {
  it("gives the round limit: the option's, or 50", () => {
    expect(checkOptions({ fights: 10, seed: 1 })).toBe(50);
    expect(checkOptions({ fights: 10, seed: 1, maxRounds: 12 })).toBe(12);
  });

  it("refuses fights, rounds and progress out of range", () => {
    expect(() => checkOptions({ fights: 0, seed: 1 })).toThrow("fights must be between 1");
    expect(() => checkOptions({ fights: MAX_FIGHTS + 1, seed: 1 })).toThrow("fights");
    expect(() => checkOptions({ fights: 1, seed: 0.5 })).toThrow("seed must be an integer");
    expect(() => checkOptions({ fights: 1, seed: 1, maxRounds: MAX_ROUNDS_LIMIT + 1 })).toThrow(
      "maxRounds",
    );
    expect(() => checkOptions({ fights: 1, seed: 1, progressEvery: 0 })).toThrow("progressEvery");
    expect(() => checkOptions({ fights: 1, seed: 1, onProgress: 3 as never })).toThrow(
      "onProgress must be a function",
    );
    expect(() => checkOptions(null as never)).toThrow("options must be an object");
    expect(() => checkOptions(5 as never)).toThrow("options must be an object");
  });
});
