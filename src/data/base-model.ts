// The base of every Holocron data model, the shape of dnd5e's SystemDataModel: the i18n prefix of
// the schema's labels, the data version and `legacy` fields, migrations applied to the source in
// place, and joint rules checked on every write. A generic class (not a class factory) keeps
// fvtt-types' `Actor.Implementation` and `Item.Implementation` intact.
import { isOlderVersion, migrateSourceInPlace } from "../migrations/migrate-source.js";
import type { DocumentName, Source } from "../migrations/steps.js";
import { fitToSchema, keepUnknownKeys } from "./fit-source.js";
import type { NoBaseData } from "./fields.js";

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
   * fitted to the schema (src/data/fit-source.ts), so it loads instead of failing. Update data is
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
