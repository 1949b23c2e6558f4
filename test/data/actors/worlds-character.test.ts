import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../setup.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

describe("Star Worlds data model", () => {
  it("max Vitality 12 + MEN (+4 at level 4), Armor/Speed from worn armor, levels from Hero Points", async () => {
    const a = await glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { attributes: { menace: 2 }, level: 4, heroPoints: { value: 3, spent: 60 } },
      items: [
        { name: "Vest", type: "armor", system: { armor: 1, speed: 3, equipped: true } },
        { name: "Helmet", type: "armor", system: { armor: 1, speed: 4, equipped: true } },
      ],
    });
    expect(sys(a)).toMatchObject({
      health: { max: 12 + 2 + 4 },
      heroPoints: { value: 3, spent: 60, max: 12 },
      armor: 2,
      speed: 3,
      earnedLevel: 6,
      levelsWaiting: 2,
      damageDice: 0,
    });
  });

  it("unarmored: Armor 0 and the highest Speed", async () => {
    const a = await glue.createActor({ name: "Bare", type: "worldsCharacter" });
    expect(sys(a)).toMatchObject({ armor: 0, speed: 4, health: { value: 12, max: 12 } });
  });
});
