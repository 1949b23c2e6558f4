// Stored values that no longer fit the schema are fitted when a document written before today's
// version loads, instead of making it fail to load: numbers stored as text become numbers, a number
// out of range is clamped (HP −5 → 0, a hit die of 7 → 6), a key the schema no longer has moves out of
// the way. Each original is kept in `legacy` (by its path) and named in a console warning.
import type { Legacy, Source } from "../migrations/steps.js";
import { numeric } from "../migrations/steps.js";
import { isPlainData, isUpdateOperatorKey } from "../compat/deletion.js";

type Fields = foundry.data.fields.DataSchema;
type Field = foundry.data.fields.DataField.Any;

const isObject = (v: unknown): v is Source =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A number in the field's range (rounded for an integer field). */
function fitNumber(field: foundry.data.fields.NumberField, n: number): number {
  let fitted = field.integer ? Math.round(n) : n;
  if (typeof field.min === "number") fitted = Math.max(field.min, fitted);
  if (typeof field.max === "number") fitted = Math.min(field.max, fitted);
  return fitted;
}

function fitValue(field: Field, value: unknown, path: string, legacy: Legacy): unknown {
  const { NumberField, SchemaField, ArrayField } = foundry.data.fields;
  if (field instanceof NumberField) {
    if (value === null) return value;
    // Text that reads as a number is that number; anything else falls back to the initial value.
    const n = numeric(value);
    const fitted = n === undefined ? undefined : fitNumber(field, n);
    if (fitted !== n || n === undefined) keep(legacy, path, value, fitted);
    return fitted;
  }
  if (field instanceof SchemaField && isObject(value)) {
    fitFields(field.fields, value, path, legacy);
    return value;
  }
  if (field instanceof ArrayField && Array.isArray(value)) {
    const element = field.element as Field;
    return value.map((v, i) => fitValue(element, v, `${path}.${i}`, legacy) ?? v);
  }
  return value;
}

function keep(legacy: Legacy, path: string, original: unknown, fitted: unknown): void {
  legacy[path] = original;
  console.warn(`Holocron | stored ${path} ${String(original)} does not fit: ${String(fitted)}`);
}

function fitFields(fields: Fields, source: Source, path: string, legacy: Legacy): void {
  for (const [name, field] of Object.entries(fields)) {
    if (!(name in source)) continue;
    const fitted = fitValue(field, source[name], path ? `${path}.${name}` : name, legacy);
    if (fitted === undefined) delete source[name];
    else source[name] = fitted;
  }
}

/** Fits a stored `system` source to `fields` in place; what was changed is kept in `legacy`. */
export function fitToSchema(fields: Fields, source: Source, legacy: Legacy): void {
  fitFields(fields, source, "", legacy);
}

/**
 * Top-level keys the schema does not know would be dropped by Foundry's cleaning: they move to
 * `legacy` instead. Safe on update data too (it only keeps what would be lost); update syntax
 * (deletion and replacement keys, dotted paths, operators) is left alone.
 */
export function keepUnknownKeys(fields: Fields, source: Source, legacy: Legacy): void {
  for (const key of Object.keys(source)) {
    if (key in fields || key.includes(".") || isUpdateOperatorKey(key)) continue;
    if (!isPlainData(source[key])) continue;
    legacy[key] = source[key];
    delete source[key];
  }
}
