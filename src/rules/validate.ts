// Checking what comes in, one module: the input guards, the bounds on typed numbers and the shapes
// of stored data.
//
// Input guards shared by every rules module. Each throws a RulesError naming the bad value, so a
// caller never gets a silently wrong number back (rules-api.md: "nonsense input throws"), and the
// shell can say it in the user's language (its key and data).
import { RulesError } from "./rules-error.js";

const KEY = "HOLOCRON.Rules.Error";

function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value == null)
    return String(value);
  return Object.prototype.toString.call(value);
}

export function assertInteger(value: unknown, name: string): asserts value is number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new RulesError(
      `${KEY}.integer`,
      { name, value: show(value) },
      `${name} must be an integer, got ${show(value)}`,
    );
  }
}

export function assertIntegerAtLeast(
  value: unknown,
  name: string,
  min: number,
): asserts value is number {
  assertInteger(value, name);
  if (value < min)
    throw new RulesError(
      `${KEY}.atLeast`,
      { name, min: String(min), value: String(value) },
      `${name} must be at least ${min}, got ${value}`,
    );
}

export function assertIntegerInRange(
  value: unknown,
  name: string,
  min: number,
  max: number,
): asserts value is number {
  assertInteger(value, name);
  if (value < min || value > max) {
    throw new RulesError(
      `${KEY}.inRange`,
      { name, min: String(min), max: String(max), value: String(value) },
      `${name} must be between ${min} and ${max}, got ${value}`,
    );
  }
}

export function assertBoolean(value: unknown, name: string): asserts value is boolean {
  if (typeof value !== "boolean")
    throw new RulesError(
      `${KEY}.boolean`,
      { name, value: show(value) },
      `${name} must be true or false, got ${show(value)}`,
    );
}

export function assertOneOf<T extends string>(
  value: unknown,
  name: string,
  choices: readonly T[],
): asserts value is T {
  if (typeof value !== "string" || !(choices as readonly string[]).includes(value)) {
    throw new RulesError(
      `${KEY}.oneOf`,
      { name, choices: choices.join(", "), value: show(value) },
      `${name} must be one of ${choices.join(", ")}, got ${show(value)}`,
    );
  }
}

export function assertId(value: unknown, name: string): asserts value is string {
  if (typeof value !== "string" || value.length === 0) {
    throw new RulesError(
      `${KEY}.id`,
      { name, value: show(value) },
      `${name} must be a non-empty string, got ${show(value)}`,
    );
  }
}

/** Ids in a turn-order list must be unique, or the caller could not map the order back. */
/** Throws unless `value` is an object (null is none): a record the rules read fields of. */
export function assertObject(value: unknown, name: string): asserts value is object {
  if (value === null || typeof value !== "object")
    throw new RulesError(`${KEY}.notObject`, { name }, `${name} must be an object`);
}

/**
 * Throws unless `list` is an array whose entries' ids are unique (`name` names it in the error's
 * data; `label`, in its message, when that differs).
 */
export function assertUniqueIdList(list: unknown, name: string, label = name): void {
  if (!Array.isArray(list))
    throw new RulesError(`${KEY}.notList`, { name }, `${label} must be an array`);
  assertUniqueIds(
    list.map((c: { id: string }) => c.id),
    label,
  );
}

export function assertUniqueIds(ids: readonly string[], name: string): void {
  const seen = new Set<string>();
  for (const [i, id] of ids.entries()) {
    assertId(id, `${name}[${i}].id`);
    if (seen.has(id))
      throw new RulesError(
        `${KEY}.twice`,
        { name, value: show(id) },
        `${name} has the id ${show(id)} twice`,
      );
    seen.add(id);
  }
}

// Bounds on the numbers a player can type (architecture.md, "Schema first"; the trust rule: what a
// player writes is input, never fact): a value kept within its field's range, and a roll's flat
// bonus held to the highest one the GM can compute for the roller plus the roll dialog's modifier.

/** An inclusive range of whole numbers (src/data/ranges.ts holds the schemas' ranges). */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** `value` within `range`; a value that is no finite number reads as the nearer bound to 0. */
export function clampTo(value: number, range: Range): number {
  if (!Number.isFinite(value)) return Math.min(Math.max(0, range.min), range.max);
  return Math.min(Math.max(value, range.min), range.max);
}

/**
 * Whether a roll's flat bonus is one the roller could have had: at most the highest bonus the GM
 * computes for the roller (`ceiling`, before the dialog's modifier) plus the modifier's maximum.
 * Only the top is held: a lower bonus loses the roller's own check, and a power's penalty grows
 * with its targets (rulings: the Force, two per extra target).
 */
export function bonusWithinCeiling(flat: number, ceiling: number, modifier: Range): boolean {
  return Number.isFinite(flat) && flat <= ceiling + modifier.max;
}

// Shapes of data that comes from outside the code: a stored chat card, a socket payload. A player
// can write both (architecture.md, "Trust only what the GM made or checked"), so each is read through
// one declaration that gives its TypeScript type, its check and the error naming the first wrong
// field. Pure, like the guards above: no Foundry, no globals.

/** The first wrong field of a value: its path ("rows.2.uuid") and what was expected there. */
export class ShapeError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path || "value"}: expected ${expected}`);
  }
}

export interface Shape<T> {
  /**
   * The value as T, or throws a ShapeError. A value that fits exactly comes back as itself; an object
   * with keys its shape does not declare comes back as a copy without them.
   */
  check(value: unknown, path?: string): T;
}

/** A field an object may leave out (read back as absent, never as `undefined`). */
export interface Optional<T> {
  readonly optional: Shape<T>;
}

export type Infer<S> = S extends Shape<infer T> ? T : never;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** The value read through `shape`, or the error naming its first wrong field. */
export function parse<T>(shape: Shape<T>, value: unknown): Parsed<T> {
  try {
    return { ok: true, value: shape.check(value, "") };
  } catch (error) {
    if (error instanceof ShapeError) return { ok: false, error: error.message };
    throw error;
  }
}

/** The value read through `shape`, or null when it does not fit. */
export function parseOrNull<T>(shape: Shape<T>, value: unknown): T | null {
  const result = parse(shape, value);
  return result.ok ? result.value : null;
}

const at = (path: string | undefined, key: string | number) =>
  path ? `${path}.${key}` : String(key);

function shape<T>(expected: string, test: (v: unknown) => v is T): Shape<T> {
  return {
    check(value, path = "") {
      if (!test(value)) throw new ShapeError(path, expected);
      return value;
    },
  };
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export const boolean: Shape<boolean> = shape("true or false", (v) => typeof v === "boolean");

/** Any finite number (chances, fractions). */
export const number: Shape<number> = shape(
  "a number",
  (v): v is number => typeof v === "number" && Number.isFinite(v),
);

/** A whole number in [min, max]. */
export const int = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Shape<number> =>
  shape(
    `a whole number from ${min} to ${max}`,
    (v): v is number => typeof v === "number" && Number.isInteger(v) && v >= min && v <= max,
  );

/** A string of at most `max` characters. */
export const string = (max = 10_000): Shape<string> =>
  shape(
    `text of at most ${max} characters`,
    (v): v is string => typeof v === "string" && v.length <= max,
  );

/** A document uuid or id as Foundry writes them: dotted ids, no longer than 200 characters. */
export const uuid: Shape<string> = shape(
  "a document id",
  (v): v is string =>
    typeof v === "string" && v.length > 0 && v.length <= 200 && /^[A-Za-z0-9.]+$/.test(v),
);

/** One of these strings. */
export function oneOf<const T extends string>(values: readonly T[]): Shape<T> {
  return shape(
    `one of ${values.join(", ")}`,
    (v): v is T => typeof v === "string" && (values as readonly string[]).includes(v),
  );
}

/**
 * One of the members of a union type declared elsewhere, listed here: the compiler fails when the
 * list misses a member (`every<D20Kind>()(["check", …])`).
 */
export const every =
  <T extends string>() =>
  <const V extends readonly T[]>(
    values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : never),
  ) =>
    oneOf<V[number]>(values);

export const literal = <const T extends string>(value: T): Shape<T> => oneOf([value]);

export function nullable<T>(inner: Shape<T>): Shape<T | null> {
  return { check: (value, path) => (value === null ? null : inner.check(value, path)) };
}

export const optional = <T>(inner: Shape<T>): Optional<T> => ({ optional: inner });

/** A list of `item`, at most `max` long; `unique`: without repeats. */
export function array<T>(
  item: Shape<T>,
  options: { max?: number; unique?: boolean } = {},
): Shape<T[]> {
  const { max = 1000, unique = false } = options;
  return {
    check(value, path = "") {
      if (!Array.isArray(value) || value.length > max) {
        throw new ShapeError(path, `a list of at most ${max}`);
      }
      const list = value.map((v: unknown, i) => item.check(v, at(path, i)));
      if (unique && new Set(list).size !== list.length) throw new ShapeError(path, "no repeats");
      return list.every((v, i) => v === value[i]) ? (value as T[]) : list;
    },
  };
}

/** An object of any keys, each value a `value`. */
export function record<T>(value: Shape<T>): Shape<Record<string, T>> {
  return {
    check(input, path = "") {
      if (!isRecord(input)) throw new ShapeError(path, "an object");
      const read = Object.entries(input).map(([k, v]) => [k, value.check(v, at(path, k))] as const);
      // Every value the same as it was read: the input itself, as for lists and objects.
      if (read.every(([k, v]) => v === input[k])) return input as Record<string, T>;
      return Object.fromEntries(read);
    },
  };
}

type Fields = Record<string, Shape<unknown> | Optional<unknown>>;
type Flat<T> = { [K in keyof T]: T[K] };
type Required<F extends Fields> = {
  [K in keyof F as F[K] extends Optional<unknown> ? never : K]: Infer<F[K]>;
};
type Optionals<F extends Fields> = {
  [K in keyof F as F[K] extends Optional<unknown> ? K : never]?: F[K] extends Optional<infer T>
    ? T
    : never;
};
export type ObjectOf<F extends Fields> = Flat<Required<F> & Optionals<F>>;

export interface ObjectShape<F extends Fields> extends Shape<ObjectOf<F>> {
  readonly fields: F;
}

/**
 * An object with these fields. Keys it does not declare are dropped, or with `exact` refused (a
 * forged payload with extra fields is malformed, not half-read).
 */
export function object<F extends Fields>(
  fields: F,
  options: { exact?: boolean } = {},
): ObjectShape<F> {
  return {
    fields,
    check(value, path = "") {
      if (!isRecord(value)) throw new ShapeError(path, "an object");
      if (options.exact) {
        const extra = Object.keys(value).find((k) => !(k in fields));
        if (extra !== undefined) throw new ShapeError(at(path, extra), "no such field");
      }
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(fields)) {
        const v = value[key];
        if ("optional" in field) {
          if (v !== undefined) out[key] = field.optional.check(v, at(path, key));
        } else out[key] = field.check(v, at(path, key));
      }
      // A value that already has exactly the declared shape comes back as itself (a card read twice
      // is the same object, as when it was stored); else the copy built from `fields` alone.
      const same =
        Object.keys(value).length === Object.keys(out).length &&
        Object.keys(out).every((k) => out[k] === value[k]);
      return (same ? value : out) as ObjectOf<F>;
    },
  };
}

/** An object with exactly these keys (each must be there), each value a `value`. */
export function keyed<const K extends string, T>(
  keys: readonly K[],
  value: Shape<T>,
): Shape<Record<K, T>> {
  return {
    check(input, path = "") {
      if (!isRecord(input)) throw new ShapeError(path, "an object");
      const out: Partial<Record<K, T>> = {};
      for (const key of keys) out[key] = value.check(input[key], at(path, key));
      const same =
        Object.keys(input).length === keys.length && keys.every((k) => out[k] === input[k]);
      // Every key of `keys` was set just above (and `input` holds exactly those when `same`).
      return (same ? input : out) as Record<K, T>;
    },
  };
}

/** A value of the first of these shapes it fits. */
export function anyOf<T>(...shapes: readonly Shape<T>[]): Shape<T> {
  return {
    check(value, path = "") {
      for (const inner of shapes) {
        const read = parse(inner, value);
        if (read.ok) return read.value;
      }
      throw new ShapeError(path, "a value of another kind");
    },
  };
}

/** Objects told apart by a string field (`type`): each shape declares it as a literal. */
export function tagged<const K extends string, S extends Shape<Record<K, string>>>(
  key: K,
  shapes: Record<string, S>,
): Shape<Infer<S>> {
  return {
    check(value, path = "") {
      const tag = isRecord(value) ? value[key] : undefined;
      const inner = typeof tag === "string" && Object.hasOwn(shapes, tag) ? shapes[tag] : undefined;
      if (!inner) throw new ShapeError(at(path, key), `one of ${Object.keys(shapes).join(", ")}`);
      return inner.check(value, path) as Infer<S>;
    },
  };
}

/** A shape with an extra condition on the value it read (`what` says what it must be). */
export function refine<T>(inner: Shape<T>, what: string, test: (value: T) => boolean): Shape<T> {
  return {
    check(value, path = "") {
      const read = inner.check(value, path);
      if (!test(read)) throw new ShapeError(path, what);
      return read;
    },
  };
}
