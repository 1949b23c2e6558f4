// The GM as the single writer: a user who does not own an actor asks the active GM, over the system
// socket, to change it. The GM re-validates the request and runs it through a per-actor promise queue,
// so two players clicking at once are both applied, in order. No GM connected: a warning, no change.
import { isDamageType, SYSTEM_ID } from "../config.js";
import { dice, starWorlds } from "../rules/index.js";
import type { DamageOptions, HealthSubject, RecoveryKind, Ruleset } from "../rulesets/ruleset.js";
import { STATUS_IDS } from "../rulesets/status-effects.js";

export const SOCKET_EVENT = `system.${SYSTEM_ID}`;
const REPLY_TIMEOUT_MS = 15_000;
const MAX_HERO_POINTS = starWorlds.maxHeroPoints;

export type RelayAction =
  "applyDamage" | "heal" | "recover" | "restoreHealth" | "setCondition" | "receiveHeroPoints";

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
  "receiveHeroPoints",
];

/** Rolled recovery points (Heroism 2d6+2) cannot exceed what the ruleset's formula can roll. */
function withinFormula(actor: RelayActor, kind: unknown, points: unknown): boolean {
  const formula = actor.ruleset.recoveryFormulas[kind as RecoveryKind];
  return formula === undefined || (points as number) <= dice.maxTotal(formula);
}

/** The GM side's view of the target actor (HolocronActor; a type import would be circular). */
interface RelayActor {
  uuid: string;
  ruleset: Ruleset;
  subject: HealthSubject;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/** Checks each key of `options` with its own test; a missing key passes, an unknown key fails. */
function optionsOk(options: unknown, tests: Record<string, (value: unknown) => boolean>): boolean {
  if (options === undefined) return true;
  if (!isRecord(options)) return false;
  return Object.entries(options).every(
    ([key, value]) => value === undefined || (Object.hasOwn(tests, key) && tests[key]!(value)),
  );
}

const DAMAGE_OPTION_TESTS = {
  type: isDamageType,
  ignoreArmor: (v: unknown) => typeof v === "boolean",
  hit: (v: unknown) => typeof v === "boolean",
} satisfies Record<keyof DamageOptions, (value: unknown) => boolean>;

/**
 * Why an Undo snapshot may not be written to this actor, or null: it must be this actor's, hold only
 * the ruleset's health fields (each of the type it has now), the ruleset's health statuses, and `out`.
 */
export function snapshotProblem(snapshot: unknown, actor: RelayActor): string | null {
  if (!isRecord(snapshot) || !isRecord(snapshot.fields) || !Array.isArray(snapshot.statuses)) {
    return "HOLOCRON.Relay.BadSnapshot";
  }
  if (snapshot.actorUuid !== actor.uuid) return "HOLOCRON.Health.WrongSnapshot";
  const { ruleset } = actor;
  const current = ruleset.readHealth(actor.subject).fields;
  const fieldsOk = Object.entries(snapshot.fields).every(([path, value]) => {
    if (!Object.hasOwn(ruleset.healthFieldLabels, path)) return false;
    const kind = typeof (current[path] ?? value);
    if (kind === "boolean") return typeof value === "boolean";
    return typeof value === "number" && Number.isInteger(value);
  });
  const statusesOk = snapshot.statuses.every((id) =>
    (ruleset.healthStatuses as readonly unknown[]).includes(id),
  );
  return fieldsOk && statusesOk && typeof snapshot.out === "boolean"
    ? null
    : "HOLOCRON.Relay.BadSnapshot";
}

/** Star Worlds gift: a whole number 1..12, and the receiver may not end above 12 held. */
export function heroGiftProblem(amount: unknown, actor: unknown): string | null {
  if (
    typeof amount !== "number" ||
    !Number.isInteger(amount) ||
    amount < 1 ||
    amount > MAX_HERO_POINTS
  ) {
    return "HOLOCRON.Relay.BadAmount";
  }
  const held: unknown = (actor as { system?: { heroPoints?: { value?: unknown } } }).system
    ?.heroPoints?.value;
  if (typeof held !== "number") return "HOLOCRON.Relay.BadRequest";
  return held + amount > MAX_HERO_POINTS ? "HOLOCRON.Relay.HeroPointsFull" : null;
}

/** Why the arguments of `action` are refused, or null. */
function argsProblem(action: RelayAction, args: unknown[], actor: RelayActor): string | null {
  const [first, second] = args;
  switch (action) {
    case "applyDamage":
      if (!isAmount(first)) return "HOLOCRON.Relay.BadAmount";
      return optionsOk(second, DAMAGE_OPTION_TESTS) ? null : "HOLOCRON.Relay.BadRequest";
    case "heal":
      return isAmount(first) ? null : "HOLOCRON.Relay.BadAmount";
    case "recover":
      if (!(actor.ruleset.recoveryKinds as readonly unknown[]).includes(first)) {
        return "HOLOCRON.Relay.BadRequest";
      }
      return optionsOk(second, { points: (p) => isAmount(p) && withinFormula(actor, first, p) })
        ? null
        : "HOLOCRON.Relay.BadRequest";
    case "restoreHealth":
      return snapshotProblem(first, actor);
    case "setCondition":
      return (STATUS_IDS as readonly unknown[]).includes(first) && typeof second === "boolean"
        ? null
        : "HOLOCRON.Relay.BadRequest";
    case "receiveHeroPoints":
      return heroGiftProblem(first, actor);
  }
}

/**
 * Why a request is refused, or null when it may run. Pure, so tests can call it directly. `sender`
 * is the requesting user (Undo, which writes health exactly as given, is for GMs only).
 */
export function requestProblem(
  request: RelayRequest,
  actor: unknown,
  sender: { isGM: boolean } | null = null,
): string | null {
  if (!ACTIONS.includes(request.action)) return "HOLOCRON.Relay.UnknownAction";
  if (!Array.isArray(request.args)) return "HOLOCRON.Relay.BadRequest";
  if (!actor || typeof actor !== "object" || !(request.action in actor) || !("ruleset" in actor)) {
    return "HOLOCRON.Relay.NoActor";
  }
  if (request.action === "restoreHealth" && !sender?.isGM) return "HOLOCRON.Relay.GmOnly";
  return argsProblem(request.action, request.args, actor as RelayActor);
}

async function answer(request: RelayRequest): Promise<void> {
  // The uuid arrived over the socket as a plain string; fromUuid checks it and returns null if unknown.
  const actor =
    typeof request.actorUuid === "string"
      ? await fromUuid(request.actorUuid as Parameters<typeof fromUuid>[0])
      : null;
  const problem = requestProblem(request, actor, game.users.get(request.userId) ?? null);
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

/** The channel is shared with the power relay (src/powers/power-socket.ts): messages without our
 * `kind` are the other's, and are ignored without a word. */
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
