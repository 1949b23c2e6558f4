// Star Worlds' own items: a career, an ability with uses per day (none: no limit) and the uses left,
// a species with the skill it grants.
import { beforeEach, describe, expect, it } from "vitest";
import { CURRENT_SCHEMA_VERSION } from "../../../src/migrations/migrate-source.js";
import { setupGlue, sys, type Glue } from "../setup.js";
import { ownedItem, write } from "./owned.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("starWorlds");
});

const own = (type: string, system: Record<string, unknown> = {}) =>
  ownedItem(glue, { type, system }, "worldsCharacter");

describe("AbilityModel", () => {
  it("no daily limit by default: nothing to count down", async () => {
    const ability = await own("ability");
    expect(sys(ability)).toMatchObject({ usesPerDay: null, used: 0, remaining: null });
  });

  it("uses left = per day − used, never below 0", async () => {
    const ability = await own("ability", { usesPerDay: 3, used: 1 });
    expect(sys(ability).remaining).toBe(2);
    await write(ability, { "system.used": 5 });
    expect(sys(ability).remaining).toBe(0);
    await expect(write(ability, { "system.usesPerDay": 100 })).rejects.toThrow(/usesPerDay/);
  });
});

describe("CareerModel and SpeciesModel", () => {
  it("a career holds its description; a species the skill it grants", async () => {
    expect(sys(await own("career"))).toMatchObject({
      description: "",
      schemaVersion: CURRENT_SCHEMA_VERSION,
    });
    const species = await own("species", { skillBonus: "Athletics" });
    expect(sys(species)).toMatchObject({ skillBonus: "Athletics", description: "" });
  });
});
