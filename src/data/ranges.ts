// Ranges the schemas enforce and the sheets' inputs show (one source, so the two cannot drift).
import { clampTo, type Range } from "../rules/validate.js";
import { starWorlds } from "../rules/index.js";
import { PREPARED_EFFECT_KEYS } from "./effect-keys.js";
import type { HolocronActorType } from "../config.js";

/** Ability scores: 3–18 usual, 1–30 accepted. */
export const STAT_RANGE = { min: 1, max: 30 } as const;
/** Level 1–10 by the rules; the GM may go beyond, up to 20 (the sheet warns above 10). */
export const D20_LEVEL_RANGE = { min: 1, max: 20 } as const;
/** Star Worlds levels 1–10 (seed 002's level table). */
export const WORLDS_LEVEL_RANGE = { min: 1, max: 10 } as const;
export const SKILL_RANK_RANGE = { min: 0, max: 30 } as const;
/** A weapon's own attack bonus. */
export const WEAPON_ATTACK_BONUS_RANGE = { min: -20, max: 20 } as const;
/** The flat part of a weapon's damage formula ("2d6+3": +3); the dice themselves are the rules' limits. */
export const WEAPON_DAMAGE_BONUS_RANGE = { min: -20, max: 20 } as const;
/**
 * A weapon's damage dice, whoever writes them (a GM too): at most 20 dice in all, none of more than
 * 20 faces. The compendiums' heaviest weapons roll 6d6 and 3d10; 100d100 is no weapon's.
 */
export const WEAPON_DAMAGE_DICE = { dice: 20, faces: 20 } as const;
/** The roll dialog's situational modifier. */
export const ROLL_MODIFIER_RANGE = { min: -20, max: 20 } as const;
/** What Active Effects add to an actor's attack or damage (a card beyond it is not verified). */
export const EFFECT_MODIFIER_RANGE = { min: -20, max: 20 } as const;
/** A character's attack bonus override (blank: the level). */
export const ATTACK_BONUS_RANGE = { min: -20, max: 40 } as const;
/** One level's hit die (1d6, rulings: m20 hit dice). */
export const HIT_DIE_RANGE = { min: 1, max: 6 } as const;
/** Feet per move (the chase reads it: rulings, Chases). */
export const MOVEMENT_RANGE = { min: 0, max: 10000 } as const;
/** m20 hit points: never below 0 (what damage takes past 0 comes off STR, seed 001). */
export const M20_HP_RANGE = { min: 0 } as const;
/** Space Opera hit points: below 0 while dying, down to death and past it (seed 003). */
export const OPERA_HP_RANGE = { min: -999, max: 999 } as const;
/** Star Worlds Vitality; a GM-typed NPC maximum is at least 1. */
export const VITALITY_RANGE = { min: 0, max: 999 } as const;
export const VITALITY_MAX_RANGE = { min: 1, max: 999 } as const;
/** Space Opera Heroism Points and their maximum. */
export const HEROISM_RANGE = { min: 0, max: 99 } as const;
/** Star Worlds Hero Points held (at most the rules' cap, seed 002). */
export const HERO_POINTS_RANGE = { min: 0, max: starWorlds.maxHeroPoints } as const;
/** Star Worlds Hero Points spent (their count is the level: seed 002). */
export const HERO_POINTS_SPENT_RANGE = { min: 0, max: 9999 } as const;
/** A Star Worlds NPC's Armor and Speed, typed by the GM. */
export const ARMOR_SPEED_RANGE = { min: 0, max: 99 } as const;

/** A stored number's bounds as its field has them (a field may have none, or only a minimum). */
export interface Bounds {
  readonly min?: number;
  readonly max?: number;
}

/** m20 STR damage taken (at most the STR score, which the sheet's input also says). */
export const STR_DAMAGE_RANGE = { min: 0 } as const;

/**
 * Each actor type's health fields as its model bounds them, by their path in `system` (the value,
 * and the numbers beside it the sheet types: STR damage, a Star Worlds NPC's maximum).
 */
export const HEALTH_FIELD_BOUNDS: Readonly<
  Record<HolocronActorType, Readonly<Record<string, Bounds>>>
> = {
  m20Character: { "health.value": M20_HP_RANGE, "strDamage.value": STR_DAMAGE_RANGE },
  m20Npc: { "health.value": M20_HP_RANGE, "strDamage.value": STR_DAMAGE_RANGE },
  operaCharacter: { "health.value": OPERA_HP_RANGE },
  operaNpc: { "health.value": OPERA_HP_RANGE },
  worldsCharacter: { "health.value": VITALITY_RANGE },
  worldsNpc: { "health.value": VITALITY_RANGE, "health.max": VITALITY_MAX_RANGE },
};

// Active Effect changes held to the bounds of the fields they change (the trust rule: a player's own
// effect is input, never fact). Foundry applies an effect's change to the prepared data without the
// schema's check (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html#apply),
// so an owner's effect of AC +1,000 would reach every attack the GM resolves against them. After
// the effects are applied, each changed field is brought back within its range: the schema's own
// for a stored field, EFFECT_MODIFIER_RANGE for the modifiers effects add to (d20-block.ts).
/**
 * A schema as the bounds read it: SchemaField#getField finds the field at a dot-delimited path
 * (https://foundryvtt.com/api/v13/classes/foundry.data.fields.SchemaField.html#getfield), and a
 * NumberField has `min` and `max` (read as unknown: any DataField may stand at a path).
 */
export interface BoundField {
  getField(path: string): unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** Whether `schema` finds fields by path (a SchemaField); the prepared `system`'s is one. */
export function isBoundField(schema: unknown): schema is BoundField {
  return isObject(schema) && typeof schema.getField === "function";
}

/** The prepared paths effects add to that no schema field holds: reset each preparation. */
const MODIFIER_KEYS = PREPARED_EFFECT_KEYS;

/**
 * The range a change of `key` is held to: EFFECT_MODIFIER_RANGE for the modifiers, the schema's
 * own range for a numeric field with one, null for anything else (left as Foundry made it).
 */
export function effectBound(key: string, schema: BoundField | null): Range | null {
  if (MODIFIER_KEYS.has(key)) return EFFECT_MODIFIER_RANGE;
  if (!key.startsWith("system.") || !schema) return null;
  const found = schema.getField(key.slice("system.".length));
  const field = isObject(found) ? found : null;
  const min = typeof field?.min === "number" ? field.min : null;
  const max = typeof field?.max === "number" ? field.max : null;
  if (min === null && max === null) return null;
  return { min: min ?? -Infinity, max: max ?? Infinity };
}

/** Pure: the value a change of `key` may leave, held to its field's bounds. */
export function clampEffectValue(key: string, value: number, schema: BoundField | null): number {
  const bound = effectBound(key, schema);
  return bound ? clampTo(value, bound) : value;
}

/**
 * Holds every field `keys` names (the keys of the changes the active effects made) within its
 * bounds; returns the keys whose value had gone beyond them (none for an honest effect).
 */
export function holdEffectedFields(
  system: object,
  schema: unknown,
  keys: Iterable<string>,
): string[] {
  const held: string[] = [];
  const fields = isBoundField(schema) ? schema : null;
  for (const key of new Set(keys)) {
    if (!key.startsWith("system.")) continue;
    const path = key.slice("system.".length);
    const value: unknown = foundry.utils.getProperty(system, path);
    if (typeof value !== "number") continue;
    const kept = clampEffectValue(key, value, fields);
    if (kept === value) continue;
    foundry.utils.setProperty(system, path, kept);
    held.push(key);
  }
  return held;
}
