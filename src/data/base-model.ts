// The base of every Holocron data model, the shape of dnd5e's SystemDataModel: the i18n prefix of
// the schema's labels, the data version and `legacy` fields, migrations applied to the source in
// place, and joint rules checked on every write. A generic class (not a class factory) keeps
// fvtt-types' `Actor.Implementation` and `Item.Implementation` intact.
import {
  isOlderVersion,
  migrateSourceInPlace,
  type DocumentName,
  type Source,
  type Legacy,
  numeric,
} from "../migrations/migrate-source.js";
import { isPlainData, isUpdateOperatorKey } from "../compat/deletion.js";
import type { NoBaseData } from "./fields.js";

// Stored values that no longer fit the schema are fitted when a document written before today's
// version loads, instead of making it fail to load: numbers stored as text become numbers, a number
// out of range is clamped (HP −5 → 0, a hit die of 7 → 6), a key the schema no longer has moves out of
// the way. Each original is kept in `legacy` (by its path) and named in a console warning.

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

/** A rule across fields: throws an Error with a localized message when the data breaks it. */
export type JointRule = (data: Source) => void;

/** Which document and subtype a model serves. */
export type ModelMigration = { documentName: DocumentName; type: string };

export abstract class HolocronDataModel<
  Schema extends foundry.data.fields.DataSchema,
  Parent extends Actor.Implementation | Item.Implementation,
  Base extends Readonly<Record<string, unknown>> = NoBaseData,
  Derived extends Readonly<Record<string, unknown>> = NoBaseData,
> extends foundry.abstract.TypeDataModel<Schema, Parent, Base, Derived> {
  /** The document and subtype this model serves: the migration steps differ by both. */
  static migration: ModelMigration;
  /** Rules across fields (STR damage ≤ STR…), checked after the fields on every write. */
  static jointRules: readonly JointRule[] = [];

  /**
   * Migrates `source` in place: Foundry ignores the return value (foundryvtt#13141; dnd5e's
   * SystemDataModel.migrateData mutates `source` too). Stored data of an older version is also
   * fitted to the schema (src/data/base-model.ts), so it loads instead of failing. Update data is
   * never fitted: migrateData also receives partial updates (foundryvtt#14482), and a value a user
   * types out of range must be refused with the schema's message, not clamped.
   */
  static override migrateData(source: Source) {
    const { documentName, type } = this.migration;
    const before = JSON.stringify(source);
    const legacy = migrateSourceInPlace(documentName, type, source);
    // Stored data of an older version: an older version number, or a legacy shape a step reshaped.
    if (isOlderVersion(source) || JSON.stringify(source) !== before) {
      fitToSchema(this.schema.fields, source, legacy);
    }
    keepUnknownKeys(this.schema.fields, source, legacy);
    if (Object.keys(legacy).length > 0) source.legacy = legacy;
    return super.migrateData(source);
  }

  static override validateJoint(
    data: Parameters<typeof foundry.abstract.DataModel.validateJoint>[0],
  ): void {
    for (const rule of this.jointRules) rule(data as Source);
  }
}

/** An actor subtype's model: labels from `HOLOCRON.Actor.Fields`. */
export abstract class HolocronActorModel<
  Schema extends foundry.data.fields.DataSchema,
  Base extends Readonly<Record<string, unknown>> = NoBaseData,
  Derived extends Readonly<Record<string, unknown>> = NoBaseData,
  // A parameter, not written in place: fixed in the base expression, it makes the type of
  // Item/Actor.Implementation (which reads the registered models) refer to itself.
  Parent extends Actor.Implementation = Actor.Implementation,
> extends HolocronDataModel<Schema, Parent, Base, Derived> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Actor.Fields"];
}

/** An item subtype's model: labels from `HOLOCRON.Item.Fields`. */
export abstract class HolocronItemModel<
  Schema extends foundry.data.fields.DataSchema,
  Derived extends Readonly<Record<string, unknown>> = NoBaseData,
  // A parameter for the same reason as HolocronActorModel's.
  Parent extends Item.Implementation = Item.Implementation,
> extends HolocronDataModel<Schema, Parent, NoBaseData, Derived> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
}
