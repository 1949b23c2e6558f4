// Active Effects add to the d20 models' modifiers (Battlemind +N, prone −4 AC), which the derived
// attack totals, weapon damage and AC include.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "./setup.js";
import { deriveD20 } from "../../src/data/derive/d20.js";
import { statusEffectConfig } from "../../src/rulesets/status-effects.js";

const base = {
  stats: { str: 14, dex: 12, mnd: 10 },
  level: 3,
  attack: { melee: null, ranged: null },
  skills: { physical: 2 },
  items: {
    weapons: [
      { id: "saber", kind: "melee" as const, damage: "1d8", attackBonus: 0, damageType: "energy" },
    ],
    armor: [],
  },
};

describe("d20 modifiers in derived data", () => {
  it("are added to attack totals, weapon damage and AC", () => {
    const plain = deriveD20({ ...base, modifiers: { attack: 0, damage: 0, ac: 0 } }, 14);
    const battlemind = deriveD20({ ...base, modifiers: { attack: 2, damage: 2, ac: 2 } }, 14);
    expect(plain).toMatchObject({ ac: 11, attackTotals: { melee: 5, ranged: 4 } });
    expect(plain.weapons.saber).toMatchObject({ attack: 5, damage: "1d8+2" });
    expect(battlemind).toMatchObject({ ac: 13, attackTotals: { melee: 7, ranged: 6 } });
    expect(battlemind.weapons.saber).toMatchObject({ attack: 7, damage: "1d8+4" });
  });
});

describe("the prone status", () => {
  it("is −4 AC as an ADD change on system.modifiers.ac", () => {
    const prone = statusEffectConfig().find((e) => e.id === "prone");
    expect(prone).toMatchObject({
      changes: [{ key: "system.modifiers.ac", mode: 2, value: "-4" }],
    });
    expect(statusEffectConfig().find((e) => e.id === "dead")).not.toHaveProperty("changes");
  });

  let glue: Glue;
  beforeEach(async () => {
    glue = await setupGlue("m20");
  });

  it.each(["m20Npc", "operaNpc"])("lowers a %s's AC by 4 while it lasts", async (type) => {
    const droid = await glue.createActor({
      name: "Droid",
      type,
      system: { stats: { str: 10, dex: 14, mnd: 10 } },
    });
    expect(sys(droid).ac).toBe(12);
    await droid.toggleStatusEffect("prone", { active: true });
    expect(sys(droid).ac).toBe(8);
    expect(sys(droid).modifiers).toEqual({ attack: 0, damage: 0, ac: -4 });
    await droid.toggleStatusEffect("prone", { active: false });
    expect(sys(droid).ac).toBe(12);
  });
});
