// The words request payloads are declared in. A payload is whatever a client chose to send, so each
// kind declares it once, as an exact object of field shapes (src/rules/shape.ts): the declaration
// gives the payload's TypeScript type, its check, and the error the GM's log names.
import * as shape from "../rules/shape.js";

export {
  array,
  boolean,
  int,
  oneOf,
  optional,
  refine,
  type Infer,
  type Shape,
} from "../rules/shape.js";

/** A payload of exactly these fields (a forged extra field makes it malformed, not half-read). */
export const request: typeof shape.object = (fields) => shape.object(fields, { exact: true });

/** A document uuid or id as Foundry writes them: dotted ids, no longer than 200 characters. */
export const id = shape.uuid;

/** A list of uuids, at most `max` long, without repeats. */
export const ids = (max = 100) => shape.array(shape.uuid, { max, unique: true });

/** A list of uuids naming at least one actor (a request for nobody is malformed). */
export const someIds = (max = 100) =>
  shape.refine(ids(max), "at least one id", (list) => list.length > 0);

/** The largest amount of damage or healing one request may carry (a 100d100 roll's maximum). */
export const MAX_AMOUNT = 10_000;

/** An amount of damage or healing. */
export const amount = shape.int(0, MAX_AMOUNT);

/** A field that may be left out, read as `fallback()` then. */
export function orElse<T>(inner: shape.Shape<T>, fallback: () => T): shape.Shape<T> {
  return { check: (value, path) => (value === undefined ? fallback() : inner.check(value, path)) };
}
