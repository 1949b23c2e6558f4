import { describe, expect, it } from "vitest";
import { m20, sim, spaceOpera } from "../../../src/rules/index.js";
import type { Fighter } from "../../../src/rules/sim/index.js";
import { d20Fighter, knightParty, worldsFighter } from "./fighters.js";

const FIGHTS = 10_000;

describe("sim.encounter: fights whose answer is known", () => {
  it("a lone attacker that always hits a mook wins every fight in round 1", () => {
    const r = sim.encounter(
      [
        d20Fighter("hero", "party", { attackBonus: 100 }),
        d20Fighter("mook", "foes", { mook: true, attackBonus: 100 }),
      ],
      { fights: FIGHTS, seed: 1 },
    );
    // The mook may act first and hit (a hero of 20 HP survives a 1d8+1), so round 1 either way.
    expect(r).toMatchObject({ partyWins: 1, foesWin: 0, draws: 0, meanRounds: 1 });
    expect(r.downedChance).toEqual({ hero: 0, mook: 1 });
    // The counts the fractions are made of: every fight won, one round each, the mook down in each.
    expect(r.counts).toEqual({
      partyWins: FIGHTS,
      foesWin: 0,
      rounds: FIGHTS,
      downed: { hero: 0, mook: FIGHTS },
    });
  });

  it("a mook falls to a hit that deals no damage", () => {
    const r = sim.encounter(
      [
        d20Fighter("hero", "party", { attackBonus: 100, damage: "0", ruleset: "spaceOpera" }),
        d20Fighter("mook", "foes", { mook: true, ruleset: "spaceOpera", attackBonus: -100 }),
      ],
      { fights: 100, seed: 2 },
    );
    expect(r.partyWins).toBe(1);
  });

  it.each(["m20", "spaceOpera"] as const)(
    "two identical %s fighters each win about half the fights (within 1.5 points)",
    (ruleset) => {
      const r = sim.encounter(
        [d20Fighter("a", "party", { ruleset }), d20Fighter("b", "foes", { ruleset })],
        { fights: FIGHTS, seed: 3 },
      );
      expect(Math.abs(r.partyWins - 0.5)).toBeLessThanOrEqual(0.015);
      expect(Math.abs(r.foesWin - 0.5)).toBeLessThanOrEqual(0.015);
      expect(r.partyWins + r.foesWin + r.draws).toBeCloseTo(1, 12);
    },
  );

  it("two identical Star Worlds fighters each win about half the fights (±1.5%)", () => {
    const r = sim.encounter([worldsFighter("a", "party"), worldsFighter("b", "foes")], {
      fights: FIGHTS,
      seed: 4,
    });
    expect(Math.abs(r.partyWins - 0.5)).toBeLessThanOrEqual(0.015);
    expect(Math.abs(r.foesWin - 0.5)).toBeLessThanOrEqual(0.015);
  });

  it("a fight the foes cannot lose gives the party 0%", () => {
    const d20 = sim.encounter(
      [
        d20Fighter("hero", "party", { damage: "0" }),
        d20Fighter("wall", "foes", { attackBonus: 100 }),
      ],
      { fights: 1000, seed: 5 },
    );
    expect(d20).toMatchObject({ partyWins: 0, foesWin: 1 });
    const worlds = sim.encounter(
      [
        // A wall's Problem lets the hero strike back, for nothing.
        worldsFighter("hero", "party", { attack: -20, damage: "0" }),
        worldsFighter("wall", "foes"),
      ],
      { fights: 1000, seed: 5 },
    );
    expect(worlds).toMatchObject({ partyWins: 0, foesWin: 1 });
  });

  it("a fight nobody can win is a draw after maxRounds", () => {
    const r = sim.encounter(
      [d20Fighter("a", "party", { damage: "0" }), d20Fighter("b", "foes", { damage: "0" })],
      { fights: 50, seed: 6, maxRounds: 7 },
    );
    expect(r).toMatchObject({ draws: 1, meanRounds: 7, maxRounds: 7 });
  });

  it("a side already out at the start loses in round 0", () => {
    const r = sim.encounter(
      [
        d20Fighter("a", "party"),
        d20Fighter("down", "foes", { hp: 0 }),
        d20Fighter("dead", "foes", { strDamage: 12 }),
        d20Fighter("dying", "foes", { ruleset: "spaceOpera", hp: -3 }),
      ],
      { fights: 10, seed: 7 },
    );
    expect(r).toMatchObject({ partyWins: 1, meanRounds: 0 });
    expect(r.deathChance).toEqual({ a: 0, down: 0, dead: 1, dying: 0 });
  });
});

describe("sim.encounter: the rules it plays", () => {
  it.each([
    ["m20", 3, 15],
    ["spaceOpera", 3, 15],
    ["spaceOpera", 14, 15],
    ["m20", -10, 15],
  ] as const)(
    "%s: the hit rate over many fights matches hitChance within 1 point (bonus %i vs AC %i)",
    (ruleset, bonus, ac) => {
      const hitChance = ruleset === "m20" ? m20.hitChance : spaceOpera.hitChance;
      const r = sim.encounter(
        [
          d20Fighter("attacker", "party", { ruleset, attackBonus: bonus }),
          d20Fighter("target", "foes", { ruleset, ac, hp: 200, maxHp: 200, damage: "0" }),
        ],
        { fights: 2000, seed: 8, maxRounds: 20 },
      );
      const { made, hit } = r.attacks.attacker!;
      expect(made).toBeGreaterThan(20_000);
      expect(Math.abs(hit / made - hitChance({ bonus, ac }))).toBeLessThanOrEqual(0.01);
    },
  );

  it("a critical rolls the damage twice, and m20's overflow comes off STR (STR 0 is death)", () => {
    // Damage 1 against 1 HP and STR 1: a plain hit leaves the target unconscious; only a
    // critical (1 + 1) overflows 1 into STR and kills. Every hit here is the first and last.
    const fighters = (attackBonus: number) => [
      d20Fighter("attacker", "party", { attackBonus, damage: "1" }),
      d20Fighter("target", "foes", { hp: 1, maxHp: 1, str: 1, damage: "0" }),
    ];
    const always = sim.encounter(fighters(100), { fights: FIGHTS, seed: 9 });
    expect(always.downedChance.target).toBe(1);
    expect(Math.abs(always.deathChance.target! - 1 / 20)).toBeLessThanOrEqual(0.01);
    const onlyTwenties = sim.encounter(fighters(-100), { fights: 1000, seed: 9 });
    expect(onlyTwenties.deathChance.target).toBe(onlyTwenties.downedChance.target);
  });

  it("Space Opera: a dying fighter checks each turn and a failure kills it", () => {
    const fight = (level: number) =>
      sim.encounter(
        [
          d20Fighter("hero", "party", { ruleset: "spaceOpera", attackBonus: 100, damage: "0" }),
          d20Fighter("dying", "foes", { ruleset: "spaceOpera", hp: 0, str: 10, level }),
          d20Fighter("wall", "foes", { ruleset: "spaceOpera", damage: "0", ac: 100 }),
        ],
        { fights: 500, seed: 10, maxRounds: 10 },
      );
    // Level 20 + STR bonus 0 always reaches DC 20; level 1 survives a round 2 times in 20.
    expect(fight(20).deathChance.dying).toBe(0);
    expect(fight(1).deathChance.dying).toBeGreaterThan(0.99);
  });

  it("initiative: 1d20 + DEX bonus, ties to the higher DEX (±1.5%)", () => {
    // Whoever acts first drops the other. DEX 18 (+4) vs DEX 3 (−4): the quick one goes first
    // unless the slow one rolls 9 or more above it: 1 − 66/400.
    const r = sim.encounter(
      [
        d20Fighter("slow", "foes", { dex: 3, attackBonus: 100, damage: "100" }),
        d20Fighter("quick", "party", { dex: 18, attackBonus: 100, damage: "100" }),
      ],
      { fights: FIGHTS, seed: 11 },
    );
    expect(Math.abs(r.partyWins - (1 - 66 / 400))).toBeLessThanOrEqual(0.015);
  });

  it("a Knight uses its damage power when it beats the attack and the HP covers the cost", () => {
    const knight = (hp: number) =>
      d20Fighter("knight", "party", {
        hp,
        attackBonus: -100,
        damage: "1",
        power: { checkBonus: 100, damage: "10", cost: 4 },
      });
    const foe = d20Fighter("foe", "foes", { hp: 10, maxHp: 10, attackBonus: -100, damage: "0" });
    const paying = sim.encounter([knight(20), foe], { fights: 200, seed: 12 });
    expect(paying).toMatchObject({ partyWins: 1, meanRounds: 1 });
    expect(paying.attacks.knight).toEqual({ made: 0, hit: 0 });
    // With 4 HP the cost would drop it: it attacks (and only natural 20s hit for 2).
    const broke = sim.encounter([knight(4), foe], { fights: 200, seed: 12, maxRounds: 5 });
    expect(broke.attacks.knight!.made).toBeGreaterThan(0);
    expect(broke.partyWins).toBe(0);
  });

  it("a power the target resists well is not worth it: the Knight attacks", () => {
    const r = sim.encounter(
      [
        d20Fighter("knight", "party", {
          attackBonus: 100,
          power: { checkBonus: 0, damage: "1d4", cost: 4 },
        }),
        d20Fighter("foe", "foes", { powerResist: 30, mook: true, damage: "0" }),
      ],
      { fights: 100, seed: 13 },
    );
    expect(r.attacks.knight!.made).toBe(100);
  });

  it("a Knight's failed power still costs its HP", () => {
    const r = sim.encounter(
      [
        d20Fighter("knight", "party", {
          hp: 9,
          str: 10,
          attackBonus: -100,
          damage: "1",
          power: { checkBonus: 0, damage: "20", cost: 4 },
        }),
        d20Fighter("foe", "foes", { powerResist: 100, damage: "0", attackBonus: -100 }),
      ],
      { fights: 100, seed: 14, maxRounds: 3 },
    );
    // Power worth 0 vs a 1-in-20 attack: it attacks and never pays.
    expect(r.downedChance.knight).toBe(0);
  });
});

describe("sim.encounter: Star Worlds", () => {
  it("higher Speed goes first; equal Speeds roll Daring, ties rolled again (±1.5%)", () => {
    const deadly = { attack: 10, damage: "100", armor: 0 };
    const fast = sim.encounter(
      [
        worldsFighter("slow", "foes", { ...deadly, speed: 1, daring: 3 }),
        worldsFighter("fast", "party", { ...deadly, speed: 4, daring: -1 }),
      ],
      { fights: 1000, seed: 15 },
    );
    expect(fast.partyWins).toBe(1);
    const tied = sim.encounter(
      [
        worldsFighter("a", "party", { ...deadly, vitality: 0 }),
        worldsFighter("b", "foes", { ...deadly, vitality: 0 }),
      ],
      { fights: FIGHTS, seed: 16 },
    );
    expect(Math.abs(tied.partyWins - 0.5)).toBeLessThanOrEqual(0.015);
  });

  it("a Problem hits at a cost: the target strikes back", () => {
    // The hero only rolls Failure or Problem (2d6 − 3 ≤ 9) and cannot get through the wall's
    // Armor; the wall never hits on its own turn, so only retribution can drop the hero.
    const r = sim.encounter(
      [
        worldsFighter("hero", "party", { attack: -3, damage: "1", vitality: 3, armor: 0 }),
        worldsFighter("wall", "foes", { attack: -20, damage: "3", armor: 5 }),
      ],
      { fights: 1000, seed: 17 },
    );
    expect(r.foesWin).toBeGreaterThan(0.99);
    expect(r.attacks.wall).toEqual({ made: r.attacks.wall!.made, hit: 0 });
  });

  it("a Wounded hero spends Hero Points to evade while they last", () => {
    // The foe hits every turn for 1; each point evades it (1d6 ≥ 1), so 12 points hold 12 rounds.
    const fight = (heroPoints: number) =>
      sim.encounter(
        [
          worldsFighter("hero", "party", { vitality: 0, armor: 0, attack: -20, heroPoints }),
          worldsFighter("foe", "foes", { attack: 10, damage: "1" }),
        ],
        { fights: 100, seed: 18 },
      );
    expect(fight(12)).toMatchObject({ foesWin: 1, meanRounds: 13 });
    expect(fight(0)).toMatchObject({ foesWin: 1, meanRounds: 1 });
  });

  it("Armor takes its value off each hit; Dying is taken out, never dead", () => {
    const r = sim.encounter(
      [
        worldsFighter("hero", "party", { attack: 10, damage: "3" }),
        worldsFighter("tank", "foes", { armor: 3, attack: -20 }),
      ],
      { fights: 100, seed: 19, maxRounds: 5 },
    );
    expect(r.draws).toBe(1);
    const wounded = sim.encounter(
      [
        worldsFighter("hero", "party", { attack: 10, damage: "4" }),
        worldsFighter("foe", "foes", { armor: 3, attack: -20, wounded: true }),
      ],
      { fights: 100, seed: 19 },
    );
    expect(wounded).toMatchObject({ partyWins: 1, meanRounds: 1 });
    expect(wounded.deathChance.foe).toBe(0);
  });
});

describe("sim.encounter: seeds, progress and bad input", () => {
  const pair = [d20Fighter("a", "party"), d20Fighter("b", "foes")];

  it("is deterministic for a seed and differs across seeds", () => {
    const one = sim.encounter(pair, { fights: 500, seed: 42 });
    expect(sim.encounter(pair, { fights: 500, seed: 42 })).toEqual(one);
    expect(sim.encounter(pair, { fights: 500, seed: 43 })).not.toEqual(one);
  });

  it("reports progress and never touches its input", () => {
    const seen: number[] = [];
    const input = structuredClone(pair);
    sim.encounter(input, {
      fights: 1200,
      seed: 1,
      progressEvery: 500,
      onProgress: (n) => seen.push(n),
    });
    expect(seen).toEqual([500, 1000, 1200]);
    expect(input).toEqual(pair);
  });

  it.each([
    [[d20Fighter("a", "party")], "foes side has no fighter"],
    [[d20Fighter("a", "party"), worldsFighter("b", "foes")], "cannot fight d20"],
    [[d20Fighter("a", "party"), d20Fighter("a", "foes")], "twice"],
    [[d20Fighter("a", "party", { hp: 30 }), d20Fighter("b", "foes")], "above maxHp"],
    [[d20Fighter("a", "party", { damage: "2d0" }), d20Fighter("b", "foes")], "2d0"],
    [[d20Fighter("a", "party", { level: 0 }), d20Fighter("b", "foes")], "level"],
    [[d20Fighter("a", "party", { hp: -1 }), d20Fighter("b", "foes")], "hp"],
    [[worldsFighter("a", "party", { heroPoints: 13 }), worldsFighter("b", "foes")], "heroPoints"],
    [[worldsFighter("a", "party", { vitality: 14 }), worldsFighter("b", "foes")], "vitality"],
    [[null, d20Fighter("b", "foes")], "must be an object"],
    [
      [d20Fighter("a", "party", { damage: 3 as unknown as string }), d20Fighter("b", "foes")],
      "damage",
    ],
    [
      [
        d20Fighter("a", "party", { power: { checkBonus: 0.5, damage: "1d6", cost: 4 } }),
        d20Fighter("b", "foes"),
      ],
      "checkBonus",
    ],
    [
      [d20Fighter("a", "party", { powerResist: Number.NaN }), d20Fighter("b", "foes")],
      "powerResist",
    ],
  ])("throws on bad fighters (%#)", (fighters, message) => {
    expect(() => sim.encounter(fighters as Fighter[], { fights: 10, seed: 1 })).toThrow(message);
  });

  it("throws on fighters that are not a list", () => {
    expect(() => sim.encounter("a" as unknown as Fighter[], { fights: 10, seed: 1 })).toThrow(
      "array",
    );
  });

  it.each([
    [null, "options"],
    [{ fights: 10, seed: 1, onProgress: 3 }, "onProgress"],
  ])("throws on bad options (%#)", (options, message) => {
    expect(() => sim.encounter(pair, options as unknown as sim.EncounterOptions)).toThrow(message);
  });

  it.each([
    [{ fights: 0, seed: 1 }, "fights"],
    [{ fights: 1.5, seed: 1 }, "fights"],
    [{ fights: 10, seed: Number.NaN }, "seed"],
    [{ fights: 10, seed: 1, maxRounds: 0 }, "maxRounds"],
    [{ fights: 10, seed: 1, progressEvery: 0 }, "progressEvery"],
  ])("throws on bad options (%#)", (options, message) => {
    expect(() => sim.encounter(pair, options)).toThrow(message);
  });
});

describe("sim.seededRng", () => {
  it("is reproducible, in [0, 1), and spreads evenly", () => {
    const a = sim.seededRng(7);
    const b = sim.seededRng(7);
    const buckets = new Array<number>(10).fill(0);
    let same = true;
    let inRange = true;
    for (let i = 0; i < 100_000; i++) {
      const x = a();
      same &&= b() === x;
      inRange &&= x >= 0 && x < 1;
      buckets[Math.floor(x * 10)]!++;
    }
    expect(same && inRange).toBe(true);
    for (const n of buckets) expect(Math.abs(n - 10_000)).toBeLessThan(500);
    expect(() => sim.seededRng(0.5)).toThrow("seed");
  });
});

describe("sim.encounter: the policy", () => {
  it("attacks the weakest foe still up: a mook first, then the lowest HP", () => {
    const r = sim.encounter(
      [
        d20Fighter("hero", "party", { attackBonus: 100, damage: "5" }),
        d20Fighter("big", "foes", { hp: 20, damage: "0" }),
        d20Fighter("small", "foes", { hp: 5, damage: "0" }),
        d20Fighter("mook", "foes", { mook: true, damage: "0" }),
      ],
      { fights: 100, seed: 20, maxRounds: 2 },
    );
    expect(r.downedChance).toEqual({ hero: 0, big: 0, small: 1, mook: 1 });
  });

  it("a Knight's party against eight thugs: the power is used, and the sums hold", () => {
    const r = sim.encounter(knightParty(), { fights: 2000, seed: 21 });
    expect(r.partyWins + r.foesWin + r.draws).toBeCloseTo(1, 12);
    // The Knight's 3d6 power (+6 vs +1) beats its 2d8 sword (+5 vs AC 12): it attacks only
    // when its HP no longer covers the cost.
    expect(r.attacks.knight!.made).toBeLessThan(r.attacks["soldier-1"]!.made);
    expect(Object.keys(r.downedChance)).toHaveLength(12);
  });
});
