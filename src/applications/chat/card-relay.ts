// Card changes a player may not write: only a card's author or a GM can update a chat message, so
// anyone else asks the active GM (as src/powers/power-socket.ts does for power cards, on the same
// channel: each listener ignores the others' messages) and waits for the GM's reply. Every write to
// a card, here or on the GM, runs in the card's queue and re-reads the card first, so two marks
// arriving together never lose one another. The marks:
// - damage cards: the actors the damage was applied to, an actor who evaded with a Hero Point, and
//   a Knight negating the damage (pending, then done: negated or not);
// - opposed cards: a resister's row resolved (its Resist button goes away).
// The GM re-checks each against the stored card.
import { SYSTEM_ID } from "../../config.js";
import { runQueued } from "../../documents/gm-relay.js";
import type { CardData, DamageCard, OpposedOutcome } from "./card-data.js";
import { cardOf, updateCard } from "./post-card.js";

export const CARD_SOCKET = `system.${SYSTEM_ID}`;
const REPLY_TIMEOUT_MS = 15_000;

export type CardMark =
  | { holocronCard: "evaded"; messageId: string; actorUuid: string }
  | { holocronCard: "applied"; messageId: string; actorUuids: string[] }
  | { holocronCard: "negating"; messageId: string; actorUuid: string }
  | { holocronCard: "negateDone"; messageId: string; actorUuid: string; negated: boolean }
  | { holocronCard: "resisted"; messageId: string; index: number; result: OpposedOutcome };

/** A mark sent to the GM, and the GM's reply (the card as written, or null when refused). */
type MarkRequest = CardMark & { requestId: string };
type MarkReply = { holocronCardReply: string; card: CardData | null };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null;
const isUuidList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((u) => typeof u === "string");

function isOutcome(value: unknown): value is OpposedOutcome {
  if (!isObj(value) || (value.winner !== "actor" && value.winner !== "resister")) return false;
  const rounds = value.rounds;
  return (
    Array.isArray(rounds) &&
    rounds.length > 0 &&
    rounds.every((r) => isObj(r) && Number.isInteger(r.actor) && Number.isInteger(r.resister))
  );
}

/** Pure: whether socket data is a well-formed card mark. */
export function isCardMark(data: unknown): data is CardMark {
  if (!isObj(data) || typeof data.messageId !== "string") return false;
  switch (data.holocronCard) {
    case "evaded":
    case "negating":
      return typeof data.actorUuid === "string";
    case "negateDone":
      return typeof data.actorUuid === "string" && typeof data.negated === "boolean";
    case "applied":
      return isUuidList(data.actorUuids);
    case "resisted":
      return Number.isInteger(data.index) && isOutcome(data.result);
    default:
      return false;
  }
}

/** Pure: the actors Apply must skip on a damage card (evaded, negating, or negated). */
export function applySkips(card: DamageCard): string[] {
  return [...(card.evaded ?? []), ...(card.negating ?? []), ...(card.negated ?? [])];
}

function markedDamage(card: DamageCard, mark: CardMark): CardData | null {
  const applied = card.applied ?? [];
  const without = (list: string[] | undefined, uuid: string) =>
    (list ?? []).filter((u) => u !== uuid);
  switch (mark.holocronCard) {
    case "evaded":
      // Damage already applied to the actor: evading now would apply it again.
      if (applied.includes(mark.actorUuid) || applySkips(card).includes(mark.actorUuid)) {
        return null;
      }
      return { ...card, evaded: [...(card.evaded ?? []), mark.actorUuid] };
    case "negating":
      if (applied.includes(mark.actorUuid) || applySkips(card).includes(mark.actorUuid)) {
        return null;
      }
      return { ...card, negating: [...(card.negating ?? []), mark.actorUuid] };
    case "negateDone": {
      if (!(card.negating ?? []).includes(mark.actorUuid)) return null;
      const negated = card.negated ?? [];
      return {
        ...card,
        negating: without(card.negating, mark.actorUuid),
        negated: mark.negated ? [...without(negated, mark.actorUuid), mark.actorUuid] : negated,
      };
    }
    case "applied": {
      const skips = applySkips(card);
      const fresh = mark.actorUuids.filter((u) => !skips.includes(u) && !applied.includes(u));
      return { ...card, applied: [...applied, ...fresh] };
    }
    default:
      return null;
  }
}

/** Pure: the card after a mark, or null when the mark does not fit it (nothing is written then). */
export function markedCard(card: CardData | null, mark: CardMark): CardData | null {
  if (mark.holocronCard !== "resisted") {
    return card?.type === "damage" ? markedDamage(card, mark) : null;
  }
  if (card?.type !== "opposed") return null;
  const row = card.resisters[mark.index];
  if (!row || row.result) return null;
  return {
    ...card,
    resisters: card.resisters.map((r, i) => (i === mark.index ? { ...r, result: mark.result } : r)),
  };
}

/**
 * Runs `change` on the card's current data in the card's queue (the caller may update the message:
 * its author or a GM) and writes what it returns. Resolves with the card written, or null.
 */
export function changeCard(
  message: ChatMessage.Implementation,
  change: (card: CardData | null) => CardData | null,
): Promise<CardData | null> {
  return runQueued(`card.${message.id ?? ""}`, async () => {
    const next = change(cardOf(message));
    if (next) await updateCard(message, next);
    return next;
  });
}

function strip(data: MarkRequest): CardMark {
  const { requestId: _requestId, ...mark } = data;
  return mark as CardMark;
}

async function answer(data: MarkRequest): Promise<void> {
  const message = game.messages.get(data.messageId);
  const card = message ? await changeCard(message, (c) => markedCard(c, strip(data))) : null;
  const reply: MarkReply = { holocronCardReply: data.requestId, card };
  game.socket.emit(CARD_SOCKET, reply);
}

const pending = new Map<string, (card: CardData | null) => void>();

function isReply(data: unknown): data is MarkReply {
  return isObj(data) && typeof data.holocronCardReply === "string";
}

/** Listens for marks and replies; only the active GM writes. Called once, with the card actions. */
export function registerCardRelay(): void {
  game.socket.on(CARD_SOCKET, (data: unknown) => {
    if (isReply(data)) return void pending.get(data.holocronCardReply)?.(data.card);
    if (!game.user.isActiveGM || !isCardMark(data)) return undefined;
    const sent = (data as Partial<MarkRequest>).requestId;
    const request: MarkRequest = { ...data, requestId: typeof sent === "string" ? sent : "" };
    // A failed write on the GM's side is shown there, never left as an unhandled rejection.
    return answer(request).catch(() => {
      ui.notifications.error(game.i18n.localize("HOLOCRON.Chat.Error.Failed"));
      game.socket.emit(CARD_SOCKET, { holocronCardReply: request.requestId, card: null });
    });
  });
}

/**
 * Whether the mark can be written: at once by the message's owner, else by the active GM. False
 * (with a warning, nothing sent) when the user cannot update the message and no GM is connected.
 */
export function canMark(message: ChatMessage.Implementation): boolean {
  if (message.isOwner || game.users.activeGM) return true;
  ui.notifications.warn(game.i18n.localize("HOLOCRON.Relay.NoGM"));
  return false;
}

/**
 * Writes the mark here when the user may update the message, else asks the active GM and waits for
 * the reply. Resolves with the card as written, or null when the mark did not fit the card, no GM
 * is connected or no reply came (the user is warned of the last two).
 */
export async function markCard(
  message: ChatMessage.Implementation,
  mark: CardMark,
): Promise<CardData | null> {
  if (message.isOwner) return changeCard(message, (card) => markedCard(card, mark));
  if (!canMark(message)) return null;
  const requestId = foundry.utils.randomID();
  return new Promise<CardData | null>((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(requestId);
      ui.notifications.warn(game.i18n.localize("HOLOCRON.Relay.NoReply"));
      resolve(null);
    }, REPLY_TIMEOUT_MS);
    pending.set(requestId, (card) => {
      clearTimeout(timer);
      pending.delete(requestId);
      resolve(card);
    });
    const request: MarkRequest = { ...mark, requestId };
    game.socket.emit(CARD_SOCKET, request);
  });
}
