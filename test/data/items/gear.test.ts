import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../setup.js";
import { ownedItem, write } from "./owned.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

describe("GearModel", () => {
  it("one of it by default; a count below 0 or not whole is refused", async () => {
    const gear = await ownedItem(glue, { type: "gear" });
    expect(sys(gear)).toMatchObject({ quantity: 1, description: "" });
    await expect(write(gear, { "system.quantity": -1 })).rejects.toThrow(/quantity/);
    await expect(write(gear, { "system.quantity": 1.5 })).rejects.toThrow(/quantity/);
    await write(gear, { "system.quantity": 0 });
    expect(sys(gear).quantity).toBe(0);
  });
});
