// The GM carries out what a player may not: resistance rolled on a power card the player did not
// post (architecture: the GM is the single writer). Statuses go through the actors' own relay.
import { SYSTEM_ID } from "../config.js";

export const POWER_SOCKET = `system.${SYSTEM_ID}`;

/** A player's resistance roll for a row of a power card the player may not update. */
export type PowerRequest = {
  holocronPower: "resist";
  messageId: string;
  row: number;
  resistTotal: number;
};

type Handler = (request: PowerRequest) => Promise<void>;
let handler: Handler | null = null;

export function isPowerRequest(data: unknown): data is PowerRequest {
  if (typeof data !== "object" || data === null) return false;
  const r = data as Record<string, unknown>;
  return (
    r.holocronPower === "resist" &&
    typeof r.messageId === "string" &&
    Number.isInteger(r.row) &&
    Number.isInteger(r.resistTotal)
  );
}

/**
 * Listens for requests; only the active GM acts on them. Called once from `ready`. The channel is
 * shared with the actors' GM relay (gm-relay.ts): each side ignores messages that are not its own.
 */
export function registerPowerSocket(handle: Handler): void {
  handler = handle;
  game.socket.on(POWER_SOCKET, (data: unknown) => {
    if (!game.user.isActiveGM || !isPowerRequest(data)) return undefined;
    return handle(data).catch(() => {
      ui.notifications.error("HOLOCRON.Power.Notify.RelayFailed", { localize: true });
    });
  });
}

/** Runs the request here when this user is the active GM, else sends it to the active GM. */
export async function asGm(request: PowerRequest): Promise<boolean> {
  if (game.user.isActiveGM && handler) {
    await handler(request);
    return true;
  }
  if (!game.users.activeGM) {
    ui.notifications.warn("HOLOCRON.Power.Notify.NoGm", { localize: true });
    return false;
  }
  game.socket.emit(POWER_SOCKET, request);
  return true;
}
