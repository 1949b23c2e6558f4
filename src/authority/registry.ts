// The request kinds the authority knows, each with its policy, and the words their payloads are
// declared in. See index.ts for how to add one.
import * as shape from "../rules/validate.js";
import { parse, parseOrNull, type Parsed, type Shape } from "../rules/validate.js";

/** The user who sent a request, as Foundry's server named it (never a field of the message). */
export interface Sender {
  id: string;
  name: string;
  isGM: boolean;
}

/**
 * One request kind and its policy, as a module declares it. `payload` is the payload's one
 * declaration (src/rules/validate.ts): its fields give the TypeScript type, the check and the error naming the
 * first wrong field. `authorize` says whether this sender may ask, and `carryOut` does it from what
 * the GM can see (stored cards, its own rolls), never from totals or results in the payload. Both
 * may throw a Refusal (nothing written).
 */
export interface RequestSpec<P, R> {
  /** Unique name, sent on the wire ("applyCard", "chase.advance"…). */
  readonly name: string;
  /** The payload's shape: an exact object (a forged extra field makes it malformed). */
  readonly payload: Shape<P>;
  /** Why this sender may not ask (an i18n key), or null. */
  authorize(payload: P, sender: Sender): Promise<string | null> | string | null;
  /** Carries the request out (on the active GM, or on the sender's client with no GM). */
  carryOut(payload: P, sender: Sender): Promise<R>;
  /**
   * With no GM connected: whether this client may carry the request out itself (it writes only
   * documents the user owns). Absent: the request needs a GM.
   */
  withoutGm?(payload: P, user: Sender): boolean;
}

/** A registered request kind: its policy, and its payload read through the declared shape. */
export interface RequestKind<P = unknown, R = unknown> extends RequestSpec<P, R> {
  /** The payload read through its shape, or the error naming the first wrong field. */
  check(payload: unknown): Parsed<P>;
  /** The typed payload, or null when its shape is wrong (refused as malformed). */
  parse(payload: unknown): P | null;
}

const kinds = new Map<string, RequestKind<never, unknown>>();

/**
 * Registers a request kind on every client: modules call it when they load, so every client knows
 * every policy from `init` on. A later registration of the same name replaces the earlier one.
 */
export function registerRequestKind<P, R>(spec: RequestSpec<P, R>): RequestKind<P, R> {
  const kind: RequestKind<P, R> = {
    ...spec,
    check: (payload) => parse(spec.payload, payload),
    parse: (payload) => parseOrNull(spec.payload, payload),
  };
  kinds.set(kind.name, kind as unknown as RequestKind<never, unknown>);
  return kind;
}

/** The names of every registered kind (the forgery suite checks that it tries each one). */
export function registeredKinds(): string[] {
  return [...kinds.keys()].sort();
}

/** The registered kind of that name, or undefined. */
export function requestKind(name: unknown): RequestKind<unknown, unknown> | undefined {
  return typeof name === "string"
    ? (kinds.get(name) as RequestKind<unknown, unknown> | undefined)
    : undefined;
}

// ---- the payload words (index.ts: `payload`) ---------------------------------------------------
// The words request payloads are declared in. A payload is whatever a client chose to send, so each
// kind declares it once, as an exact object of field shapes (src/rules/validate.ts): the declaration
// gives the payload's TypeScript type, its check, and the error the GM's log names.
// (parse.ts gives them, with the shapes of src/rules/validate.ts they use, as the `payload` words.)

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
