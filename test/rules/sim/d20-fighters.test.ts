import { describe, expect, it } from "vitest";
import { D20Sim, d20Order } from "../../../src/rules/sim/d20-fighters.js";
import type { D20Fighter } from "../../../src/rules/sim/types.js";
import { d20Fighter } from "./fighters.js";
import { d20s, d6s, scriptedRng } from "./dice-script.js";

/** A prepared attacker and its one foe (the chances against each foe are computed once). */
function duel(attacker: Partial<D20Fighter>, foe: Partial<D20Fighter> = {}) {
  const a = new D20Sim(d20Fighter("a", "party", attacker));
  const f = new D20Sim(d20Fighter("f", "foes", foe));
  a.prepare([f]);
  f.prepare([a]);
  return { a, f };
}

describe("the state a fighter enters the fight in", () => {
  it("m20: 0 HP is out but alive; STR damage up to STR is dead", () => {
    expect(new D20Sim(d20Fighter("k", "party", { hp: 0 })).isOut()).toBe(true);
    expect(new D20Sim(d20Fighter("k", "party", { hp: 0 })).isDead()).toBe(false);
    const dead = new D20Sim(d20Fighter("k", "party", { str: 10, strDamage: 10 }));
    expect([dead.isOut(), dead.isDead()]).toEqual([true, true]);
  });

  it("Space Opera: HP at or below 0 is dying, out of the fight but not dead", () => {
    const dying = new D20Sim(d20Fighter("k", "party", { ruleset: "spaceOpera", hp: -2 }));
    expect([dying.isOut(), dying.isDead()]).toEqual([true, false]);
  });

  it("a mook has nothing left to take: any hit drops it", () => {
    expect(new D20Sim(d20Fighter("m", "foes", { hp: 9, mook: true })).remaining()).toBe(0);
    expect(new D20Sim(d20Fighter("k", "foes", { hp: 9 })).remaining()).toBe(9);
  });

  it("a state the rules refuse (HP above max) fails when the fighter is built", () => {
    expect(() => new D20Sim(d20Fighter("k", "party", { hp: 30, maxHp: 20 }))).toThrow();
  });
});

describe("attacks", () => {
  it("a miss counts an attack and changes nothing", () => {
    const { a, f } = duel({ attackBonus: 4 }, { ac: 14 });
    a.turn([f], scriptedRng(...d20s(9)));
    expect([a.attacksMade, a.attacksHit, f.remaining()]).toEqual([1, 0, 20]);
  });

  it("a hit rolls the damage once; a natural 20 rolls it twice (rulings: critical)", () => {
    const { a, f } = duel({ attackBonus: 4, damage: "1d8+1" }, { ac: 14 });
    a.turn([f], scriptedRng(...d20s(10), [3, 8]));
    expect(f.remaining()).toBe(20 - 4);
    a.turn([f], scriptedRng(...d20s(20), [3, 8], [5, 8]));
    expect(f.remaining()).toBe(20 - 4 - (4 + 6));
    expect([a.attacksMade, a.attacksHit]).toEqual([2, 2]);
  });

  it("a natural 1 misses in Space Opera; in m20 the total decides", () => {
    const opera = duel({ ruleset: "spaceOpera", attackBonus: 30 }, { ruleset: "spaceOpera" });
    opera.a.turn([opera.f], scriptedRng(...d20s(1)));
    expect(opera.a.attacksHit).toBe(0);
    const m20 = duel({ attackBonus: 30, damage: "1d8+1" });
    m20.a.turn([m20.f], scriptedRng(...d20s(1), [1, 8]));
    expect(m20.a.attacksHit).toBe(1);
    expect(m20.f.remaining()).toBe(18);
  });

  it("m20: damage past 0 HP goes to STR, and STR damage up to STR kills", () => {
    const { a, f } = duel({ attackBonus: 10, damage: "10" }, { hp: 5, str: 8 });
    a.turn([f], scriptedRng(...d20s(10)));
    // 5 HP and 5 to STR (8): unconscious, not dead.
    expect([f.isOut(), f.isDead(), f.remaining()]).toEqual([true, false, 0]);
    const kill = duel({ attackBonus: 10, damage: "20" }, { hp: 5, str: 8 });
    kill.a.turn([kill.f], scriptedRng(...d20s(10)));
    expect(kill.f.isDead()).toBe(true);
  });

  it("any hit drops a mook, even for 0 damage", () => {
    const { a, f } = duel({ attackBonus: 10, damage: "1d4-4" }, { mook: true, hp: 9 });
    a.turn([f], scriptedRng(...d20s(10), [1, 4]));
    expect(f.isOut()).toBe(true);
  });

  it("a fighter who is out does not act; reset brings both back as they entered", () => {
    const { a, f } = duel({ attackBonus: 10, damage: "30" }, { hp: 5, str: 8 });
    a.turn([f], scriptedRng(...d20s(10)));
    const rng = scriptedRng();
    f.turn([a], rng); // no die drawn: the script is empty and would throw
    f.reset();
    expect([f.isOut(), f.remaining()]).toEqual([false, 5]);
  });
});

describe("a damage power instead of the attack", () => {
  const knight = {
    attackBonus: 0,
    damage: "1d4",
    power: { checkBonus: 10, damage: "3d6", cost: 4 },
  };

  it("used when its expected damage beats the attack's: cost paid, opposed check, damage", () => {
    const { a, f } = duel(knight, { ac: 30, powerResist: 0 });
    a.turn([f], scriptedRng(...d20s(15, 2), ...d6s(6, 6, 6)));
    expect(a.remaining()).toBe(20 - 4);
    expect(f.remaining()).toBe(20 - 18);
    expect(a.attacksMade).toBe(0);
  });

  it("a lost opposed check still costs the HP", () => {
    const { a, f } = duel(knight, { ac: 30, powerResist: 0 });
    a.turn([f], scriptedRng(...d20s(1, 20)));
    expect([a.remaining(), f.remaining()]).toEqual([16, 20]);
  });

  it("not used when the HP would not stay above 0 after paying: the attack instead", () => {
    const { a, f } = duel({ ...knight, hp: 4 }, { ac: 30 });
    a.turn([f], scriptedRng(...d20s(5)));
    expect([a.attacksMade, a.remaining()]).toEqual([1, 4]);
  });

  it("rulings: Mooks (revised) — a mook has no HP to pay, so it never uses its power: it attacks", () => {
    const { a, f } = duel({ ...knight, mook: true }, { ac: 30, powerResist: 0 });
    a.turn([f], scriptedRng(...d20s(15)));
    expect([a.attacksMade, f.remaining()]).toEqual([1, 20]);
    expect(a.isOut()).toBe(false);
  });

  it("not used when the attack is worth more (an easy AC)", () => {
    const { a, f } = duel(
      { ...knight, attackBonus: 10, damage: "2d8" },
      { ac: 5, powerResist: 10 },
    );
    a.turn([f], scriptedRng(...d20s(10), [8, 8], [8, 8]));
    expect([a.attacksMade, a.remaining(), f.remaining()]).toEqual([1, 20, 4]);
  });
});

describe("Space Opera dying checks", () => {
  it("a dying fighter checks at its turn (DC 20, STR bonus + level): below it dies", () => {
    const over = { ruleset: "spaceOpera" as const, hp: -1, level: 3, str: 12 };
    const survives = new D20Sim(d20Fighter("k", "party", over));
    survives.turn([], scriptedRng(...d20s(16))); // 16 + 1 + 3 = 20
    expect(survives.isDead()).toBe(false);
    const dies = new D20Sim(d20Fighter("k", "party", over));
    dies.turn([], scriptedRng(...d20s(15)));
    expect(dies.isDead()).toBe(true);
  });
});

describe("d20Order", () => {
  it("1d20 + DEX bonus, highest first; a tie goes to the higher DEX score", () => {
    const slow = new D20Sim(d20Fighter("slow", "party", { dex: 10 }));
    const quick = new D20Sim(d20Fighter("quick", "foes", { dex: 14 }));
    const third = new D20Sim(d20Fighter("third", "foes", { dex: 12 }));
    // slow 12 + 0 and quick 10 + 2 tie at 12: quick's DEX 14 goes first; third 5 + 1
    const order = d20Order([slow, quick, third], scriptedRng(...d20s(12, 10, 5)));
    expect(order.map((f) => f.id)).toEqual(["quick", "slow", "third"]);
  });
});
