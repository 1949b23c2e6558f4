import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../setup.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

describe("Star Worlds NPC data model", () => {
  it("an NPC keeps its own Armor, Speed, damage and Vitality max", async () => {
    const a = await glue.createActor({
      name: "Thug",
      type: "worldsNpc",
      system: { armor: 2, speed: 3, damage: "2d6", health: { value: 8, max: 8 } },
    });
    expect(sys(a)).toMatchObject({
      armor: 2,
      speed: 3,
      damage: "2d6",
      health: { value: 8, max: 8 },
    });
  });
});
