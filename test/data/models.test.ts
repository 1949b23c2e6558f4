import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "./setup.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

describe("item data models", () => {
  it("defaults of every item type", async () => {
    const a = await glue.createActor({
      name: "Owner",
      type: "worldsCharacter",
      items: [
        { name: "w", type: "weapon" },
        { name: "a", type: "armor" },
        { name: "g", type: "gear" },
        { name: "f", type: "forcePower" },
        { name: "p", type: "psionicPower" },
        { name: "c", type: "career" },
        { name: "ab", type: "ability", system: { usesPerDay: 2, used: 1 } },
        { name: "s", type: "species", system: { skillBonus: "Piloting" } },
      ],
    });
    const byName = (n: string) => sys(a.items.find((i) => i.name === n)!);
    expect(byName("w")).toMatchObject({ damage: "1d6", kind: "melee", damageType: "kinetic" });
    expect(byName("a")).toMatchObject({ acBonus: 0, armor: 0, speed: 4, equipped: false });
    expect(byName("g")).toMatchObject({ quantity: 1, description: "" });
    expect(byName("f")).toMatchObject({ power: "custom", stat: "mnd" });
    expect(byName("p")).toMatchObject({ power: "custom", stat: "mnd" });
    expect(byName("ab")).toMatchObject({ usesPerDay: 2, used: 1, remaining: 1 });
    expect(byName("s")).toMatchObject({ skillBonus: "Piloting" });
  });
});
