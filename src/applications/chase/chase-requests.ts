// A player's chase check is a request to the GM: the player rolls on their own client (their dice,
// Dice So Nice included) and sends the dice; the GM checks that the sender owns the participant's
// actor, then records the check from the dice with the bonus it reads itself (chase-flows.ts).
import { SYSTEM_ID } from "../../config.js";
import { findChase } from "../../documents/chase-store.js";
import { actorOf } from "./participants.js";
import { ChaseRefusal, recordCheck } from "./chase-flows.js";

export const CHASE_ROLL_KIND = "chase.roll";

export interface ChaseRollPayload {
  chaseId: string;
  participantId: string;
  round: number;
  results: number[];
}

const isId = (v: unknown): v is string =>
  typeof v === "string" && v.length > 0 && v.length <= 64 && /^[A-Za-z0-9]+$/.test(v);

/** The payload's shape (types, ranges, ids), or null when malformed. */
export function parseChaseRoll(p: unknown): ChaseRollPayload | null {
  if (typeof p !== "object" || p === null) return null;
  const o = p as Record<string, unknown>;
  if (Object.keys(o).some((k) => !["chaseId", "participantId", "round", "results"].includes(k))) {
    return null;
  }
  const results = o.results;
  if (!isId(o.chaseId) || !isId(o.participantId)) return null;
  if (typeof o.round !== "number" || !Number.isInteger(o.round) || o.round < 1) return null;
  if (!Array.isArray(results) || results.length === 0 || results.length > 10) return null;
  if (!results.every((r) => typeof r === "number" && Number.isInteger(r))) return null;
  return { chaseId: o.chaseId, participantId: o.participantId, round: o.round, results };
}

/** Why the sender may not roll this participant's check, or null: only its actor's owners may. */
export function chaseRollRefusal(p: ChaseRollPayload, sender: User.Implementation): string | null {
  if (sender.isGM) return null;
  const participant = findChase(p.chaseId)?.participants.find((x) => x.id === p.participantId);
  const actor = participant ? actorOf(participant) : null;
  if (!actor) return "HOLOCRON.Chase.Error.NotFound";
  return actor.testUserPermission(sender, "OWNER") ? null : "HOLOCRON.Chase.Error.NotOwner";
}

/** The GM carries out a check request (the total is recomputed from the dice there). */
export async function carryOutChaseRoll(p: ChaseRollPayload): Promise<void> {
  await recordCheck(p.chaseId, p.participantId, p.round, p.results);
}

// ---- the channel (the system socket), until the GM authority's registry takes these requests ----

interface ChaseRollMessage {
  chaseRequest: typeof CHASE_ROLL_KIND;
  payload: unknown;
}

/** Sends the request to the active GM; with none connected, the user is told and nothing happens. */
export function requestChaseRoll(payload: ChaseRollPayload): boolean {
  if (!game.users.activeGM) {
    ui.notifications.warn(game.i18n.localize("HOLOCRON.Chase.Error.NoGM"));
    return false;
  }
  const message: ChaseRollMessage = { chaseRequest: CHASE_ROLL_KIND, payload };
  game.socket.emit(`system.${SYSTEM_ID}`, message);
  return true;
}

/** The GM's side: the sender is the id Foundry's server passes as the handler's second argument. */
export async function onChaseMessage(data: unknown, senderId: string): Promise<void> {
  if (!game.user.isActiveGM || typeof data !== "object" || data === null) return;
  const message = data as Partial<ChaseRollMessage>;
  if (message.chaseRequest !== CHASE_ROLL_KIND) return;
  const payload = parseChaseRoll(message.payload);
  const sender = game.users.get(senderId);
  if (!payload || !sender) return;
  const refusal = chaseRollRefusal(payload, sender);
  if (refusal) {
    console.warn(`Holocron | chase roll refused for ${sender.name}: ${refusal}`);
    return;
  }
  try {
    await carryOutChaseRoll(payload);
  } catch (error) {
    const key = error instanceof ChaseRefusal || error instanceof Error ? error.message : "";
    console.warn(`Holocron | chase roll from ${sender.name} not recorded: ${key}`);
  }
}

export function listenForChaseRequests(): void {
  // fvtt-types gives socket handlers one parameter; Foundry passes the sender's id as the second.
  game.socket.on(`system.${SYSTEM_ID}`, (...args: unknown[]) => {
    void onChaseMessage(args[0], typeof args[1] === "string" ? args[1] : "");
  });
}
