// Whether the GM may act on a card's data (architecture.md, "Trust only what the GM made or
// checked"), and the GM's record of the cards players wrote. A card a GM wrote is the GM's: no
// player can write a message they did not author (Foundry lets only the author and GMs update a
// ChatMessage, and the server sets the author of a player's message to that player). A card a
// player wrote is input: the active GM checks it once, when it is created (card-verify.ts, for the
// kinds whose rule is "checked": kinds.ts), and keeps the verdict in the card ledger below, a world
// setting only a GM can write (Foundry: world settings need SETTINGS_MODIFY, a GM's permission by
// default). For each player-authored card it keeps the author's id, the verdict and the digest of
// the card as the GM last saw or wrote it: a card whose data changed since (a total raised, an
// "applied" mark erased) no longer matches, and the GM acts on nothing in it.
import { SYSTEM_ID } from "../config.js";
import { digestOf } from "../authority/index.js";
import { CARD_LEDGER_SETTING, WorldRecordCopy } from "../settings.js";
import { isRecord } from "../rules/shape.js";

/** How many player cards the ledger remembers; an older card is unverified (nothing applies). */
export const LEDGER_SIZE = 500;

export interface LedgerEntry {
  /** The message author's user id when the GM checked it. */
  author: string;
  /** "verified", or the i18n key of the reason the card failed its check. */
  verdict: string;
  /** digestOf the card data as the GM last saw or wrote it. */
  digest: string;
  /** Marks only the GM writes on a card that holds none of its own (a career request answered). */
  answered?: boolean;
}

export interface StoredLedger {
  entries: Record<string, LedgerEntry>;
  /** Message ids, oldest first (the first leaves when the ledger is full). */
  order: string[];
}

const copy = new WorldRecordCopy<StoredLedger>();

function stored(): StoredLedger {
  return copy.read(() => {
    const value = game.settings.get(SYSTEM_ID, CARD_LEDGER_SETTING) as Partial<StoredLedger> | null;
    const entries = value?.entries && typeof value.entries === "object" ? value.entries : {};
    return { entries, order: Array.isArray(value?.order) ? value.order : [] };
  });
}

/** The GM's entry for a message, or null (a GM's own card has none). */
export function ledgerEntry(messageId: string): LedgerEntry | null {
  const entry = stored().entries[messageId];
  return entry && typeof entry === "object" ? entry : null;
}

/** The digest of a message's stored flag, as the ledger compares it. */
export function flagDigest(message: ChatMessage.Implementation, flag: string): string {
  const ours: unknown = message.flags[SYSTEM_ID];
  return digestOf((isRecord(ours) ? ours[flag] : undefined) ?? null);
}

/**
 * Writes (GM only) the entry of a message, the oldest dropped when full. The copy is updated at
 * once and the whole ledger written, so two quick writes never lose one another.
 */
export function recordEntry(messageId: string, entry: LedgerEntry): Promise<unknown> {
  const { entries, order } = stored();
  const next = { entries: { ...entries, [messageId]: entry }, order: [...order] };
  if (!(messageId in entries)) next.order.push(messageId);
  while (next.order.length > LEDGER_SIZE) delete next.entries[next.order.shift() ?? ""];
  return game.settings.set(SYSTEM_ID, CARD_LEDGER_SETTING, copy.keep(next));
}

/** After the GM wrote a player's card: the ledger takes the new data's digest, keeping the verdict. */
export async function recordGmWrite(
  message: ChatMessage.Implementation,
  flag: string,
): Promise<void> {
  const entry = ledgerEntry(message.id ?? "");
  if (!entry || !game.user.isGM) return;
  await recordEntry(message.id ?? "", { ...entry, digest: flagDigest(message, flag) });
}

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
