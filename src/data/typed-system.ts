// Typed reads of a document's `system`. fvtt-types types `actor.system` as the union of every
// subtype's model (plus unknown module subtypes), not tied to `actor.type`; these pair the two, so
// `if (data.type === "m20Character") data.system.strDamage.value` is checked against the schema.
import type { HolocronActorType, HolocronItemType } from "../config.js";
import type { M20CharacterSystem, M20NpcSystem } from "./actors/m20-character.js";
import type { OperaCharacterSystem, OperaNpcSystem } from "./actors/opera-character.js";
import type { WorldsCharacterSystem } from "./actors/worlds-character.js";
import type { WorldsNpcSystem } from "./actors/worlds-npc.js";
import type { ArmorSystem } from "./items/armor.js";
import type { GearSystem } from "./items/gear.js";
import type { PowerSystem } from "./items/power.js";
import type { AbilitySystem, CareerSystem, SpeciesSystem } from "./items/star-worlds-items.js";
import type { WeaponSystem } from "./items/weapon.js";
import type { HealthSubject } from "../rulesets/ruleset.js";

export type {
  AbilitySystem,
  ArmorSystem,
  CareerSystem,
  GearSystem,
  M20CharacterSystem,
  M20NpcSystem,
  OperaCharacterSystem,
  OperaNpcSystem,
  PowerSystem,
  SpeciesSystem,
  WeaponSystem,
  WorldsCharacterSystem,
  WorldsNpcSystem,
};

// Typing helpers shared by the system (see foundry-v13.md "Typing notes").

/** `actor.type === t` does not narrow `actor.system` in fvtt-types; this guard does. */
export function isActorType<T extends HolocronActorType>(
  actor: Actor.Implementation,
  type: T,
): actor is Actor.Implementation & Actor.OfType<T> {
  return actor.type === type;
}

export function isItemType<T extends HolocronItemType>(
  item: Item.Implementation,
  type: T,
): item is Item.Implementation & Item.OfType<T> {
  return item.type === type;
}

/**
 * Create-dialog options with the subtypes to offer. fvtt-types 13.345 types `types` as `undefined`,
 * while Foundry V13's `createDialog` reads it as the list of types the dialog offers.
 */
export function withDialogTypes<O extends object>(
  options: O | undefined,
  types: readonly string[],
): O {
  return Object.assign({}, options, { types: [...types] });
}

/** Each actor type's prepared `system`. */
export interface ActorSystems {
  m20Character: M20CharacterSystem;
  m20Npc: M20NpcSystem;
  operaCharacter: OperaCharacterSystem;
  operaNpc: OperaNpcSystem;
  worldsCharacter: WorldsCharacterSystem;
  worldsNpc: WorldsNpcSystem;
}

/** Each item type's prepared `system`. */
export interface ItemSystems {
  weapon: WeaponSystem;
  armor: ArmorSystem;
  gear: GearSystem;
  forcePower: PowerSystem;
  psionicPower: PowerSystem;
  career: CareerSystem;
  ability: AbilitySystem;
  species: SpeciesSystem;
}

/** An actor's type with its `system`: narrowing `type` narrows `system`. */
export type HolocronActorData = {
  [T in HolocronActorType]: { type: T; system: ActorSystems[T] };
}[HolocronActorType];

export type HolocronItemData = {
  [T in HolocronItemType]: { type: T; system: ItemSystems[T] };
}[HolocronItemType];

/** The typed data of an actor of a Holocron type, or null for another type (a module's subtype). */
export function actorData(actor: Actor.Implementation): HolocronActorData | null {
  if (isActorType(actor, "m20Character")) return { type: "m20Character", system: actor.system };
  if (isActorType(actor, "m20Npc")) return { type: "m20Npc", system: actor.system };
  if (isActorType(actor, "operaCharacter")) return { type: "operaCharacter", system: actor.system };
  if (isActorType(actor, "operaNpc")) return { type: "operaNpc", system: actor.system };
  if (isActorType(actor, "worldsCharacter"))
    return { type: "worldsCharacter", system: actor.system };
  if (isActorType(actor, "worldsNpc")) return { type: "worldsNpc", system: actor.system };
  return null;
}

/**
 * An actor as its ruleset reads it: typed system data and active statuses. Here each model's system
 * type is checked against the shape its ruleset declares (src/rulesets/actor-shapes.ts).
 */
export function rulesetSubject(actor: Actor.Implementation): HealthSubject {
  const data = actorData(actor);
  if (!data) throw new Error(`Holocron has no ruleset for actor type "${actor.type}"`);
  return { ...data, statuses: actor.statuses };
}

/** The typed data of an item of a Holocron type, or null for another type. */
export function itemData(item: Item.Implementation): HolocronItemData | null {
  if (isItemType(item, "weapon")) return { type: "weapon", system: item.system };
  if (isItemType(item, "armor")) return { type: "armor", system: item.system };
  if (isItemType(item, "gear")) return { type: "gear", system: item.system };
  if (isItemType(item, "forcePower")) return { type: "forcePower", system: item.system };
  if (isItemType(item, "psionicPower")) return { type: "psionicPower", system: item.system };
  if (isItemType(item, "career")) return { type: "career", system: item.system };
  if (isItemType(item, "ability")) return { type: "ability", system: item.system };
  if (isItemType(item, "species")) return { type: "species", system: item.system };
  return null;
}
