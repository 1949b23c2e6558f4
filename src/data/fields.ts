// Small builders for the field shapes the models repeat. Every number field is required, not
// nullable (unless said) and an integer, so "abc", 2.5 or a value out of range is rejected by the schema.
import { dice } from "../rules/index.js";
import { RulesError } from "../rules/rules-error.js";

/** The TypeDataModel "base data" type argument when a model has none (its derived data comes 4th). */
export type NoBaseData = Record<never, never>;

/**
 * The plain type of a model's `system`: its schema's initialized data plus what preparation adds (base
 * and derived data). Each model exports one; a renamed schema field changes it, so readers stop compiling.
 */
export type SystemData<
  Schema extends foundry.data.fields.DataSchema,
  Base extends object = NoBaseData,
  Derived extends object = NoBaseData,
> = foundry.data.fields.SchemaField.InitializedData<Schema> & Base & Derived;

const { NumberField, StringField, BooleanField, HTMLField, SchemaField, ObjectField } =
  foundry.data.fields;

/** An integer with an initial value and an optional range. */
export function integerField(initial: number, range: { min?: number; max?: number } = {}) {
  return new NumberField({ required: true, nullable: false, integer: true, initial, ...range });
}

/** An integer that may be null (null = "use the default", e.g. attack bonus = level). */
export function nullableIntegerField(range: { min?: number; max?: number } = {}) {
  return new NumberField({
    required: true,
    nullable: true,
    integer: true,
    initial: null,
    ...range,
  });
}

export function booleanField(initial = false) {
  return new BooleanField({ required: true, initial });
}

/** Rich text (system.json lists these as htmlFields). */
export function htmlField() {
  return new HTMLField({ required: true, blank: true, initial: "" });
}

export function textField(initial = "") {
  return new StringField({ required: true, blank: true, initial });
}

/** Whether a formula's dice stay within `limits` (all its dice together, and each die's faces). */
function diceWithin(terms: readonly dice.DiceTerm[], limits: { dice: number; faces: number }) {
  let count = 0;
  for (const t of terms) {
    if (t.kind !== "dice") continue;
    if (t.faces > limits.faces) return false;
    count += t.count;
  }
  return count <= limits.dice;
}

/**
 * The words for a formula the schema refuses, in the user's language when the i18n is up (the
 * rules give a key and its data: src/rules/rules-error.ts); before it is, the rules' own message.
 */
function refusal(key: string, data: Record<string, string>, fallback: string): Error {
  type Format = { format(key: string, data: Record<string, string>): string };
  const i18n = (globalThis as { game?: { i18n?: Format } }).game?.i18n;
  return new Error(i18n ? i18n.format(key, data) : fallback);
}

/**
 * A dice formula checked by the rules parser, its flat bonus within `flat` and its dice within
 * `limits` when given. A refusal says what a formula looks like and the bounds, from lang/en.json
 * (a thrown message is the one a validation failure shows).
 */
export function formulaField(
  initial: string,
  flat?: { min: number; max: number },
  limits?: { dice: number; faces: number },
) {
  return new StringField({
    required: true,
    blank: false,
    initial,
    validate: (value: unknown) => {
      const formula = String(value);
      let terms: ReturnType<typeof dice.parseFormula>;
      try {
        terms = dice.parseFormula(formula);
      } catch (error) {
        if (error instanceof RulesError) throw refusal(error.key, { ...error.data }, error.message);
        throw error;
      }
      const bonus = dice.flatSum(terms);
      const bounds = {
        formula,
        dice: String(limits?.dice ?? ""),
        faces: String(limits?.faces ?? ""),
        min: String(flat?.min ?? ""),
        max: String(flat?.max ?? ""),
      };
      if (limits && !diceWithin(terms, limits))
        throw refusal("HOLOCRON.Rules.Error.formulaDice", bounds, `too many dice in ${formula}`);
      if (flat && (bonus < flat.min || bonus > flat.max))
        throw refusal(
          "HOLOCRON.Rules.Error.formulaBonus",
          bounds,
          `flat bonus out of range in ${formula}`,
        );
      return true;
    },
  });
}

/**
 * The fields every model has: the data version (0 = written before versioning; see src/migrations)
 * and `legacy`, the stored values a migration could not place (kept, never dropped).
 */
export function versionFields() {
  return {
    schemaVersion: new NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: 0,
      initial: 0,
    }),
    legacy: new ObjectField(),
  };
}

/** `{ value }` for a health-like resource whose max is derived (token bars read value and max). */
export function valueBlock(initial: number, range: { min?: number; max?: number } = {}) {
  return new SchemaField({ value: integerField(initial, range) });
}

// `Fields extends object`, not DataSchema: a DataSchema constraint becomes the contextual type of the
// fields written in the call, and fvtt-types then infers an ArrayField's element type as `any`.

/** An actor's schema: the version fields first, its own fields, the biography last. */
export function actorSchema<Fields extends object>(fields: Fields) {
  return { ...versionFields(), ...fields, biography: htmlField() };
}

/** An item's schema: the version fields first, its own fields, the description last. */
export function itemSchema<Fields extends object>(fields: Fields) {
  return { ...versionFields(), ...fields, description: htmlField() };
}
