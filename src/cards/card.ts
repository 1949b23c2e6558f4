// A chat card's message (CONTRIBUTING, "Chat cards as data"): its data read from the message's
// flags, posted and updated only here; whether the GM may act on it (the ledger of the GM's checks
// below); its controls: the `data-action` handlers and the click dispatch (what each viewer sees of
// them: render.ts); and the actors it names. (The applied card's post: applied/post.ts.)
import { SYSTEM_ID } from "../config.js";
import { parseCard, type CardData, type CardTarget, type CardType } from "./data.js";
import { isHealthActor, type HealthActor } from "./apply.js";
import { cardContext, type CardOf, type I18n } from "./views.js";
import { registeredKindOf, renderRegisteredCard, type RegisteredCard } from "./extra.js";
import { applyMessageMode } from "../compat/generation.js";
import { Refusal, digestOf } from "../authority/index.js";
import { notify } from "../compat/notify.js";
import { userMessage } from "../applications/user-message.js";
import { CARD_LEDGER_SETTING, WorldRecordCopy } from "../settings.js";
import { isRecord } from "../rules/validate.js";

/** game.i18n as the pure context code wants it. */
export function gameI18n(): I18n {
  return {
    localize: (key) => game.i18n.localize(key),
    format: (key, data) => game.i18n.format(key, data),
  };
}

/** The card's HTML; the rolls' dice (Foundry's tooltip) go under the card's header. */
export async function renderCard(card: CardData, rolls: Roll[] = []): Promise<string> {
  const { template, context } = cardContext(card, gameI18n());
  const dice = await Promise.all(rolls.map((roll) => roll.render()));
  return foundry.applications.handlebars.renderTemplate(template, { ...context, dice });
}

// Posting: the card rendered from its data, the data kept in the message flags so buttons work
// after a reload.

export interface PostOptions {
  actor?: Actor.Implementation | null;
  rolls?: Roll[];
  /** A message mode of the running Foundry (src/compat); one it does not know is ignored (public). */
  rollMode?: string;
  /** Whisper recipients (user ids): a card only they see. */
  whisper?: string[];
}

/**
 * What a message's `flags.holocron.card` holds: null on other messages, else the card read through
 * its shape or the error naming the first field that does not fit (a card a player edited by hand).
 */
export function readCard(
  message: ChatMessage.Implementation,
): { ok: true; value: CardData } | { ok: false; error: string } | null {
  const stored = message.flags[SYSTEM_ID]?.card;
  return stored === undefined ? null : parseCard(stored);
}

/** The card data stored on a message, or null for other messages and for cards that cannot be read. */
export function cardOf(message: ChatMessage.Implementation): CardData | null {
  const read = readCard(message);
  return read?.ok ? read.value : null;
}

export async function postCard(
  card: CardData,
  options: PostOptions = {},
): Promise<ChatMessage.Implementation | null> {
  const message = await ChatMessage.create(await cardMessageData(card, options));
  return message ?? null;
}

/** The data of a card's message (what postCard creates; a batch creates it with other writes). */
export async function cardMessageData(card: CardData, options: PostOptions = {}) {
  return messageData(card, await renderCard(card, options.rolls ?? []), options);
}

/**
 * Posts a card of a registered kind (extra.ts: a kind beside the built-in table), its HTML drawn
 * by its kind's view; as postCard otherwise.
 */
export async function postRegisteredCard<C extends RegisteredCard>(
  card: C,
  options: PostOptions = {},
): Promise<ChatMessage.Implementation | null> {
  const kind = registeredKindOf(card.type);
  if (!kind) throw new Error(`Holocron | no card kind "${card.type}" is registered`);
  const content = await renderRegisteredCard(kind, card, gameI18n());
  return (await ChatMessage.create(messageData(card, content, options))) ?? null;
}

/** Writes new data to a registered kind's card and draws it again, as updateCard does. */
export async function updateRegisteredCard<C extends RegisteredCard>(
  message: ChatMessage.Implementation,
  card: C,
): Promise<void> {
  const kind = registeredKindOf(card.type);
  if (!kind) throw new Error(`Holocron | no card kind "${card.type}" is registered`);
  const content = await renderRegisteredCard(kind, card, gameI18n());
  await message.update({ content, flags: { [SYSTEM_ID]: { card } } });
  await recordGmWrite(message, "card");
}

function messageData(card: RegisteredCard, content: string, options: PostOptions) {
  const rolls = options.rolls ?? [];
  const data = {
    content,
    rolls,
    speaker: ChatMessage.getSpeaker(options.actor ? { actor: options.actor } : {}),
    flags: { [SYSTEM_ID]: { card } },
    ...(options.whisper ? { whisper: options.whisper } : {}),
  };
  if (options.rollMode !== undefined) applyMessageMode(data, options.rollMode);
  return data;
}

/**
 * Writes new card data to a message and renders it again. On a player's card the GM's ledger takes
 * the new data as what the GM wrote (src/cards/card.ts).
 */
export async function updateCard(
  message: ChatMessage.Implementation,
  card: CardData,
): Promise<void> {
  await message.update({
    content: await renderCard(card, message.rolls),
    flags: { [SYSTEM_ID]: { card } },
  });
  await recordGmWrite(message, "card");
}

/**
 * The card if it is of type `type`, else null: the one narrowing by type for code outside a kind's
 * folder (a power's control on another kind's card, a summary reading cards), which asks for a kind
 * rather than comparing types.
 */
export function asKind<T extends CardType>(
  card: CardData | null | undefined,
  type: T,
): CardOf<T> | null {
  return card?.type === type ? (card as CardOf<T>) : null;
}

/** The message's card, when the GM may act on it; else a Refusal saying why. */
export function trustedCard(message: ChatMessage.Implementation): CardData {
  const card = cardOf(message);
  if (!card) throw new Refusal("HOLOCRON.Authority.Refused.NoCard");
  const trust = trustOf(message);
  if (trust !== "gm" && trust !== VERIFIED) throw new Refusal(trust);
  return card;
}

// The chat cards' controls: a registry of `data-action` handlers (other areas register theirs, e.g.
// the Force developer's "negateEnergy") and the click dispatch.
export interface CardActionContext {
  message: ChatMessage.Implementation;
  /** The card data of the message (null on messages that are not Holocron cards). */
  card: CardData | null;
  /** The clicked control. */
  control: HTMLElement;
  /** The message's rendered element (to read a card's own inputs, e.g. the apply-to choice). */
  element: HTMLElement;
  event: Event;
}

export type CardActionHandler = (context: CardActionContext) => Promise<unknown> | unknown;

const handlers = new Map<string, CardActionHandler>();

/**
 * Registers the handler of a button with `data-action="name"` on every chat card. Names are global: use a
 * prefix for another area's actions ("power…", "negateEnergy"). Registering a name twice replaces it.
 */
export function registerCardAction(name: string, handler: CardActionHandler): void {
  handlers.set(name, handler);
}

export function cardActionHandler(name: string): CardActionHandler | undefined {
  return handlers.get(name);
}

/**
 * Runs the handler of a clicked control. Controls are disabled while their handler runs so a
 * double click does not apply damage twice; a handler's Error is shown, never thrown. On a GM's
 * client a control of a card the GM may not trust does nothing: the card's markup is its author's
 * (a player's message can hold any `data-action` element, not only the disabled buttons the GM's
 * view shows), and a handler run by a GM acts with the GM's rights.
 */
export async function dispatchCardAction(
  context: Omit<CardActionContext, "control">,
  control: HTMLElement,
) {
  const name = control.dataset.action;
  const handler = name ? handlers.get(name) : undefined;
  if (!handler) return;
  context.event.preventDefault();
  if (game.user.isGM && !isTrusted(context.message)) {
    ui.notifications.warn(game.i18n.localize("HOLOCRON.Authority.Unverified.NoAction"));
    return;
  }
  const button = control instanceof HTMLButtonElement ? control : null;
  if (button) button.disabled = true;
  try {
    await handler({ ...context, control });
  } catch (error) {
    // A key from the rules, the authority or the flow; never an error's English (user-message.ts).
    const { key, data } = userMessage(error, "HOLOCRON.Chat.Error.Failed");
    notify("error", key, data);
    console.error(error);
  } finally {
    if (button) button.disabled = false;
  }
}

// Whether the GM may act on a card's data (architecture.md, "Trust only what the GM made or
// checked"), and the GM's record of the cards players wrote. A card a GM wrote is the GM's: no
// player can write a message they did not author (Foundry lets only the author and GMs update a
// ChatMessage, and the server sets the author of a player's message to that player). A card a
// player wrote is input: the active GM checks it once, when it is created (kinds.ts, for the
// kinds whose rule is "checked": kinds.ts), and keeps the verdict in the card ledger below, a world
// setting only a GM can write (Foundry: world settings need SETTINGS_MODIFY, a GM's permission by
// default). For each player-authored card it keeps the author's id, the verdict and the digest of
// the card as the GM last saw or wrote it: a card whose data changed since (a total raised, an
// "applied" mark erased) no longer matches, and the GM acts on nothing in it.
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

// Resolving the documents a card names: actors by stored UUID (a deleted one is reported), and the
// user's selected tokens.
function warn(key: string, data?: Record<string, string>): void {
  notify("warn", key, data);
}

/** Any Actor document (by its document name, so it holds across reloaded classes). */
function isActor(doc: unknown): doc is Actor.Implementation {
  return (doc as { documentName?: unknown } | null)?.documentName === "Actor";
}

/** The actor of a UUID, or null (with a notification naming it) when it was deleted since. */
export async function actorFromUuid(
  uuid: string,
  name: string,
): Promise<Actor.Implementation | null> {
  // The uuid comes from stored card data; fromUuid returns null for anything unknown.
  const doc = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
  if (isActor(doc)) return doc;
  warn("HOLOCRON.Chat.Error.TargetGone", { name });
  return null;
}

/** The actor of a UUID when this user owns it; else null, the user told why (gone, or not theirs). */
export async function ownedActorFromUuid(
  uuid: string,
  name: string,
): Promise<Actor.Implementation | null> {
  const actor = await actorFromUuid(uuid, name);
  if (!actor) return null;
  if (actor.isOwner) return actor;
  warn("HOLOCRON.Chat.Error.NotOwner");
  return null;
}

export async function healthActorsOf(targets: CardTarget[]): Promise<HealthActor[]> {
  const actors: HealthActor[] = [];
  for (const target of targets) {
    const actor = await actorFromUuid(target.uuid, target.name);
    if (isHealthActor(actor)) actors.push(actor);
  }
  return actors;
}

/** The actors of the controlled tokens; none selected, or a token without an actor, is reported. */
export function selectedHealthActors(): HealthActor[] {
  const tokens = canvas?.tokens?.controlled ?? [];
  if (tokens.length === 0) {
    warn("HOLOCRON.Chat.Error.NothingSelected");
    return [];
  }
  const actors: HealthActor[] = [];
  for (const token of tokens) {
    if (isHealthActor(token.actor)) actors.push(token.actor);
    else warn("HOLOCRON.Chat.Error.TokenNoActor");
  }
  return actors;
}

/** The ids of the GM users (a whisper's recipients). */
export function gmIds(): string[] {
  return game.users.filter((user) => user.isGM).flatMap((user) => user.id ?? []);
}
