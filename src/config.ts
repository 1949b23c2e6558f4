/**
 * The system's fixed vocabulary: ids, rulesets, and the document subtypes each ruleset owns.
 * system.json and template.json must list exactly these types (test/manifest.test.ts holds them together).
 */
export const SYSTEM_ID = "holocron";

export const RULESET_IDS = ["m20", "starWorlds", "spaceOpera"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

export const ACTOR_TYPES = [
  "m20Character",
  "m20Npc",
  "operaCharacter",
  "operaNpc",
  "worldsCharacter",
  "worldsNpc",
] as const;
export type HolocronActorType = (typeof ACTOR_TYPES)[number];

export const ITEM_TYPES = [
  "weapon",
  "armor",
  "gear",
  "forcePower",
  "psionicPower",
  "career",
  "ability",
  "species",
] as const;
export type HolocronItemType = (typeof ITEM_TYPES)[number];

/** The actor types a player plays: their tokens are linked to the actor (one sheet, one health). */
export const PLAYER_CHARACTER_TYPES: readonly HolocronActorType[] = [
  "m20Character",
  "operaCharacter",
  "worldsCharacter",
];

/** Which ruleset each actor type plays by; an actor keeps its own rules whatever the world's setting. */
export const RULESET_OF_ACTOR_TYPE: Record<HolocronActorType, RulesetId> = {
  m20Character: "m20",
  m20Npc: "m20",
  operaCharacter: "spaceOpera",
  operaNpc: "spaceOpera",
  worldsCharacter: "starWorlds",
  worldsNpc: "starWorlds",
};

/** Item types offered in a world of each ruleset (weapon, armor and gear are shared). */
export const ITEM_TYPES_OF_RULESET: Record<RulesetId, readonly HolocronItemType[]> = {
  m20: ["weapon", "armor", "gear", "forcePower"],
  spaceOpera: ["weapon", "armor", "gear", "psionicPower"],
  starWorlds: ["weapon", "armor", "gear", "career", "ability", "species"],
};

/** Rich-text fields per type, as system.json `documentTypes` declares them (paths inside `system`). */
export const HTML_FIELDS: {
  Actor: Record<HolocronActorType, readonly string[]>;
  Item: Record<HolocronItemType, readonly string[]>;
} = {
  Actor: {
    m20Character: ["biography"],
    m20Npc: ["biography"],
    operaCharacter: ["biography"],
    operaNpc: ["biography"],
    worldsCharacter: ["biography"],
    worldsNpc: ["biography"],
  },
  Item: {
    weapon: ["description"],
    armor: ["description"],
    gear: ["description"],
    forcePower: ["description"],
    psionicPower: ["description"],
    career: ["description"],
    ability: ["description"],
    species: ["description"],
  },
};

/** Damage types a weapon deals; Negate Energy and armor read them (rulings: damage types). */
export const DAMAGE_TYPES = ["energy", "kinetic", "ion"] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export function isDamageType(value: unknown): value is DamageType {
  return (DAMAGE_TYPES as readonly unknown[]).includes(value);
}

export function isHolocronActorType(type: string): type is HolocronActorType {
  return (ACTOR_TYPES as readonly string[]).includes(type);
}

export function isHolocronItemType(type: string): type is HolocronItemType {
  return (ITEM_TYPES as readonly string[]).includes(type);
}
