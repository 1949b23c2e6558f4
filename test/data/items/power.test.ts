// Force powers (m20) and psionic powers (Space Opera): one of the ten powers or "custom", and the
// stat the check uses (MND unless changed).
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../setup.js";
import { ownedItem, write } from "./owned.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

describe("power models", () => {
  it("the ten powers and custom, for the Force and for psionics", async () => {
    const { CUSTOM_POWER, FORCE_POWER_CHOICES, PSIONIC_POWER_CHOICES } =
      await import("../../../src/data/items/power.js");
    expect(FORCE_POWER_CHOICES).toHaveLength(11);
    expect(FORCE_POWER_CHOICES.at(-1)).toBe(CUSTOM_POWER);
    expect(PSIONIC_POWER_CHOICES).toContain("push");
  });

  it("a new power is custom, checked with MND", async () => {
    const power = await ownedItem(glue, { type: "forcePower" });
    expect(sys(power)).toMatchObject({ power: "custom", stat: "mnd" });
  });

  it("refuses a power or a stat the rules do not have", async () => {
    const power = await ownedItem(glue, { type: "psionicPower" }, "operaCharacter");
    await expect(write(power, { "system.power": "fireball" })).rejects.toThrow(/power/);
    await expect(write(power, { "system.stat": "cha" })).rejects.toThrow(/stat/);
    await write(power, { "system.power": "grip", "system.stat": "str" });
    expect(sys(power)).toMatchObject({ power: "grip", stat: "str" });
  });
});
