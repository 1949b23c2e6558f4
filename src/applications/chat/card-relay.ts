// Card changes a player may not write: only a card's author or a GM can update a chat message, so
// anyone else asks the active GM (as src/powers/power-socket.ts does for power cards, on the same
// channel: each listener ignores the others' messages). Two marks:
// an actor evaded a damage card (Apply then skips it) and a resister's row of an opposed card was
// resolved (its Resist button goes away). The GM re-checks each against the stored card.
import { SYSTEM_ID } from "../../config.js";
import { runQueued } from "../../documents/gm-relay.js";
import type { CardData, OpposedOutcome } from "./card-data.js";
import { cardOf, updateCard } from "./post-card.js";

export const CARD_SOCKET = `system.${SYSTEM_ID}`;

export type CardMark =
  | { holocronCard: "evaded"; messageId: string; actorUuid: string }
  | { holocronCard: "resisted"; messageId: string; index: number; result: OpposedOutcome };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null;

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
  if (data.holocronCard === "evaded") return typeof data.actorUuid === "string";
  if (data.holocronCard === "resisted") {
    return Number.isInteger(data.index) && isOutcome(data.result);
  }
  return false;
}

/** Pure: the card after a mark, or null when the mark does not fit it (nothing is written then). */
export function markedCard(card: CardData | null, mark: CardMark): CardData | null {
  if (mark.holocronCard === "evaded") {
    if (card?.type !== "damage") return null;
    const evaded = card.evaded ?? [];
    if (evaded.includes(mark.actorUuid)) return null;
    return { ...card, evaded: [...evaded, mark.actorUuid] };
  }
  if (card?.type !== "opposed") return null;
  const row = card.resisters[mark.index];
  if (!row || row.result) return null;
  return {
    ...card,
    resisters: card.resisters.map((r, i) => (i === mark.index ? { ...r, result: mark.result } : r)),
  };
}

/** Writes a mark (the caller may update the message: its author or a GM). */
async function writeMark(message: ChatMessage.Implementation | undefined, mark: CardMark) {
  if (!message) return;
  await runQueued(`card.${mark.messageId}`, async () => {
    const next = markedCard(cardOf(message), mark);
    if (next) await updateCard(message, next);
  });
}

/** Listens for marks; only the active GM writes them. Called once, with the opposed-check actions. */
export function registerCardRelay(): void {
  game.socket.on(CARD_SOCKET, (data: unknown) => {
    if (!game.user.isActiveGM || !isCardMark(data)) return undefined;
    // A failed write on the GM's side is shown there, never left as an unhandled rejection.
    return writeMark(game.messages.get(data.messageId), data).catch(() => {
      ui.notifications.error(game.i18n.localize("HOLOCRON.Chat.Error.Failed"));
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

/** Writes the mark here when the user may update the message, else sends it to the active GM. */
export async function markCard(message: ChatMessage.Implementation, mark: CardMark): Promise<void> {
  if (message.isOwner) return writeMark(message, mark);
  if (!canMark(message)) return;
  game.socket.emit(CARD_SOCKET, mark);
}
