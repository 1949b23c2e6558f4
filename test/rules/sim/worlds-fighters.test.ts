import { describe, expect, it } from "vitest";
import { WorldsSim, worldsOrder } from "../../../src/rules/sim/worlds-fighters.js";
import type { WorldsFighter } from "../../../src/rules/sim/types.js";
import { worldsFighter } from "./fighters.js";
import { d6s, scriptedRng } from "./dice-script.js";

const sim = (id: string, over: Partial<WorldsFighter> = {}) =>
  new WorldsSim(worldsFighter(id, id === "a" ? "party" : "foes", over));

describe("the state a Star Worlds fighter enters the fight in", () => {
  it("Vitality 0 is Wounded (nothing left to take); Dying is out; nobody is dead", () => {
    const wounded = sim("w", { vitality: 0 });
    expect([wounded.isOut(), wounded.remaining()]).toEqual([false, 0]);
    const dying = sim("d", { vitality: 0, wounded: true, dying: true });
    expect([dying.isOut(), dying.isDead()]).toEqual([true, false]);
  });

  it("a state the rules refuse (Vitality above max) fails when the fighter is built", () => {
    expect(() => sim("x", { vitality: 20, maxVitality: 13 })).toThrow();
  });
});

describe("a turn: 2d6 + attack read in bands (seed: ≤ 6 Failure, 7–9 Problem, 10+ Success)", () => {
  it("Failure misses", () => {
    const [a, f] = [sim("a", { attack: 1 }), sim("f")];
    a.turn([f], scriptedRng(...d6s(2, 3)));
    expect([a.attacksMade, a.attacksHit, f.remaining()]).toEqual([1, 0, 13]);
  });

  it("Success hits: the damage less Armor comes off Vitality", () => {
    const [a, f] = [sim("a", { attack: 1, damage: "1d6+1" }), sim("f", { armor: 1 })];
    a.turn([f], scriptedRng(...d6s(5, 5), ...d6s(4)));
    expect([a.attacksHit, f.remaining()]).toEqual([1, 13 - (5 - 1)]);
  });

  it("Problem hits at a cost: the target, still up, strikes back at once", () => {
    const a = sim("a", { attack: 1, damage: "1d6+1", armor: 1 });
    const f = sim("f", { armor: 1, damage: "1d6+1" });
    a.turn([f], scriptedRng(...d6s(3, 4), ...d6s(2), ...d6s(6)));
    expect(f.remaining()).toBe(13 - (3 - 1));
    expect(a.remaining()).toBe(13 - (7 - 1));
  });

  it("a Problem that drops the target draws no strike back", () => {
    const a = sim("a", { attack: 1, damage: "20" });
    const f = sim("f", { vitality: 0 });
    a.turn([f], scriptedRng(...d6s(3, 4)));
    expect(f.isOut()).toBe(true);
    expect(a.remaining()).toBe(13);
  });
});

describe("Hero Points to evade", () => {
  it("a Wounded hero evades 1d6 of a hit that would make it Dying, while it has points", () => {
    const a = sim("a", { attack: 1, damage: "1d6+1" });
    const f = sim("f", { vitality: 5, wounded: true, armor: 1, heroPoints: 1 });
    // 6 damage, 5 through Armor: the point is spent, 1d6 = 5 leaves 1, stopped by Armor.
    a.turn([f], scriptedRng(...d6s(5, 5), ...d6s(5), ...d6s(5)));
    expect([f.isOut(), f.remaining()]).toEqual([false, 0]);
    // No point left: the next hit through Armor makes it Dying.
    a.turn([f], scriptedRng(...d6s(5, 5), ...d6s(5)));
    expect(f.isOut()).toBe(true);
  });

  it("no spend when the hit would go past what 1d6 can evade, or the hero is not Wounded", () => {
    const big = sim("a", { attack: 1, damage: "12" });
    const f = sim("f", { vitality: 5, wounded: true, armor: 1, heroPoints: 1 });
    big.turn([f], scriptedRng(...d6s(5, 5)));
    expect(f.isOut()).toBe(true);
    const fresh = sim("g", { heroPoints: 1, armor: 1 });
    big.turn([fresh], scriptedRng(...d6s(5, 5)));
    expect(fresh.remaining()).toBe(13 - 11);
  });

  it("reset gives the points back with the starting Vitality", () => {
    const a = sim("a", { attack: 1, damage: "1d6+1" });
    const f = sim("f", { vitality: 5, wounded: true, armor: 1, heroPoints: 1 });
    a.turn([f], scriptedRng(...d6s(5, 5), ...d6s(5), ...d6s(5)));
    f.reset();
    a.turn([f], scriptedRng(...d6s(5, 5), ...d6s(5), ...d6s(6)));
    expect(f.isOut()).toBe(false);
  });
});

describe("worldsOrder", () => {
  it("higher Speed first; equal Speeds by Daring (2d6 + DAR), a tie rolled again", () => {
    const fast = sim("fast", { speed: 4 });
    const b = sim("b", { speed: 3, daring: 1 });
    const c = sim("c", { speed: 3, daring: 1 });
    // Rolled in the list's order: b 3+3+1, fast 1+1+1, c 4+2+1; b and c tie at 7 and roll
    // again (in their order): b 1+1+1, c 6+6+1.
    const rng = scriptedRng(...d6s(3, 3, 1, 1, 4, 2, 1, 1, 6, 6));
    expect(worldsOrder([b, fast, c], rng).map((f) => f.id)).toEqual(["fast", "c", "b"]);
    expect(rng.left()).toBe(0);
  });
});
