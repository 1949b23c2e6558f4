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

/** Remembers the last `size` ids it was shown: `seen(id)` is true for a repeat. */
export class RecentIds {
  #ids = new Set<string>();
  constructor(private readonly size = 5000) {}
  /** True when `id` was seen before; otherwise remembers it and returns false. */
  seen(id: string): boolean {
    if (this.#ids.has(id)) return true;
    this.#ids.add(id);
    if (this.#ids.size > this.size) {
      const oldest = this.#ids.values().next().value;
      if (oldest !== undefined) this.#ids.delete(oldest);
    }
    return false;
  }
}
