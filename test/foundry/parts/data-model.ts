import type { StandInEnv } from "../index.js";
import { SchemaField, type DataField } from "./fields.js";
import { mergeObject } from "./utils.js";

/**
 * foundry.abstract.DataModel / TypeDataModel: source = clean(migrateData(data)), validated as a whole
 * (fields, then validateJoint; throws, nothing kept), then copied onto the instance. Subclasses must
 * not use class fields (as in Foundry, they would shadow the initialised data).
 */
type Obj = Record<string, unknown>;

export class DataModel {
  declare _source: Obj;
  declare parent: unknown;
  static LOCALIZATION_PREFIXES: string[] = [];
  static #schemas = new WeakMap<object, SchemaField>();

  static defineSchema(): Record<string, DataField> {
    return {};
  }
  static get schema(): SchemaField {
    let schema = DataModel.#schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      DataModel.#schemas.set(this, schema);
    }
    return schema;
  }
  static migrateData(source: Obj): Obj {
    return source;
  }
  /** Rules across several fields; throws an Error when one fails (after the fields pass). */
  static validateJoint(_data: Obj): void {}
  /**
   * Stand-in helper: the cleaned, validated source for `data` (throws on invalid data). Foundry
   * ignores migrateData's return value and keeps the source it passed in, migrated in place
   * (foundryvtt/foundryvtt#13141; dnd5e's SystemDataModel.migrateData mutates `source`), so a model
   * that only returns a migrated copy loads unmigrated here too.
   */
  static cleanSource(data: Obj = {}, { migrate = true }: { migrate?: boolean } = {}): Obj {
    const migrated = structuredClone(data);
    if (migrate) this.migrateData(migrated);
    const source = this.schema.clean(migrated) as Obj;
    this.schema.validate(source, "");
    this.validateJoint(source);
    return source;
  }

  constructor(data: Obj = {}, options: { parent?: unknown } = {}) {
    Object.defineProperty(this, "parent", { value: options.parent ?? null, writable: true });
    Object.defineProperty(this, "_source", { value: {}, writable: true });
    this._source = (this.constructor as typeof DataModel).cleanSource(data);
    this._initialize();
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  /** Copies the source onto the instance (the schema fixes the keys, so none is ever removed). */
  _initialize(): void {
    Object.assign(this, structuredClone(this._source));
  }

  /**
   * Migrates `changes` as the partial data they are (not the merged whole: foundryvtt#14482), merges
   * them, validates the whole result, and only then keeps it.
   */
  updateSource(changes: Obj = {}): Obj {
    const model = this.constructor as typeof DataModel;
    const partial = structuredClone(changes);
    model.migrateData(partial);
    const merged = mergeObject(structuredClone(this._source), partial);
    this._source = model.cleanSource(merged, { migrate: false });
    this._initialize();
    return changes;
  }

  toObject(): Obj {
    return structuredClone(this._source);
  }
}

export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  getRollData(): Obj {
    return { ...this } as Obj;
  }
}

export function install(env: StandInEnv): void {
  Object.assign(env.foundry.abstract, { DataModel, TypeDataModel });
}
