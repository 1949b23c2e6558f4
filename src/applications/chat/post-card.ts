// Renders a card from its data and posts it, the card data kept in the message flags so buttons
// work after a reload.
import { SYSTEM_ID } from "../../config.js";
import { parseCard, type CardData } from "./card-data.js";
import { cardContext, type I18n } from "../../cards/views.js";
import { applyMessageMode } from "../../compat/message-mode.js";
import { recordGmWrite, trustOf, VERIFIED } from "../../cards/trust.js";
import { Refusal } from "../../authority/index.js";

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
  const rolls = options.rolls ?? [];
  const data = {
    content: await renderCard(card, rolls),
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
 * the new data as what the GM wrote (src/cards/trust.ts).
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

/** The message's card, when the GM may act on it; else a Refusal saying why. */
export function trustedCard(message: ChatMessage.Implementation): CardData {
  const card = cardOf(message);
  if (!card) throw new Refusal("HOLOCRON.Authority.Refused.NoCard");
  const trust = trustOf(message);
  if (trust !== "gm" && trust !== VERIFIED) throw new Refusal(trust);
  return card;
}
