// The questions Foundry code asks instead of comparing a type or a kind: each answered once, for
// every actor type, item type and check kind in the declared lists.
import { describe, expect, it } from "vitest";
import {
  ACTOR_TYPES,
  CHECK_KINDS,
  ITEM_TYPES,
  POWER_ITEM_TYPES,
  SINGLE_ITEM_TYPES,
  checkDice,
  isBandsKind,
  isCharacter,
  isD20Kind,
  isNpc,
  isPowerItem,
  isPowerSkill,
  isWeapon,
  isWeaponOrArmor,
} from "../../src/config.js";
import {
  holdsHeroism,
  holdsHeroPoints,
  isBandsActor,
  isD20Actor,
  levelsByCareer,
  powerKitOfSkill,
  rollsBands,
  rollsD20,
  rulesetOf,
} from "../../src/rulesets/index.js";

const answered = <T extends string>(types: readonly T[], ask: (d: { type: T }) => boolean) =>
  types.filter((type) => ask({ type }));

describe("the actor-type questions", () => {
  it("names each type that holds what is asked", () => {
    expect(answered(ACTOR_TYPES, holdsHeroPoints)).toEqual(["worldsCharacter"]);
    expect(answered(ACTOR_TYPES, levelsByCareer)).toEqual(["worldsCharacter"]);
    expect(answered(ACTOR_TYPES, holdsHeroism)).toEqual(["operaCharacter"]);
    expect(answered(ACTOR_TYPES, isD20Actor)).toEqual([
      "m20Character",
      "m20Npc",
      "operaCharacter",
      "operaNpc",
    ]);
    expect(answered(ACTOR_TYPES, isBandsActor)).toEqual(["worldsCharacter", "worldsNpc"]);
    expect(answered(ACTOR_TYPES, isCharacter)).toEqual([
      "m20Character",
      "operaCharacter",
      "worldsCharacter",
    ]);
    expect(answered(ACTOR_TYPES, isNpc)).toEqual(["m20Npc", "operaNpc", "worldsNpc"]);
    expect(holdsHeroPoints(null)).toBe(false);
  });

  it("a d20 actor's ruleset rolls a d20, a bands actor's rolls 2d6 bands", () => {
    for (const type of ACTOR_TYPES) {
      expect(rollsD20(rulesetOf(type).checks)).toBe(isD20Actor({ type }));
      expect(rollsBands(rulesetOf(type).checks)).toBe(isBandsActor({ type }));
    }
  });
});

describe("the item-type questions", () => {
  it("names each type that is what is asked", () => {
    expect(answered(ITEM_TYPES, isWeapon)).toEqual(["weapon"]);
    expect(answered(ITEM_TYPES, isWeaponOrArmor)).toEqual(["weapon", "armor"]);
    expect(answered(ITEM_TYPES, isPowerItem)).toEqual(["forcePower", "psionicPower"]);
    expect(POWER_ITEM_TYPES).toEqual(["forcePower", "psionicPower"]);
    expect(SINGLE_ITEM_TYPES).toEqual(["career", "species"]);
    expect(isWeapon(undefined)).toBe(false);
  });
});

describe("the check kinds and power skills", () => {
  it("each kind rolls its own dice; a roll dialog's other kinds are no bands", () => {
    expect(CHECK_KINDS.map((k) => [k, isD20Kind(k), checkDice(k)])).toEqual([
      ["d20", true, "1d20"],
      ["worlds", false, "2d6"],
    ]);
    expect(["worlds", "d20", "attack", "power", "check"].filter(isBandsKind)).toEqual(["worlds"]);
  });

  it("a power skill names the kit that rolls it, with its own wording", () => {
    expect(isPowerSkill("force")).toBe(true);
    expect(isPowerSkill("physical")).toBe(false);
    expect(powerKitOfSkill("force").ruleset).toBe("m20");
    expect(powerKitOfSkill("psionics").ruleset).toBe("spaceOpera");
    expect(powerKitOfSkill("psionics").effectNames.shutDownDroid).toBe("shutDownRobot");
    expect(powerKitOfSkill("force").effectNames.shutDownDroid).toBeUndefined();
  });
});
