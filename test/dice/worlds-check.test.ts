import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";
import { scriptedDice } from "../foundry/parts/dice.js";

beforeEach(() => {
  installFoundry();
});

const load = () => import("../../src/dice/rolls.js");

describe("WorldsCheck", () => {
  it.each([
    { dice: [3, 2], bonus: 1, skilled: false, band: "failure", closeCall: false },
    { dice: [3, 2], bonus: 1, skilled: true, band: "closeCall", closeCall: true },
    { dice: [4, 4], bonus: 1, skilled: false, band: "problem", closeCall: false },
    { dice: [5, 5], bonus: 0, skilled: true, band: "success", closeCall: false },
    { dice: [6, 5], bonus: 2, skilled: false, band: "critical", closeCall: false },
  ] as const)("2d6 $dice + $bonus (skilled $skilled) → $band", async (c) => {
    const { WorldsCheck } = await load();
    scriptedDice.push(...c.dice);
    const roll = await WorldsCheck.build(c.bonus, { skilled: c.skilled }).evaluate();
    expect(roll.natural).toBe(c.dice[0] + c.dice[1]);
    expect(roll.band).toBe(c.band);
    expect(roll.closeCall).toBe(c.closeCall);
  });
});
