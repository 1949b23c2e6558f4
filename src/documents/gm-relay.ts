// The GM as the single writer: a user who does not own an actor asks the active GM, over the system
// socket, to change it. The GM re-validates the request and runs it through a per-actor promise queue,
// so two players clicking at once are both applied, in order. No GM connected: a warning, no change.
import { SYSTEM_ID } from "../config.js";

export const SOCKET_EVENT = `system.${SYSTEM_ID}`;
const REPLY_TIMEOUT_MS = 15_000;

export type RelayAction = "applyDamage" | "heal" | "recover" | "restoreHealth" | "setCondition";

export interface RelayRequest {
  kind: "request";
  requestId: string;
  userId: string;
  action: RelayAction;
  actorUuid: string;
  args: unknown[];
}

export interface RelayReply {
  kind: "reply";
  requestId: string;
  userId: string;
  ok: boolean;
  result: unknown;
  error?: string;
}

/** What the GM side calls on the actor: the same public methods the requester called. */
type RelayTarget = Record<RelayAction, (...args: never[]) => Promise<unknown>>;

// ---- per-key promise queue --------------------------------------------------------------------

const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task of the same key has settled (failures do not block the queue). */
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

// ---- requester side ---------------------------------------------------------------------------

const pending = new Map<string, (reply: RelayReply) => void>();

/**
 * Asks the active GM to run `action` on the actor. Resolves with the GM's result, or null when no
 * GM is connected, the GM refused, or no reply came (the user is told each time).
 */
export function requestGm<T>(
  action: RelayAction,
  actorUuid: string,
  args: unknown[],
): Promise<T | null> {
  if (!game.users.activeGM) {
    ui.notifications.warn(game.i18n.localize("HOLOCRON.Relay.NoGM"));
    return Promise.resolve(null);
  }
  const requestId = foundry.utils.randomID();
  const request: RelayRequest = {
    kind: "request",
    requestId,
    userId: game.user.id,
    action,
    actorUuid,
    args,
  };
  return new Promise<T | null>((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(requestId);
      ui.notifications.warn(game.i18n.localize("HOLOCRON.Relay.NoReply"));
      resolve(null);
    }, REPLY_TIMEOUT_MS);
    pending.set(requestId, (reply) => {
      clearTimeout(timer);
      pending.delete(requestId);
      if (!reply.ok) {
        ui.notifications.warn(
          game.i18n.format("HOLOCRON.Relay.Refused", { reason: reply.error ?? "" }),
        );
      }
      resolve(reply.ok ? (reply.result as T) : null);
    });
    game.socket.emit(SOCKET_EVENT, request);
  });
}

// ---- GM side ----------------------------------------------------------------------------------

const ACTIONS: readonly RelayAction[] = [
  "applyDamage",
  "heal",
  "recover",
  "restoreHealth",
  "setCondition",
];

/** Why a request is refused, or null when it may run. Pure, so tests can call it directly. */
export function requestProblem(request: RelayRequest, actor: unknown): string | null {
  if (!ACTIONS.includes(request.action)) return "HOLOCRON.Relay.UnknownAction";
  if (!Array.isArray(request.args)) return "HOLOCRON.Relay.BadRequest";
  if (!actor || typeof actor !== "object" || !(request.action in actor)) {
    return "HOLOCRON.Relay.NoActor";
  }
  const [first] = request.args;
  if (
    (request.action === "applyDamage" || request.action === "heal") &&
    (typeof first !== "number" || !Number.isFinite(first) || first < 0)
  ) {
    return "HOLOCRON.Relay.BadAmount";
  }
  if (request.action === "setCondition" && typeof first !== "string") {
    return "HOLOCRON.Relay.BadRequest";
  }
  return null;
}

async function answer(request: RelayRequest): Promise<void> {
  // The uuid arrived over the socket as a plain string; fromUuid checks it and returns null if unknown.
  const actor = await fromUuid(request.actorUuid as Parameters<typeof fromUuid>[0]);
  const problem = requestProblem(request, actor);
  const reply: RelayReply = {
    kind: "reply",
    requestId: request.requestId,
    userId: request.userId,
    ok: problem === null,
    result: null,
  };
  if (problem) reply.error = game.i18n.localize(problem);
  else {
    try {
      // requestProblem checked that the actor has this method; the document type does not say so.
      const method = (actor as unknown as RelayTarget)[request.action];
      reply.result = await method.apply(actor, request.args as never[]);
    } catch (error) {
      reply.ok = false;
      reply.error = error instanceof Error ? game.i18n.localize(error.message) : String(error);
    }
  }
  game.socket.emit(SOCKET_EVENT, reply);
}

function onMessage(message: unknown): Promise<void> | void {
  if (!message || typeof message !== "object") return;
  const m = message as RelayRequest | RelayReply;
  // Only the requesting client holds a pending entry for the reply's (random) request id.
  if (m.kind === "reply") return void pending.get(m.requestId)?.(m);
  if (m.kind === "request" && game.user.isActiveGM) return answer(m);
}

/** Listens on the system socket (called once from `ready`). */
export function registerRelay(): void {
  game.socket.on(SOCKET_EVENT, onMessage);
}
