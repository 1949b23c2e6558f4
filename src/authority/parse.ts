// Small shape checks for request payloads. A payload is whatever a client chose to send: each field
// is checked for type and range before anything reads it.
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A document uuid or id as Foundry writes them: dotted ids, no longer than 200 characters. */
export const isUuid = (v: unknown): v is string =>
  typeof v === "string" && v.length > 0 && v.length <= 200 && /^[A-Za-z0-9.]+$/.test(v);

/** A whole number in [min, max]. */
export const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;

export const oneOf = <T extends string>(v: unknown, values: readonly T[]): v is T =>
  typeof v === "string" && (values as readonly string[]).includes(v);

/** A list of uuids, at most `max` long, without repeats. */
export const isUuidList = (v: unknown, max = 100): v is string[] =>
  Array.isArray(v) && v.length <= max && v.every(isUuid) && new Set(v).size === v.length;

/** Only these keys (a forged payload with extra fields is malformed, not half-read). */
export const onlyKeys = (o: Obj, keys: readonly string[]): boolean =>
  Object.keys(o).every((k) => keys.includes(k));

/** The largest amount of damage or healing one request may carry (a 100d100 roll's maximum). */
export const MAX_AMOUNT = 10_000;

/**
 * The parser of a payload made of these id fields only, each a uuid or id (a forged extra field or
 * a non-id value makes the payload malformed).
 */
export function idFields<K extends string>(keys: readonly K[]) {
  return (p: unknown): Record<K, string> | null => {
    if (!isObj(p) || !onlyKeys(p, keys)) return null;
    const ids: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const value = p[key];
      if (!isUuid(value)) return null;
      ids[key] = value;
    }
    return ids as Record<K, string>;
  };
}
