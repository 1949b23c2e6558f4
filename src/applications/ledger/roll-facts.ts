// The natural 20s and 1s of a combat: the d20s its combatants' check and attack cards show (Star
// Worlds' 2d6 cards have no such face). Read from the cards the GM trusts (the GM's own, or a
// player's the GM checked: src/cards/card.ts), so a card edited by hand adds no 20.
import type { RollFact } from "../../rules/ledger/summary.js";
import type { CardData } from "../../cards/data.js";
import { cardOf, isTrusted } from "../../cards/card.js";
import { naturalD20 } from "../../cards/roll/data.js";

export interface TimedCard {
  card: CardData;
  /** When the message was posted (ms since the epoch). */
  time: number;
}

/** Pure: the d20 faces of the cards posted from `from` to `to` (inclusive). */
export function rollFactsOf(cards: readonly TimedCard[], from: number, to: number): RollFact[] {
  return cards.flatMap(({ card, time }) => {
    if (time < from || time > to) return [];
    const face = naturalD20(card);
    return face ? [face] : [];
  });
}

/** The trusted cards of this world's chat log, with their times. */
export function trustedCards(): TimedCard[] {
  return [...game.messages].flatMap((message) => {
    const card = cardOf(message);
    return card && isTrusted(message) ? [{ card, time: message.timestamp }] : [];
  });
}
