// Every call rules-api.md documents, made exactly as the document writes it (names, argument shapes,
// optional fields left out), so a signature that drifts from the document fails here.
import { describe, expect, it } from "vitest";
import { dice, m20, sim, spaceOpera, starWorlds } from "../../src/rules/index.js";

describe("rules-api.md dice calls", () => {
  it("pmf, probability and opposedChance take the documented arguments", () => {
    expect(dice.pmf("2d6+3").get(10)).toBeCloseTo(6 / 36, 12);
    expect(dice.probability("1d20-1", (t) => t >= 10)).toBeCloseTo(10 / 20, 12);
    expect(dice.opposedChance("1d20", "1d20", "defender")).toBeCloseTo(190 / 400, 12);
    expect(dice.opposedChance("2d6", "2d6", "reroll")).toBeCloseTo(0.5, 12);
  });
});

describe("rules-api.md m20 and spaceOpera calls", () => {
  it("m20.maxHp({ str, hitDice }) counts every die given; with level, the first level's", () => {
    expect(m20.maxHp({ str: 14, hitDice: [4, 6, 2] })).toBe(26);
    expect(m20.maxHp({ str: 14, hitDice: [4, 6, 2], level: 2 })).toBe(24);
  });

  it("the health calls take the documented state shapes", () => {
    const m = { hp: 5, maxHp: 20, str: 12, strDamage: 0, mook: false, status: "ok" as const };
    expect(m20.applyDamage(m, 8)).toMatchObject({ hp: 0, strDamage: 3, status: "unconscious" });
    expect(m20.heal({ ...m, hp: 0, strDamage: 3, status: "unconscious" }, 5)).toMatchObject({
      strDamage: 0,
      hp: 2,
    });
    expect(m20.secondWind(21)).toBe(10);
    const o = { hp: 3, maxHp: 20, mook: false, status: "ok" as const };
    expect(spaceOpera.applyDamage(o, 5).status).toBe("dying");
    expect(spaceOpera.heal({ hp: 0, maxHp: 20, mook: false, status: "dying" }, 4).status).toBe(
      "ok",
    );
    expect(spaceOpera.maxHp({ str: 12, level: 3 })).toBeGreaterThan(12);
    expect(spaceOpera.secondWindFormula).toBe("2d6+2");
  });

  it("checks, attacks and initiative take the documented shapes", () => {
    expect(m20.attackOutcome({ natural: 20, total: 25, ac: 15 })).toEqual({
      hit: true,
      critical: true,
    });
    expect(spaceOpera.hitChance({ bonus: 5, ac: 15 })).toBeCloseTo(11 / 20, 12);
    expect(
      m20.initiativeOrder([
        { id: "a", total: 12, dex: 10 },
        { id: "b", total: 15, dex: 10 },
      ]),
    ).toEqual(["b", "a"]);
    expect(spaceOpera.opposedWinner(10, 10)).toBe("resister");
    expect(m20.healPerHour(3, true)).toBe(6);
    expect(spaceOpera.dyingCheck({ total: 10 })).toMatch(/survives|dies/);
    expect(spaceOpera.dyingSurvivalChance({ strBonus: 1, level: 2 })).toBeGreaterThan(0);
  });

  it("the hazard and Force calls take the documented arguments", () => {
    expect(m20.fallingDice(30)).toBe(3);
    expect(spaceOpera.hazardBonus(30)).toBe(3);
    expect(m20.landLightlyDC(30)).toBe(30);
    expect(spaceOpera.halfRoundedUp(7)).toBe(4);
    expect(m20.exposureDC(0)).toBeGreaterThan(0);
    expect(m20.forceCost({ targets: 1, inCombat: true })).toBeGreaterThan(0);
    expect(m20.forceCost({ targets: 1, inCombat: true, affinity: true })).toBeGreaterThanOrEqual(0);
    expect(m20.forcePenalty(1)).toBe(0);
    expect(m20.forcePenalty(2)).toBe(-2);
    expect(typeof m20.battlemindBonus(15)).toBe("number");
  });

  it("spaceOpera.chaseBonus and chaseRound take the documented shapes", () => {
    expect(spaceOpera.chaseBonus(50)).toBe(2);
    expect(
      spaceOpera.chaseRound({
        gap: 30,
        pursuer: { total: 14, movement: 30 },
        quarry: { total: 14, movement: 30 },
      }),
    ).toEqual({ gap: 30, winner: "none", caught: false });
  });
});

describe("rules-api.md starWorlds calls", () => {
  it("outcomes, attributes, Vitality and levels take the documented arguments", () => {
    expect(starWorlds.outcome(12, { skilled: false })).toBe("critical");
    const chances = starWorlds.outcomeChances(1, { skilled: true });
    expect(Object.values(chances).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(starWorlds.attributeFromRoll(7)).toBeTypeOf("number");
    expect(starWorlds.maxVitality({ menace: 1, level: 1 })).toBe(13);
    expect(starWorlds.maxHeroPoints).toBe(12);
    expect(starWorlds.levelForHeroPointsSpent(12)).toBe(2);
    expect(starWorlds.levelGains(5).damageDice).toBe(1);
  });

  it("health, opposed rolls and turn order take the documented shapes", () => {
    const w = { vitality: 5, maxVitality: 13, armor: 1, wounded: false, dying: false };
    expect(starWorlds.applyDamage(w, 3).vitality).toBe(3);
    expect(starWorlds.recover({ ...w, vitality: 0, wounded: true }, "week").wounded).toBe(false);
    expect(starWorlds.opposedWinner(8, 8)).toBe("reroll");
    expect(
      starWorlds.turnOrder([
        { id: "slow", speed: 1, daring: 3 },
        { id: "fast", speed: 4, daring: 0 },
      ]),
    ).toEqual(["fast", "slow"]);
  });

  it("chaseRound: more movement wins whatever the totals; equal movements read them", () => {
    expect(
      starWorlds.chaseRound({
        gap: 30,
        pursuer: { totals: [2], movement: 10 },
        quarry: { totals: [12], movement: 40 },
      }).winner,
    ).toBe("quarry");
    expect(
      starWorlds.chaseRound({
        gap: 30,
        pursuer: { totals: [7, 9], movement: 40 },
        quarry: { totals: [7, 4], movement: 40 },
      }),
    ).toEqual({ gap: 0, winner: "pursuer", caught: true });
    expect(() =>
      starWorlds.chaseRound({
        gap: 30,
        pursuer: { totals: [7], movement: 40 },
        quarry: { totals: [7], movement: 40 },
      }),
    ).toThrow("roll again");
  });
});

describe("rules-api.md sim.encounter", () => {
  it("takes the documented fighter shapes and returns fractions that sum to 1", () => {
    const r = sim.encounter(
      [
        {
          id: "hero",
          side: "party",
          ruleset: "m20",
          level: 2,
          hp: 20,
          maxHp: 20,
          str: 14,
          dex: 12,
          ac: 14,
          attackBonus: 4,
          damage: "1d8+2",
        },
        {
          id: "thug",
          side: "foes",
          ruleset: "m20",
          level: 1,
          hp: 1,
          maxHp: 1,
          str: 10,
          dex: 10,
          ac: 11,
          attackBonus: 1,
          damage: "1d6",
          mook: true,
        },
      ],
      { fights: 50, seed: 7 },
    );
    expect(r.partyWins + r.foesWin + r.draws).toBeCloseTo(1, 12);
    expect(Object.keys(r.downedChance).sort()).toEqual(["hero", "thug"]);
  });
});
