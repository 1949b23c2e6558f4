import { describe, expect, it } from "vitest";
import { FighterBase } from "../../../src/rules/sim/fighter-base.js";
import type { D20Fighter } from "../../../src/rules/sim/types.js";
import { d20Fighter } from "./fighters.js";
import { scriptedRng } from "./dice-script.js";

/** The smallest concrete fighter, to test what the base class gives every fighter. */
class Dummy extends FighterBase<D20Fighter> {
  out = false;
  reset(): void {
    this.out = false;
  }
  isOut(): boolean {
    return this.out;
  }
  isDead(): boolean {
    return false;
  }
  remaining(): number {
    return this.fighter.hp;
  }
  rollDamage(rng: () => number): number {
    return this.damage.roll(rng);
  }
}

describe("FighterBase", () => {
  it("takes its id, side and fighter, and starts with no attack counted", () => {
    const f = d20Fighter("kara", "party");
    const dummy = new Dummy(f);
    expect([dummy.id, dummy.side, dummy.fighter]).toEqual(["kara", "party", f]);
    expect([dummy.attacksMade, dummy.attacksHit]).toEqual([0, 0]);
  });

  it("parses its damage formula once and rolls it from the source", () => {
    const dummy = new Dummy(d20Fighter("kara", "party", { damage: "1d8+1" }));
    expect(dummy.rollDamage(scriptedRng([8, 8]))).toBe(9);
  });

  it("a damage formula that cannot be parsed fails when the fighter is built", () => {
    expect(() => new Dummy(d20Fighter("kara", "party", { damage: "d+" }))).toThrow();
  });
});
