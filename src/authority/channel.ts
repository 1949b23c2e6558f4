// The GM authority's channel: the wire format of its socket messages, the queues its writes run
// in, the wrapper that sees every request carried out, and the asking and answering itself.
//
// The one GM channel. A client asks (`ask`); the active GM checks the request against its kind's
// policy and carries it out in one queue, then replies. Identity is the id Foundry's server passes
// to a socket handler as its second argument (pf2e's socket.ts and socketlib rely on the same), and
// a reply counts only when that id is the active GM's. Every refusal is logged on the GM's console.
import { SYSTEM_ID } from "../config.js";
import { logRefusal, Refusal } from "./refusal.js";
import { requestKind, type RequestKind, type Sender } from "./registry.js";
import { notify } from "../compat/notify.js";

// ---- the wire format ---------------------------------------------------------------------------
// The wire format of the one system socket channel (`system.holocron`). Pure: no Foundry.
// A request names its kind and carries a random id (so a repeat is recognised) and the payload; a
// reply names the request id and the requester. Neither carries an identity that anyone trusts: the
// sender is the id Foundry's server passes to the handler.

export interface RequestMessage {
  authority: "request";
  id: string;
  kind: string;
  payload: unknown;
}

export interface ReplyMessage {
  authority: "reply";
  id: string;
  /** The requester, so other clients can skip the reply quickly (not trusted for anything). */
  to: string;
  ok: boolean;
  result: unknown;
  /** i18n key of the refusal. */
  reason?: string;
  reasonData?: Record<string, string>;
}

export type AuthorityMessage = RequestMessage | ReplyMessage;

const ID = /^[A-Za-z0-9]{16}$/;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** The message, or null for anything that is not a well-formed authority message. */
export function parseMessage(data: unknown): AuthorityMessage | null {
  if (!isObj(data) || typeof data.id !== "string" || !ID.test(data.id)) return null;
  if (data.authority === "request" && typeof data.kind === "string") {
    return { authority: "request", id: data.id, kind: data.kind, payload: data.payload };
  }
  if (data.authority === "reply" && typeof data.to === "string" && typeof data.ok === "boolean") {
    const reply: ReplyMessage = {
      authority: "reply",
      id: data.id,
      to: data.to,
      ok: data.ok,
      result: data.result,
    };
    if (typeof data.reason === "string") reply.reason = data.reason;
    if (isObj(data.reasonData)) reply.reasonData = data.reasonData as Record<string, string>;
    return reply;
  }
  return null;
}

/**
 * Per sender, at most `limit` requests in any `windowMs`: `allow` is false past it, and `first`
 * tells the first refusal of a burst (logged once, not once per request). Pure: the clock is given.
 */
export class RateLimit {
  #times = new Map<string, number[]>();
  #told = new Set<string>();
  constructor(
    private readonly limit = 20,
    private readonly windowMs = 10_000,
  ) {}
  /** Counts a request of `sender` at `now`; whether it is within the limit, and the first past it. */
  take(sender: string, now: number): { allow: boolean; first: boolean } {
    const recent = (this.#times.get(sender) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.#times.set(sender, recent);
      const first = !this.#told.has(sender);
      this.#told.add(sender);
      return { allow: false, first };
    }
    recent.push(now);
    this.#times.set(sender, recent);
    this.#told.delete(sender);
    return { allow: true, first: false };
  }
}

/** Remembers the last `size` ids it was shown: `seen(id)` is true for a repeat. */
export class RecentIds {
  #ids = new Map<string, { sender: string; reply: ReplyMessage | null }>();
  constructor(private readonly size = 5000) {}
  /** True when `id` was seen before; otherwise remembers it (and its sender) and returns false. */
  seen(id: string, sender = ""): boolean {
    if (this.#ids.has(id)) return true;
    this.#ids.set(id, { sender, reply: null });
    if (this.#ids.size > this.size) {
      const oldest = this.#ids.keys().next().value;
      if (oldest !== undefined) this.#ids.delete(oldest);
    }
    return false;
  }
  /** Keeps the reply sent for `id`, to send it again to a retry. */
  answered(id: string, reply: ReplyMessage): void {
    const entry = this.#ids.get(id);
    if (entry) entry.reply = reply;
  }
  /** The reply already sent for `id` when `sender` sent it (a retry), else null. */
  replyFor(id: string, sender: string): ReplyMessage | null {
    const entry = this.#ids.get(id);
    return entry && entry.sender === sender ? entry.reply : null;
  }
}

// ---- queues ------------------------------------------------------------------------------------
// Per-key promise queues: a task starts once every earlier task of the same key has settled, so two
// writes that read-modify-write the same document never interleave. A failure does not block the
// tasks behind it. Keys: "authority" (every request the GM carries out), an actor's uuid (its
// health changes), "card.<message id>" (a card's marks).
const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task of the same key has settled. */
export function runQueued<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(task, task);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

// ---- what a request's writes belong to ---------------------------------------------------------
// What a request's writes belong to: the ledger (src/documents/ledger/record.ts) wraps each request
// the GM carries out, so the rows of its writes name the request and its sender and go in one batch
// when it ends. The authority knows nothing of the ledger: it only calls what was registered here.

/** The request being carried out: its kind, its checked payload and who asked. */
export interface RequestContext {
  kind: string;
  payload: unknown;
  sender: Sender;
}

type Around = <T>(context: RequestContext, run: () => Promise<T>) => Promise<T>;

let around: Around | null = null;

/** Registers the one wrapper of every request carried out (a later call replaces it). */
export function observeRequests(wrapper: Around | null): void {
  around = wrapper;
}

/** Runs a request's `carryOut` inside the registered wrapper, if any. */
export function carriedOut<T>(context: RequestContext, run: () => Promise<T>): Promise<T> {
  return around ? around(context, run) : run();
}

// ---- asking and answering ---------------------------------------------------------------------

export const AUTHORITY_CHANNEL = `system.${SYSTEM_ID}`;
/** The GM's queue: every request runs after the ones before it, whoever sent them. */
export const AUTHORITY_QUEUE = "authority";
const REPLY_TIMEOUT_MS = 15_000;
/** How long a request that got no answer keeps its id for the same request asked again. */
const RETRY_WINDOW_MS = 5 * 60_000;

type Outcome =
  { ok: true; result: unknown } | { ok: false; reason: string; data?: Record<string, string> };

const pending = new Map<string, (reply: ReplyMessage) => void>();
/** Ids seen on each socket connection (a reconnect starts a new one). */
const recentBySocket = new WeakMap<object, RecentIds>();
function recentIds(): RecentIds {
  let ids = recentBySocket.get(game.socket);
  if (!ids) recentBySocket.set(game.socket, (ids = new RecentIds()));
  return ids;
}
const limitBySocket = new WeakMap<object, RateLimit>();
function rateLimit(): RateLimit {
  let limit = limitBySocket.get(game.socket);
  if (!limit) limitBySocket.set(game.socket, (limit = new RateLimit()));
  return limit;
}
/**
 * The ids of requests that got no answer, by kind and payload: the same request asked again reuses
 * its id, so a GM who did answer late never carries it out twice (it sends its reply again).
 */
const unanswered = new Map<string, { id: string; at: number }>();
function requestId(key: string): string {
  const now = Date.now();
  for (const [k, v] of unanswered) if (now - v.at > RETRY_WINDOW_MS) unanswered.delete(k);
  return unanswered.get(key)?.id ?? foundry.utils.randomID(16);
}

/** The user of that id as a Sender, or null for an id no user has. */
export function senderOf(id: string): Sender | null {
  const user = game.users?.get(id);
  return user ? { id: user.id ?? id, name: user.name ?? id, isGM: user.isGM } : null;
}

function currentSender(): Sender {
  return { id: game.user.id ?? "", name: game.user.name ?? "", isGM: game.user.isGM };
}

/** Checks and carries out one request in the authority queue. Refusals are logged here. */
export function execute(kind: string, payload: unknown, sender: Sender): Promise<Outcome> {
  return runQueued(AUTHORITY_QUEUE, async (): Promise<Outcome> => {
    const refuse = (reason: string, data?: Record<string, string>, detail?: string): Outcome => {
      logRefusal(kind, sender.id, game.i18n.format(reason, data ?? {}), detail);
      return data ? { ok: false, reason, data } : { ok: false, reason };
    };
    const policy = requestKind(kind);
    if (!policy) return refuse("HOLOCRON.Authority.Refused.UnknownKind");
    const parsed = policy.check(payload);
    // The GM's log names the first wrong field; the requester is told only that it was malformed.
    if (!parsed.ok) return refuse("HOLOCRON.Authority.Refused.Malformed", undefined, parsed.error);
    try {
      const why = await policy.authorize(parsed.value, sender);
      if (why) return refuse(why);
      const run = () => policy.carryOut(parsed.value, sender);
      return { ok: true, result: await carriedOut({ kind, payload: parsed.value, sender }, run) };
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.key, error.data);
      console.error(error);
      return refuse("HOLOCRON.Authority.Refused.Failed");
    }
  });
}

/** Tells the user a refusal; its names (an actor's, a power's) are escaped: a notification is HTML. */
function tell(outcome: Outcome): void {
  if (!outcome.ok) notify("warn", outcome.reason, outcome.data ?? {});
}

/**
 * Asks for a request of `kind`: carried out here when this user is the active GM (or, with no GM,
 * when the kind lets this user do it alone), else sent to the active GM. Resolves with the result,
 * or null when refused, impossible without a GM, or unanswered (the user is told each time).
 */
export async function ask<P, R>(kind: RequestKind<P, R>, payload: P): Promise<R | null> {
  const name = kind.name;
  const me = currentSender();
  const run = async () => {
    const outcome = await execute(name, payload, me);
    tell(outcome);
    return outcome.ok ? (outcome.result as R) : null;
  };
  if (game.user.isActiveGM) return run();
  if (!game.users.activeGM) {
    const policy = requestKind(name);
    const parsed = policy?.parse(payload) ?? null;
    if (policy?.withoutGm && parsed !== null && policy.withoutGm(parsed, me)) return run();
    notify("warn", "HOLOCRON.Authority.NoGM");
    return null;
  }
  const key = `${name}:${JSON.stringify(payload)}`;
  const id = requestId(key);
  const request: RequestMessage = { authority: "request", id, kind: name, payload };
  return new Promise<R | null>((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      unanswered.set(key, { id, at: Date.now() });
      notify("warn", "HOLOCRON.Authority.NoReply");
      resolve(null);
    }, REPLY_TIMEOUT_MS);
    pending.set(id, (reply) => {
      clearTimeout(timer);
      pending.delete(id);
      unanswered.delete(key);
      const outcome: Outcome = reply.ok
        ? { ok: true, result: reply.result }
        : {
            ok: false,
            reason: reply.reason ?? "HOLOCRON.Authority.Refused.Failed",
            ...(reply.reasonData ? { data: reply.reasonData } : {}),
          };
      tell(outcome);
      resolve(outcome.ok ? (outcome.result as R) : null);
    });
    game.socket.emit(AUTHORITY_CHANNEL, request);
  });
}

async function answer(request: RequestMessage, senderId: string): Promise<void> {
  const sender = senderOf(senderId);
  if (!sender) {
    logRefusal(request.kind, senderId, game.i18n.localize("HOLOCRON.Authority.Refused.NoSender"));
    return;
  }
  // A burst past the limit is refused, logged once (a GM's own client never asks over the socket).
  const limit = rateLimit().take(senderId, Date.now());
  if (!limit.allow && !sender.isGM) {
    if (limit.first) {
      logRefusal(
        request.kind,
        senderId,
        game.i18n.localize("HOLOCRON.Authority.Refused.RateLimited"),
      );
    }
    return;
  }
  if (recentIds().seen(request.id, senderId)) {
    logRefusal(request.kind, senderId, game.i18n.localize("HOLOCRON.Authority.Refused.Replay"));
    // The sender's retry of a request answered late: the same reply again, nothing run twice.
    const earlier = recentIds().replyFor(request.id, senderId);
    if (earlier) game.socket.emit(AUTHORITY_CHANNEL, earlier);
    return;
  }
  const outcome = await execute(request.kind, request.payload, sender);
  const reply: ReplyMessage = outcome.ok
    ? { authority: "reply", id: request.id, to: senderId, ok: true, result: outcome.result ?? null }
    : {
        authority: "reply",
        id: request.id,
        to: senderId,
        ok: false,
        result: null,
        reason: outcome.reason,
        ...(outcome.data ? { reasonData: outcome.data } : {}),
      };
  recentIds().answered(request.id, reply);
  game.socket.emit(AUTHORITY_CHANNEL, reply);
}

function onReply(reply: ReplyMessage, senderId: string): void {
  const fromActiveGm = senderId === game.users.activeGM?.id;
  if (!fromActiveGm) {
    // Only a forger sends a reply that is not the active GM's: the GM and the requester log it.
    if (game.user.isActiveGM || pending.has(reply.id)) {
      logRefusal("reply", senderId, game.i18n.localize("HOLOCRON.Authority.Refused.ForgedReply"));
    }
    return;
  }
  if (reply.to === game.user.id) pending.get(reply.id)?.(reply);
}

/** The socket handler: Foundry passes the sending user's id as the second argument. */
export function onAuthorityMessage(data: unknown, senderId: unknown): Promise<void> | void {
  const message = parseMessage(data);
  const sender = typeof senderId === "string" ? senderId : "";
  if (!message) {
    if (game.user.isActiveGM) {
      logRefusal("?", sender, game.i18n.localize("HOLOCRON.Authority.Refused.Malformed"));
    }
    return;
  }
  if (message.authority === "reply") return onReply(message, sender);
  if (game.user.isActiveGM) return answer(message, sender);
}

const listening = new WeakSet<object>();

/** Listens on the system socket (from `ready`; a second call on the same socket does nothing). */
export function listenForRequests(): void {
  if (listening.has(game.socket)) return;
  listening.add(game.socket);
  game.socket.on(AUTHORITY_CHANNEL, onAuthorityMessage);
}
