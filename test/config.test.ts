// The system's fixed vocabulary holds together: every actor type has a ruleset, every ruleset offers
// known item types, every type declares its rich-text fields. (system.json: test/manifest.test.ts.)
import { describe, expect, it } from "vitest";
import {
  ACTOR_TYPES,
  DAMAGE_TYPES,
  HTML_FIELDS,
  isDamageType,
  isHolocronActorType,
  isHolocronItemType,
  ITEM_TYPES,
  ITEM_TYPES_OF_RULESET,
  isPartyType,
  MANIFEST_ACTOR_TYPES,
  RULESET_IDS,
  RULESET_OF_ACTOR_TYPE,
} from "../src/config.js";

describe("the vocabulary", () => {
  it("each ruleset plays a character and an NPC type", () => {
    for (const ruleset of RULESET_IDS) {
      const types = ACTOR_TYPES.filter((t) => RULESET_OF_ACTOR_TYPE[t] === ruleset);
      expect(types.map((t) => t.endsWith("Character") || t.endsWith("Npc"))).toEqual([true, true]);
    }
    expect(Object.keys(RULESET_OF_ACTOR_TYPE).sort()).toEqual([...ACTOR_TYPES].sort());
  });

  it("each ruleset offers the shared weapon, armor and gear and only known item types", () => {
    for (const ruleset of RULESET_IDS) {
      const offered = ITEM_TYPES_OF_RULESET[ruleset];
      expect(offered.slice(0, 3)).toEqual(["weapon", "armor", "gear"]);
      expect(offered.every((t) => ITEM_TYPES.includes(t))).toBe(true);
    }
    // Each power item type belongs to the one ruleset with those powers.
    expect(ITEM_TYPES_OF_RULESET.m20).toContain("forcePower");
    expect(ITEM_TYPES_OF_RULESET.spaceOpera).toContain("psionicPower");
    expect(ITEM_TYPES_OF_RULESET.starWorlds).not.toContain("forcePower");
  });

  it("every type declares its rich-text fields", () => {
    expect(Object.keys(HTML_FIELDS.Actor).sort()).toEqual([...MANIFEST_ACTOR_TYPES].sort());
    expect(Object.keys(HTML_FIELDS.Item).sort()).toEqual([...ITEM_TYPES].sort());
  });
});

describe("the party", () => {
  it("is declared beside the ruleset types but has no ruleset of its own", () => {
    expect(MANIFEST_ACTOR_TYPES).toEqual([...ACTOR_TYPES, "party"]);
    expect(isPartyType("party")).toBe(true);
    expect(isHolocronActorType("party")).toBe(false);
    expect(Object.keys(RULESET_OF_ACTOR_TYPE)).not.toContain("party");
  });
});

describe("guards", () => {
  it("isDamageType: energy, kinetic and ion only", () => {
    expect(DAMAGE_TYPES.every(isDamageType)).toBe(true);
    expect([isDamageType("fire"), isDamageType(undefined), isDamageType("Energy")]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("isHolocronActorType and isHolocronItemType", () => {
    expect(isHolocronActorType("worldsNpc")).toBe(true);
    expect(isHolocronActorType("character")).toBe(false);
    expect(isHolocronItemType("species")).toBe(true);
    expect(isHolocronItemType("spell")).toBe(false);
  });
});
