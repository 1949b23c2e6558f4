// Active Effect changes held to the bounds of the fields they change (the trust rule: a player's own
// effect is input, never fact). Foundry applies an effect's change to the prepared data without the
// schema's check (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html#apply),
// so an owner's effect of AC +1,000 would reach every attack the GM resolves against them. After
// the effects are applied, each changed field is brought back within its range: the schema's own
// for a stored field, EFFECT_MODIFIER_RANGE for the modifiers effects add to (d20-block.ts).
import { clampTo, type Range } from "../rules/validate.js";
import { EFFECT_MODIFIER_RANGE } from "./ranges.js";
import { PREPARED_EFFECT_KEYS } from "./effect-keys.js";

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
