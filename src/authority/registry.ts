// The request kinds the authority knows, each with its policy. See index.ts for how to add one.
import { parse, parseOrNull, type Parsed, type Shape } from "../rules/shape.js";

/** The user who sent a request, as Foundry's server named it (never a field of the message). */
export interface Sender {
  id: string;
  name: string;
  isGM: boolean;
}

/**
 * One request kind and its policy, as a module declares it. `payload` is the payload's one
 * declaration (shape.ts): its fields give the TypeScript type, the check and the error naming the
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
