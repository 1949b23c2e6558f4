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
