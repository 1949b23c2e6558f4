// Whether the GM may act on a card's data (architecture.md, "Trust only what the GM made or
// checked"). A card a GM wrote is the GM's: no player can write a message they did not author
// (Foundry lets only the author and GMs update a ChatMessage, and the server sets the author of a
// player's message to that player). A card a player wrote is input: the active GM checks it once,
// when it is created, and keeps the verdict in the card ledger (card-ledger.ts), which only a GM
// can write. The GM then acts on it only while it is still exactly what was checked or written.
import { Refusal } from "../../authority/index.js";
import type { CardData } from "./card-data.js";
import { flagDigest, ledgerEntry } from "./card-ledger.js";
import { cardOf } from "./post-card.js";

type Message = ChatMessage.Implementation;
type UserLike = {
  id: string | null;
  isGM: boolean;
  targets?: Iterable<{ actor?: { uuid: string } | null }>;
};

export const VERIFIED = "verified";

export const authorOf = (message: Message) => (message.author ?? null) as UserLike | null;

/**
 * Whether the GM may act on the message's `flag` data: "gm" (a GM wrote it), "verified" (checked
 * and unchanged since), else the i18n key of why not. Pure over the message and the ledger.
 */
export function trustOf(message: Message, flag = "card"): string {
  const author = authorOf(message);
  if (author?.isGM === true) return "gm";
  const entry = ledgerEntry(message.id ?? "");
  if (!entry || entry.author !== author?.id) return "HOLOCRON.Authority.Unverified.NotChecked";
  if (entry.verdict !== VERIFIED) return entry.verdict;
  return entry.digest === flagDigest(message, flag)
    ? VERIFIED
    : "HOLOCRON.Authority.Unverified.Changed";
}

/** Whether the GM may act on the message's data. */
export const isTrusted = (message: Message, flag = "card"): boolean => {
  const trust = trustOf(message, flag);
  return trust === "gm" || trust === VERIFIED;
};

/** The message's card, when the GM may act on it; else a Refusal saying why. */
export function trustedCard(message: Message): CardData {
  const card = cardOf(message);
  if (!card) throw new Refusal("HOLOCRON.Authority.Refused.NoCard");
  const trust = trustOf(message);
  if (trust !== "gm" && trust !== VERIFIED) throw new Refusal(trust);
  return card;
}
