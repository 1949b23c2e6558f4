import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";
import { scriptedDice } from "../foundry/parts/dice.js";

beforeEach(() => {
  installFoundry();
});

const load = () => import("../../src/dice/rolls.js");

describe("DamageRoll", () => {
  it("a critical rolls the whole formula twice (every die again, bonus twice)", async () => {
    const { DamageRoll } = await load();
    const roll = DamageRoll.build("2d8+2", { damageType: "energy", critical: true });
    expect(roll.formula).toBe("2d8+2+2d8+2");
    scriptedDice.push(1, 2, 3, 4);
    await roll.evaluate();
    expect(roll.total).toBe(14);
    expect(roll.critical).toBe(true);
    expect(roll.damageType).toBe("energy");
    expect(roll.damage.baseFormula).toBe("2d8+2");
  });

  it("a Hero Point adds 1d6; the type defaults to kinetic for unknown stored values", async () => {
    const { DamageRoll, damageRollFormula } = await load();
    expect(damageRollFormula("1d6 + 1", { critical: false, heroDie: true })).toBe("1d6+1+1d6");
    const roll = new DamageRoll("1d6", {}, { damageType: "plasma" as never });
    expect(roll.damageType).toBe("kinetic");
    expect(roll.heroDie).toBe(false);
  });

  it("a malformed formula throws the rules parser's Error (roll-actions turns it into a notice)", async () => {
    const { DamageRoll } = await load();
    expect(() => DamageRoll.build("2d", { damageType: "kinetic" })).toThrow(Error);
  });
});
