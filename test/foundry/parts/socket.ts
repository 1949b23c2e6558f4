import type { StandInEnv } from "../index.js";

/**
 * game.socket: `emit` queues a message for the other clients (Foundry does not echo it to the sender);
 * `deliver()` hands the queued messages, in order, to the handlers registered with `on`, running as
 * whichever user the test made current (one process plays every client). Each handler gets
 * `(data, senderId)`: Foundry's server passes the emitting user's id as the second argument (pf2e's
 * src/scripts/socket.ts and socketlib's `_onSocketReceived(message, senderId)` rely on it).
 */
type Handler = (data: unknown, senderId: string) => unknown;

export interface SocketMessage {
  event: string;
  data: unknown;
  /** The user whose client emitted it (the server's knowledge, not part of the data). */
  senderId: string;
}

const currentUserId = (): string =>
  (Reflect.get(globalThis, "game") as { user?: { id: string } }).user?.id ?? "";

export class StandInSocket {
  handlers = new Map<string, Handler[]>();
  queue: SocketMessage[] = [];
  sent: SocketMessage[] = [];
  emit(event: string, data: unknown): void {
    // Sent as JSON over the wire: the receiver gets a copy, never the sender's object.
    const message = { event, data: structuredClone(data), senderId: currentUserId() };
    this.queue.push(message);
    this.sent.push(message);
  }
  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  off(event: string): this {
    this.handlers.delete(event);
    return this;
  }
  /**
   * Delivers every queued message (handlers are called in order without waiting between them, as
   * messages arriving together would be), then waits for all their promises.
   */
  async deliver(): Promise<number> {
    const batch = this.queue.splice(0);
    const pending: unknown[] = [];
    for (const { event, data, senderId } of batch) {
      for (const handler of this.handlers.get(event) ?? []) pending.push(handler(data, senderId));
    }
    await Promise.all(pending);
    return batch.length;
  }
}

export function install(env: StandInEnv): void {
  env.game.socket = new StandInSocket();
}
