import { describe, expect, it } from "vitest";
import { weakest } from "../../../src/rules/sim/policy.js";
import { D20Sim } from "../../../src/rules/sim/d20-fighters.js";
import { WorldsSim } from "../../../src/rules/sim/worlds-fighters.js";
import { d20Fighter, worldsFighter } from "./fighters.js";

describe("weakest: the foe every fighter attacks", () => {
  it("the lowest HP still up; a mook first, since any hit drops it", () => {
    const big = new D20Sim(d20Fighter("big", "foes", { hp: 20 }));
    const small = new D20Sim(d20Fighter("small", "foes", { hp: 5 }));
    const mook = new D20Sim(d20Fighter("mook", "foes", { hp: 9, mook: true }));
    expect(weakest([big, small])).toBe(small);
    expect(weakest([big, small, mook])).toBe(mook);
  });

  it("skips the fighters who are out; none up gives null", () => {
    const down = new D20Sim(d20Fighter("down", "foes", { hp: 0 }));
    const up = new D20Sim(d20Fighter("up", "foes", { hp: 12 }));
    expect(down.isOut()).toBe(true);
    expect(weakest([down, up])).toBe(up);
    expect(weakest([down])).toBeNull();
  });

  it("among equals the first in the list", () => {
    const a = new D20Sim(d20Fighter("a", "foes", { hp: 7 }));
    const b = new D20Sim(d20Fighter("b", "foes", { hp: 7 }));
    expect(weakest([a, b])).toBe(a);
    expect(weakest([b, a])).toBe(b);
  });

  it("Star Worlds: a Wounded fighter counts 0, whatever its Vitality", () => {
    const fresh = new WorldsSim(worldsFighter("fresh", "foes", { vitality: 2 }));
    const wounded = new WorldsSim(worldsFighter("wounded", "foes", { vitality: 9, wounded: true }));
    expect(weakest([fresh, wounded])).toBe(wounded);
  });
});
