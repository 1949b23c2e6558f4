// The typed reads at run time: a Holocron actor or item gives its type with its prepared system; a
// module's subtype gives null; a ruleset reads the typed data with the actor's statuses.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "./setup.js";
import { actorData, itemData, rulesetSubject } from "../../src/data/typed-system.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

describe("actorData", () => {
  it("each Holocron actor type with its prepared system", async () => {
    for (const type of ["m20Character", "operaNpc", "worldsCharacter", "worldsNpc"]) {
      const actor = await glue.createActor({ name: type, type });
      const data = actorData(actor);
      expect(data?.type).toBe(type);
      expect(data?.system).toBe(actor.system);
    }
  });

  it("a module's actor type is not Holocron's: null", async () => {
    const actor = await glue.createActor({ name: "Ship", type: "m20Character" });
    const foreign = Object.create(actor, { type: { value: "starship" } }) as typeof actor;
    expect(actorData(foreign)).toBeNull();
    expect(() => rulesetSubject(foreign)).toThrow(
      'Holocron has no ruleset for actor type "starship"',
    );
  });
});

describe("rulesetSubject", () => {
  it("the typed data with the actor's active statuses", async () => {
    const actor = await glue.createActor({ name: "Kara", type: "m20Character" });
    await actor.toggleStatusEffect("prone", { active: true });
    const subject = rulesetSubject(actor);
    expect(subject.type).toBe("m20Character");
    expect(subject.system).toBe(actor.system);
    expect(subject.statuses.has("prone")).toBe(true);
  });
});

describe("itemData", () => {
  it("each Holocron item type with its system; another type is null", async () => {
    const actor = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      items: [
        { name: "Blaster", type: "weapon", system: { damage: "3d6" } },
        { name: "Push", type: "forcePower", system: { power: "push" } },
      ],
    });
    const [weapon, power] = actor.items.contents;
    expect(itemData(weapon!)).toMatchObject({ type: "weapon", system: { damage: "3d6" } });
    expect(itemData(power!)).toMatchObject({ type: "forcePower", system: { power: "push" } });
    const foreign = Object.create(weapon!, { type: { value: "spell" } }) as typeof weapon;
    expect(itemData(foreign!)).toBeNull();
  });
});
