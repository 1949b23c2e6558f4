// Shapes of data that comes from outside the code: a stored chat card, a socket payload. A player
// can write both (architecture.md, "Trust only what the GM made or checked"), so each is read through
// one declaration that gives its TypeScript type, its check and the error naming the first wrong
// field. Pure, like validate.ts beside it: no Foundry, no globals.

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
