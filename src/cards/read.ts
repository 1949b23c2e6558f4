// A message's card when it is of one kind: what a kind's GM requests read back from the message a
// request names (the table of kinds dispatches clicks; a request arrives by message id). A card in
// hand is narrowed by `asKind` (card.ts).
import type { CardType } from "./data.js";
import { asKind, cardOf, trustedCard } from "./card.js";
import { Refusal } from "../authority/index.js";
import type { CardOf } from "./views.js";

/** The message's card if it is of type `type`, else null (other messages, unreadable cards). */
export function cardOfKind<T extends CardType>(
  message: ChatMessage.Implementation,
  type: T,
): CardOf<T> | null {
  return asKind(cardOf(message), type);
}

/**
 * The message a request names and its card of type `type`, when the GM may act on it (card.ts);
 * else a Refusal saying why (no such message, another kind, or a card the GM may not trust).
 */
export function requestedCardOfKind<T extends CardType>(messageId: string, type: T) {
  const message = game.messages.get(messageId);
  if (!message) throw new Refusal("HOLOCRON.Authority.Refused.NoCard");
  const card = asKind(trustedCard(message), type);
  if (!card) throw new Refusal("HOLOCRON.Authority.Refused.NoCard");
  return { message, card };
}
