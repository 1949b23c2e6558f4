/**
 * The system's fixed vocabulary: ids, rulesets, and the document subtypes each ruleset owns.
 * system.json and template.json must list exactly these types (test/manifest.test.ts holds them together).
 */
export const SYSTEM_ID = "holocron";

export const RULESET_IDS = ["m20", "starWorlds", "spaceOpera"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/**
 * Every actor type, the ruleset it plays by and whether it is a player character: the one list of actor
 * types. Everything else (the rulesets' types, the sheets' types, the rich-text fields, the manifest
 * test) is derived from it; a per-type table elsewhere is a `Record<HolocronActorType, …>` the compiler
 * holds to this list.
 */
const ACTOR_TYPE_TABLE = {
  m20Character: { ruleset: "m20", character: true },
  m20Npc: { ruleset: "m20", character: false },
  operaCharacter: { ruleset: "spaceOpera", character: true },
  operaNpc: { ruleset: "spaceOpera", character: false },
  worldsCharacter: { ruleset: "starWorlds", character: true },
  worldsNpc: { ruleset: "starWorlds", character: false },
} as const satisfies Record<string, { ruleset: RulesetId; character: boolean }>;
export type HolocronActorType = keyof typeof ACTOR_TYPE_TABLE;

// Object.keys types its result as string[]; the keys are exactly the table's, in its order.
export const ACTOR_TYPES = Object.freeze(Object.keys(ACTOR_TYPE_TABLE) as HolocronActorType[]);

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

/**
 * The party: an actor of no ruleset of its own, whose members (actors of any ruleset) each keep
 * theirs. It is listed in the manifest beside the ruleset types but is no HolocronActorType, so
 * nothing that asks an actor's ruleset (rulesetOf, derived data, token bars, combat) can take it.
 */
export const PARTY_ACTOR_TYPE = "party";
export type PartyActorType = typeof PARTY_ACTOR_TYPE;

/** Every actor type the manifest declares (system.json documentTypes, template.json), in order. */
export const MANIFEST_ACTOR_TYPES: readonly (HolocronActorType | PartyActorType)[] = Object.freeze([
  ...ACTOR_TYPES,
  PARTY_ACTOR_TYPE,
]);

/** Whether an actor type is the party (it has members, not a ruleset). */
export function isPartyType(type: string): type is PartyActorType {
  return type === PARTY_ACTOR_TYPE;
}

/** Which ruleset each actor type plays by; an actor keeps its own rules whatever the world's setting. */
export const RULESET_OF_ACTOR_TYPE: Readonly<Record<HolocronActorType, RulesetId>> = Object.freeze(
  byActorType((type) => ACTOR_TYPE_TABLE[type].ruleset),
);

/** The actor types of one ruleset, in the list's order. */
export function actorTypesOf(ruleset: RulesetId): readonly HolocronActorType[] {
  return ACTOR_TYPES.filter((type) => ACTOR_TYPE_TABLE[type].ruleset === ruleset);
}

/** Player characters (their sheets, tokens linked to the actor) as against NPCs. */
export function isCharacterType(type: HolocronActorType): boolean {
  return ACTOR_TYPE_TABLE[type].character;
}

/** A record with one value per actor type. */
function byActorType<T>(value: (type: HolocronActorType) => T): Record<HolocronActorType, T> {
  // Object.fromEntries types its result by string keys; the entries are one per actor type.
  return Object.fromEntries(ACTOR_TYPES.map((type) => [type, value(type)])) as Record<
    HolocronActorType,
    T
  >;
}

/** Item types offered in a world of each ruleset (weapon, armor and gear are shared). */
export const ITEM_TYPES_OF_RULESET: Record<RulesetId, readonly HolocronItemType[]> = {
  m20: ["weapon", "armor", "gear", "forcePower"],
  spaceOpera: ["weapon", "armor", "gear", "psionicPower"],
  starWorlds: ["weapon", "armor", "gear", "career", "ability", "species"],
};

/** Rich-text fields per type, as system.json `documentTypes` declares them (paths inside `system`). */
export const HTML_FIELDS: {
  Actor: Record<HolocronActorType | PartyActorType, readonly string[]>;
  Item: Record<HolocronItemType, readonly string[]>;
} = {
  Actor: { ...byActorType(() => ["biography"]), [PARTY_ACTOR_TYPE]: ["biography"] },
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

/** Damage types a weapon deals; Negate Energy and armor read them (declared with the rules). */
export { DAMAGE_TYPES, isDamageType, type DamageType } from "./rules/damage-types.js";

export function isHolocronActorType(type: string): type is HolocronActorType {
  return (ACTOR_TYPES as readonly string[]).includes(type);
}

export function isHolocronItemType(type: string): type is HolocronItemType {
  return (ITEM_TYPES as readonly string[]).includes(type);
}
