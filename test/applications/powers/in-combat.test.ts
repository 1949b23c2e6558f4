// In combat (powers cost HP only there: seed 000, the Force) means a started combat in which the
// actor fights: a combat that has not begun, or one without the actor, does not count.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import { createCombat, type StandInCombatDoc } from "../../foundry/parts/combat.js";
import type { StandInActor } from "../../foundry/parts/documents.js";
import { checkStat, isInCombat } from "../../../src/applications/powers/in-combat.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("m20");
});

const knight = () => glue.createActor({ name: "Kara", type: "m20Character" });

function fight(actors: unknown[], round: number): StandInCombatDoc {
  const combat = createCombat();
  combat.active = true;
  combat.round = round;
  for (const actor of actors) combat.addCombatant({ actor: actor as StandInActor });
  return combat;
}

describe("isInCombat", () => {
  it("is false before the combat starts (round 0), though the actor is a combatant", async () => {
    const kara = await knight();
    fight([kara], 0);
    expect(isInCombat(kara)).toBe(false);
  });

  it("is true once the combat has started, for a combatant only", async () => {
    const kara = await knight();
    const other = await glue.createActor({ name: "Jax", type: "m20Character" });
    fight([kara], 1);
    expect(isInCombat(kara)).toBe(true);
    expect(isInCombat(other)).toBe(false);
  });

  it("is false with no combat at all", async () => {
    expect(isInCombat(await knight())).toBe(false);
  });
});

describe("checkStat", () => {
  it.each([
    ["str", "str"],
    ["dex", "dex"],
    ["mnd", "mnd"],
    [undefined, "mnd"],
    ["cha", "mnd"],
  ])("a power item's stat %s is rolled with %s", (stat, expected) => {
    const item = { system: stat === undefined ? {} : { stat } } as never;
    expect(checkStat(item)).toBe(expected);
  });
});
