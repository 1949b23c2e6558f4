import type { StandInEnv } from "../index.js";

/**
 * game.socket: `emit` queues a message for the other clients (Foundry does not echo it to the sender);
 * `deliver()` hands the queued messages, in order, to the handlers registered with `on`, running as
 * whichever user the test made current (one process plays every client).
 */
type Handler = (data: unknown, senderId: string) => unknown;

export class StandInSocket {
  handlers = new Map<string, Handler[]>();
  queue: { event: string; data: unknown; senderId: string }[] = [];
  sent: { event: string; data: unknown; senderId: string }[] = [];
  emit(event: string, data: unknown): void {
    // Foundry's server hands each handler the sending user's id as its second argument.
    const game = Reflect.get(globalThis, "game") as { user?: { id: string } };
    const message = { event, data: structuredClone(data), senderId: game.user?.id ?? "" };
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
