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

/** The actor types of one ruleset, as a type: `ActorTypeOf<"m20">` is "m20Character" | "m20Npc". */
export type ActorTypeOf<R extends RulesetId> = {
  [T in HolocronActorType]: (typeof ACTOR_TYPE_TABLE)[T]["ruleset"] extends R ? T : never;
}[HolocronActorType];

/**
 * Every item type, the rulesets that offer it and what it is to the sheets and rolls: the one list of
 * item types. `power`: a Force or psionic power (rolled through the power dialog); `single`: an actor
 * holds at most one (a Star Worlds species or career); `gear`: carried kit (weapon, armor, gear);
 * `feature`: a Star Worlds ability, taken from a career.
 */
const ITEM_TYPE_TABLE = {
  weapon: { rulesets: RULESET_IDS, role: "gear" },
  armor: { rulesets: RULESET_IDS, role: "gear" },
  gear: { rulesets: RULESET_IDS, role: "gear" },
  forcePower: { rulesets: ["m20"], role: "power" },
  psionicPower: { rulesets: ["spaceOpera"], role: "power" },
  career: { rulesets: ["starWorlds"], role: "single" },
  ability: { rulesets: ["starWorlds"], role: "feature" },
  species: { rulesets: ["starWorlds"], role: "single" },
} as const satisfies Record<
  string,
  { rulesets: readonly RulesetId[]; role: "gear" | "power" | "single" | "feature" }
>;
export type HolocronItemType = keyof typeof ITEM_TYPE_TABLE;
type ItemRole = (typeof ITEM_TYPE_TABLE)[HolocronItemType]["role"];

// Object.keys types its result as string[]; the keys are exactly the table's, in its order.
export const ITEM_TYPES = Object.freeze(Object.keys(ITEM_TYPE_TABLE) as HolocronItemType[]);

/** The item types of one role, in the list's order. */
function itemTypesOfRole<R extends ItemRole>(role: R): readonly HolocronItemType[] {
  return ITEM_TYPES.filter((type) => ITEM_TYPE_TABLE[type].role === role);
}

/** A power item type: the Force's or psionics' (the power dialog rolls them). */
export type PowerItemType = {
  [T in HolocronItemType]: (typeof ITEM_TYPE_TABLE)[T]["role"] extends "power" ? T : never;
}[HolocronItemType];
export const POWER_ITEM_TYPES = Object.freeze(itemTypesOfRole("power") as PowerItemType[]);
export function isPowerItemType(type: string): type is PowerItemType {
  return (POWER_ITEM_TYPES as readonly string[]).includes(type);
}

/** A predicate on a document or its typed data (`itemData`) that narrows it to one item type. */
function itemOfType<T extends HolocronItemType>(type: T) {
  return <D extends { type: string }>(d: D | null | undefined): d is D & { type: T } =>
    d?.type === type;
}

/** The questions Foundry code asks of an item's type, answered here beside the list. */
export const isWeapon = itemOfType("weapon");
export const isArmor = itemOfType("armor");
export const isCareer = itemOfType("career");
export const isAbility = itemOfType("ability");
export const isSpecies = itemOfType("species");

/** A power item (its typed data narrowed), as isPowerItemType asks of a type. */
export function isPowerItem<D extends { type: string }>(
  d: D | null | undefined,
): d is D & { type: PowerItemType } {
  return d !== null && d !== undefined && isPowerItemType(d.type);
}

/** Carried kit a character wields or wears (a weapon or armor: what may deflect, what is equipped). */
export function isWeaponOrArmor<D extends { type: string }>(
  d: D | null | undefined,
): d is D & { type: "weapon" | "armor" } {
  return isWeapon(d) || isArmor(d);
}

/** Item types an actor holds at most one of (a new one replaces the old: species, career). */
export const SINGLE_ITEM_TYPES: readonly HolocronItemType[] = Object.freeze(
  itemTypesOfRole("single"),
);

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

/** The player character types, as a type. */
export type CharacterType = {
  [T in HolocronActorType]: (typeof ACTOR_TYPE_TABLE)[T]["character"] extends true ? T : never;
}[HolocronActorType];

/** Player characters (their sheets, tokens linked to the actor) as against NPCs. */
export function isCharacterType(type: HolocronActorType): boolean {
  return ACTOR_TYPE_TABLE[type].character;
}

/** A player character's typed data (narrowed to the character types). */
export function isCharacter<D extends { type: HolocronActorType }>(
  d: D,
): d is D & { type: CharacterType } {
  return isCharacterType(d.type);
}

/** An NPC's typed data (narrowed to the NPC types). */
export function isNpc<D extends { type: HolocronActorType }>(
  d: D,
): d is D & { type: Exclude<HolocronActorType, CharacterType> } {
  return !isCharacterType(d.type);
}

/** A record with one value per actor type. */
function byActorType<T>(value: (type: HolocronActorType) => T): Record<HolocronActorType, T> {
  // Object.fromEntries types its result by string keys; the entries are one per actor type.
  return Object.fromEntries(ACTOR_TYPES.map((type) => [type, value(type)])) as Record<
    HolocronActorType,
    T
  >;
}

/** A record with one value per item type. */
function byItemType<T>(value: (type: HolocronItemType) => T): Record<HolocronItemType, T> {
  // Object.fromEntries types its result by string keys; the entries are one per item type.
  return Object.fromEntries(ITEM_TYPES.map((type) => [type, value(type)])) as Record<
    HolocronItemType,
    T
  >;
}

/** The item types offered in a world of one ruleset, in the list's order (weapon, armor and gear are shared). */
export function itemTypesOf(ruleset: RulesetId): readonly HolocronItemType[] {
  return ITEM_TYPES.filter((type) =>
    (ITEM_TYPE_TABLE[type].rulesets as readonly RulesetId[]).includes(ruleset),
  );
}

/** Item types offered in a world of each ruleset. */
export const ITEM_TYPES_OF_RULESET: Readonly<Record<RulesetId, readonly HolocronItemType[]>> =
  Object.freeze({
    m20: itemTypesOf("m20"),
    spaceOpera: itemTypesOf("spaceOpera"),
    starWorlds: itemTypesOf("starWorlds"),
  });

/** Rich-text fields per type, as system.json `documentTypes` declares them (paths inside `system`). */
export const HTML_FIELDS: {
  Actor: Record<HolocronActorType | PartyActorType, readonly string[]>;
  Item: Record<HolocronItemType, readonly string[]>;
} = {
  Actor: { ...byActorType(() => ["biography"]), [PARTY_ACTOR_TYPE]: ["biography"] },
  Item: byItemType(() => ["description"]),
};

/**
 * How a ruleset rolls a check: a d20 + stat against a DC or an AC (m20, Space Opera), or Star Worlds'
 * 2d6 + attribute read in bands. One list for the rulesets' check rules, group requests, resist
 * choices and cards; Foundry code asks the adapter (`rulesetOf(actor).checks`) rather than naming one.
 */
const CHECK_KIND_TABLE = {
  d20: { dice: "1d20", d20: true },
  worlds: { dice: "2d6", d20: false },
} as const satisfies Record<string, { dice: string; d20: boolean }>;
export type CheckKind = keyof typeof CHECK_KIND_TABLE;

// Object.keys types its result as string[]; the keys are exactly the table's, in its order.
export const CHECK_KINDS = Object.freeze(Object.keys(CHECK_KIND_TABLE) as CheckKind[]);

export function isCheckKind(value: unknown): value is CheckKind {
  return (CHECK_KINDS as readonly unknown[]).includes(value);
}

/** Whether a check of this kind is a d20 roll (against a DC or an AC) rather than 2d6 bands. */
export function isD20Kind(kind: CheckKind): kind is "d20" {
  return CHECK_KIND_TABLE[kind].d20;
}

/** Whether a roll of this kind (a check kind, or a roll dialog's "attack", "power"…) is 2d6 bands. */
export function isBandsKind(kind: string): kind is "worlds" {
  return isCheckKind(kind) && !CHECK_KIND_TABLE[kind].d20;
}

/** The dice a check of each kind rolls (before its bonus). */
export function checkDice(kind: CheckKind): string {
  return CHECK_KIND_TABLE[kind].dice;
}

/** The skill a power uses (declared with the power rules). */
export { POWER_SKILLS, isPowerSkill, type PowerSkill } from "./rules/powers/types.js";

/** Damage types a weapon deals; Negate Energy and armor read them (declared with the rules). */
export { DAMAGE_TYPES, isDamageType, type DamageType } from "./rules/damage-types.js";

export function isHolocronActorType(type: string): type is HolocronActorType {
  return (ACTOR_TYPES as readonly string[]).includes(type);
}

export function isHolocronItemType(type: string): type is HolocronItemType {
  return (ITEM_TYPES as readonly string[]).includes(type);
}
