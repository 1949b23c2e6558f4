import type { StandInEnv } from "../index.js";

/**
 * foundry.data.fields: just `initial`, `clean` (cast + fill defaults) and `validate` (integer, min,
 * max, choices, nullable, required, blank, custom `validate`). A failure throws an Error whose message
 * names the field path and the problem, like Foundry's DataModelValidationError.
 */
type Obj = Record<string, unknown>;
export type FieldOptions = {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  integer?: boolean;
  min?: number;
  max?: number;
  blank?: boolean;
  choices?: readonly string[] | Record<string, string> | (() => readonly string[]);
  validate?: (value: unknown) => boolean | void;
  validationError?: string;
  label?: string;
  hint?: string;
};

export class DataField {
  options: FieldOptions;
  name = "";
  constructor(options: FieldOptions = {}) {
    this.options = { required: false, nullable: false, ...options };
  }
  get initial(): unknown {
    return this.options.initial;
  }
  getInitialValue(): unknown {
    const initial = this.options.initial;
    return typeof initial === "function" ? (initial as () => unknown)() : structuredClone(initial);
  }
  protected cast(value: unknown): unknown {
    return value;
  }
  clean(value: unknown): unknown {
    if (value === undefined) return this.getInitialValue();
    if (value === null) return value;
    return this.cast(value);
  }
  /** Throws an Error naming `path` when the value is invalid. */
  validate(value: unknown, path: string): void {
    const fail = (problem: string): never => {
      throw new Error(`${path}: ${problem}`);
    };
    if (value === undefined) {
      if (this.options.required) fail("may not be undefined");
      return;
    }
    if (value === null) {
      if (!this.options.nullable) fail("may not be null");
      return;
    }
    const problem = this.typeProblem(value);
    if (problem) fail(problem);
    const custom = this.options.validate;
    if (!custom) return;
    let result: boolean | void = undefined;
    try {
      result = custom(value);
    } catch (error) {
      fail((error as Error).message);
    }
    if (result === false) fail(this.options.validationError ?? "is not valid");
  }
  protected typeProblem(_value: unknown): string | undefined {
    return undefined;
  }
}

export class NumberField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ nullable: true, ...options });
  }
  /** Foundry's fields expose their options as properties (`field.min`, `field.integer`). */
  get min(): number | undefined {
    return this.options.min;
  }
  get max(): number | undefined {
    return this.options.max;
  }
  get integer(): boolean {
    return this.options.integer === true;
  }
  get nullable(): boolean {
    return this.options.nullable === true;
  }
  protected override cast(value: unknown): unknown {
    if (typeof value === "string") return value.trim() === "" ? null : Number(value);
    return typeof value === "number" ? value : Number(value);
  }
  protected override typeProblem(value: unknown): string | undefined {
    const { integer, min, max, choices } = this.options;
    if (typeof value !== "number" || !Number.isFinite(value)) return "must be a finite number";
    if (integer && !Number.isInteger(value)) return "must be an integer";
    if (min !== undefined && value < min) return `must be at least ${min}`;
    if (max !== undefined && value > max) return `must be at most ${max}`;
    if (Array.isArray(choices) && !choices.includes(value as never)) return "is not a valid choice";
    return undefined;
  }
}

export class StringField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ blank: true, initial: options.nullable ? null : "", ...options });
  }
  protected override cast(value: unknown): unknown {
    return String(value);
  }
  /** Foundry's StringField#choices (API docs, foundry.data.fields.StringField): the option as given. */
  get choices(): FieldOptions["choices"] {
    return this.options.choices;
  }
  choiceKeys(): readonly string[] | undefined {
    const c = this.options.choices;
    if (!c) return undefined;
    if (typeof c === "function") return c();
    return Array.isArray(c) ? c : Object.keys(c);
  }
  protected override typeProblem(value: unknown): string | undefined {
    if (typeof value !== "string") return "must be a string";
    if (!this.options.blank && value === "") return "may not be a blank string";
    const keys = this.choiceKeys();
    if (keys && !keys.includes(value)) return `"${value}" is not a valid choice`;
    return undefined;
  }
}

export class HTMLField extends StringField {}

export class BooleanField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ initial: false, ...options });
  }
  protected override cast(value: unknown): unknown {
    return value === "true" ? true : value === "false" ? false : value;
  }
  protected override typeProblem(value: unknown): string | undefined {
    return typeof value === "boolean" ? undefined : "must be a boolean";
  }
}

export class ArrayField extends DataField {
  element: DataField;
  constructor(element: DataField, options: FieldOptions = {}) {
    super({ initial: () => [], ...options });
    this.element = element;
  }
  protected override cast(value: unknown): unknown {
    const list = Array.isArray(value) ? value : value instanceof Set ? [...value] : [value];
    return list.map((v) => this.element.clean(v));
  }
  protected override typeProblem(value: unknown): string | undefined {
    return Array.isArray(value) ? undefined : "must be an array";
  }
  override validate(value: unknown, path: string): void {
    super.validate(value, path);
    if (Array.isArray(value)) value.forEach((v, i) => this.element.validate(v, `${path}.${i}`));
  }
}

/** A free-form object (Foundry's ObjectField): kept as stored. */
export class ObjectField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ required: true, initial: () => ({}), ...options });
  }
  protected override typeProblem(value: unknown): string | undefined {
    return typeof value === "object" && !Array.isArray(value) ? undefined : "must be an object";
  }
}

export class SchemaField extends DataField {
  fields: Record<string, DataField>;
  constructor(fields: Record<string, DataField>, options: FieldOptions = {}) {
    super({ required: true, ...options });
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) field.name = name;
  }
  override getInitialValue(): unknown {
    return this.clean({});
  }
  /**
   * SchemaField#getField: the field at a dot-delimited path, or undefined
   * (https://foundryvtt.com/api/v13/classes/foundry.data.fields.SchemaField.html#getfield).
   */
  getField(path: string): DataField | undefined {
    const [name = "", ...rest] = path.split(".");
    const field = this.fields[name];
    if (!rest.length || field === undefined) return field;
    return field instanceof SchemaField ? field.getField(rest.join(".")) : undefined;
  }
  /** Fills defaults and drops keys the schema does not know, as Foundry's cleaning does. */
  override clean(value: unknown): unknown {
    const source = (typeof value === "object" && value !== null ? value : {}) as Obj;
    const out: Obj = {};
    for (const [name, field] of Object.entries(this.fields)) out[name] = field.clean(source[name]);
    return out;
  }
  override validate(value: unknown, path: string): void {
    super.validate(value, path);
    if (typeof value !== "object" || value === null) return;
    for (const [name, field] of Object.entries(this.fields)) {
      field.validate((value as Obj)[name], path ? `${path}.${name}` : name);
    }
  }
}

export function install(env: StandInEnv): void {
  Object.assign(env.foundry.data.fields, {
    DataField,
    NumberField,
    StringField,
    HTMLField,
    BooleanField,
    ArrayField,
    ObjectField,
    SchemaField,
  });
}
