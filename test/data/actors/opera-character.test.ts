import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../setup.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

describe("Space Opera data model", () => {
  it("max HP = 10 + STR + 2 per level beyond 1st; chase bonus from movement; dying check bonus", async () => {
    const a = await glue.createActor({
      name: "Pilot",
      type: "operaCharacter",
      system: { stats: { str: 12, dex: 15, mnd: 10 }, level: 3, movement: 50 },
    });
    expect(sys(a)).toMatchObject({
      health: { max: 10 + 12 + 4 },
      bonuses: { str: 1, dex: 2, mnd: 0 },
      chaseBonus: 2,
      dyingCheckBonus: 1 + 3,
      heroism: { value: 0, max: 3 },
      skillTotals: { agility: 2, psionics: 0 },
    });
  });

  it("HP may be negative", async () => {
    const a = await glue.createActor({
      name: "Down",
      type: "operaNpc",
      system: { health: { value: -4 } },
    });
    expect(sys(a)).toMatchObject({ health: { value: -4 }, mook: false });
  });
});
