// `renderChatMessageHTML` for Holocron cards: hide the controls this user may not use (visibility per
// viewer), wire the clicks to the registered actions, and let other areas add controls (card renderers).
import { SYSTEM_ID } from "../config.js";
import type { CardData } from "./data.js";
import {
  authorOf,
  cardOf,
  dispatchCardAction,
  gameI18n,
  readCard,
  renderCard,
  trustOf,
  VERIFIED,
} from "./card.js";
import { cardBreakdowns, slotView, type RollCard } from "./roll/data.js";
import {
  BREAKDOWN_TEMPLATE,
  type BreakdownView,
} from "../applications/breakdown/breakdown-view.js";
import {
  activateBreakdowns,
  scopeBreakdowns,
} from "../applications/breakdown/breakdown-popover.js";
import { readRegisteredCard, renderRegisteredCard } from "./extra.js";

/**
 * Another area's addition to a rendered card, e.g. the Force developer's Negate Energy button on
 * damage cards: insert controls into `html` (the damage card has an empty
 * `[data-card-extensions]` slot for that) with a `data-action` registered by registerCardAction.
 */
export type CardRenderer = (
  message: ChatMessage.Implementation,
  html: HTMLElement,
  card: CardData,
) => void | Promise<void>;

const renderers: CardRenderer[] = [];

/**
 * Adds another area's markup to a rendered card: in its `[data-card-extensions]` slot (else its
 * content), its breakdowns given ids of this message's own and opened as in the chat log.
 */
export function addToCard(html: HTMLElement, markup: string, messageId: string): void {
  const slot =
    html.querySelector<HTMLElement>("[data-card-extensions]") ??
    html.querySelector<HTMLElement>(".message-content") ??
    html;
  slot.insertAdjacentHTML("beforeend", markup);
  const added = slot.lastElementChild;
  if (added instanceof HTMLElement) {
    scopeBreakdowns(added, messageId);
    activateBreakdowns(added);
  }
}

export function registerCardRenderer(renderer: CardRenderer): void {
  renderers.push(renderer);
}

export interface Viewer {
  isGM: boolean;
  /** The viewer's user id (a card's author sees its author's controls). */
  id?: string | null;
  owns(uuid: string): boolean;
}

/** A message's author, as visibility needs it. */
export interface CardAuthor {
  id: string | null;
  isGM: boolean;
}

/** Pure: whether a viewer sees a control. */
export function isVisible(
  visibility: string | undefined,
  viewer: Viewer,
  uuids: {
    actor: string | null;
    control: string | null;
    targets?: readonly string[];
    author?: CardAuthor | null;
  },
): boolean {
  if (viewer.isGM) return true;
  switch (visibility) {
    case "gm":
      return false;
    case "owner":
      return uuids.actor !== null && viewer.owns(uuids.actor);
    case "resister":
      return uuids.control !== null && viewer.owns(uuids.control);
    // A heal card's Heal: for an owner of one of its targets (src/cards/heal).
    case "targetOwner":
      return (uuids.targets ?? []).some((uuid) => viewer.owns(uuid));
    // A damage card's Apply (apply-requests.ts, recipientProblem): for its author, an owner of
    // one of its targets, and, on a GM's card with no targets, a player's own selected tokens.
    case "applier": {
      const targets = uuids.targets ?? [];
      const author = uuids.author ?? null;
      if (author !== null && viewer.id != null && author.id === viewer.id) return true;
      if (targets.length === 0) return author?.isGM === true;
      return targets.some((uuid) => viewer.owns(uuid));
    }
    default:
      return true;
  }
}

/** Removes the controls this viewer may not use, then empties control groups left bare. */
export function applyVisibility(
  html: HTMLElement,
  viewer: Viewer,
  actorUuid: string | null,
  author: CardAuthor | null = null,
): void {
  for (const el of Array.from(html.querySelectorAll<HTMLElement>("[data-visibility]"))) {
    const visible = isVisible(el.dataset.visibility, viewer, {
      actor: actorUuid,
      control: el.dataset.uuid ?? null,
      targets: (el.dataset.uuids ?? "").split(" ").filter(Boolean),
      author,
    });
    if (!visible) el.remove();
  }
  for (const group of Array.from(html.querySelectorAll<HTMLElement>("[data-card-controls]"))) {
    if (!group.querySelector("button, input, select")) group.remove();
  }
}

/** The current user, for visibility decisions. */
export function currentViewer(): Viewer {
  return {
    isGM: game.user.isGM,
    id: game.user.id,
    owns: (uuid) => {
      // A stored UUID string; fromUuidSync returns null for anything unknown.
      const doc = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
      return !!doc && typeof doc === "object" && "isOwner" in doc && doc.isOwner === true;
    },
  };
}

export async function onRenderChatMessage(
  message: ChatMessage.Implementation,
  html: HTMLElement,
): Promise<void> {
  const registered = readRegisteredCard(message);
  if (registered) return drawRegistered(message, html, registered);
  const read = readCard(message);
  if (!read) return;
  if (!read.ok) return markUnreadable(html, read.error);
  const card = read.value;
  await drawFromData(message, html, card);
  if (game.user.isGM) markUnverified(message, html);
  await renderBreakdowns(message, html, card);
  const actorUuid = "actor" in card ? card.actor.uuid : null;
  for (const renderer of renderers) await renderer(message, html, card);
  wireCard(message, html, actorUuid, () => cardOf(message));
}

/**
 * A card of a registered kind (extra.ts): always drawn again from its data as its shape read it,
 * marked for the GM when the GM may not act on it, and wired to its kind's controls.
 */
async function drawRegistered(
  message: ChatMessage.Implementation,
  html: HTMLElement,
  { kind, read }: NonNullable<ReturnType<typeof readRegisteredCard>>,
): Promise<void> {
  if (!read.ok) return markUnreadable(html, read.error);
  const content = html.querySelector<HTMLElement>(".message-content") ?? html;
  content.innerHTML = await renderRegisteredCard(kind, read.value, gameI18n());
  if (game.user.isGM) markUnverified(message, html);
  wireCard(message, html, null);
}

/**
 * A player's card is drawn again from its data (the card as its shape read it, which the GM checked
 * and Apply uses), never shown as the HTML its author stored: a verified card whose content showed
 * another total than Apply writes would tell the table a lie. A GM's own card is the HTML the GM's
 * client rendered from the same data (card.ts), kept as it is, unless an older version stored
 * another kind there (a heal card kept in a damage card's shape: data.ts, healOfLegacy).
 */
async function drawFromData(
  message: ChatMessage.Implementation,
  html: HTMLElement,
  card: CardData,
): Promise<void> {
  const stored: unknown = message.getFlag(SYSTEM_ID, "card");
  const sameKind = typeof stored === "object" && stored !== null && "type" in stored;
  if (authorOf(message)?.isGM === true && sameKind && stored.type === card.type) return;
  const content = html.querySelector<HTMLElement>(".message-content") ?? html;
  const rolls = (message.rolls as unknown[]).filter(
    (roll): roll is Roll => typeof (roll as { render?: unknown } | null)?.render === "function",
  );
  content.innerHTML = await renderCard(card, rolls);
}

const isRollCard = (card: CardData): card is RollCard =>
  card.type === "check" ||
  card.type === "worlds" ||
  card.type === "attack" ||
  card.type === "damage" ||
  card.type === "opposed";

/**
 * The numbers' breakdowns, built again from the card's data as its shape read it (the message's
 * HTML is its author's to write, so what a slot holds is not shown): ids by message, so many cards
 * in the log never share one. The bonus's stored terms are shown when a GM wrote or checked the
 * card, or to its author; to others meanwhile the formula's plain numbers are one term.
 */
async function renderBreakdowns(
  message: ChatMessage.Implementation,
  html: HTMLElement,
  card: CardData,
): Promise<void> {
  if (!isRollCard(card)) return;
  // The card's own slots and those of its first dice block, its roll's (Roll#render: roll-dice.hbs)
  // while it shows the card's formula and total; a later block is another roll's, and a Hero Point
  // reroll or die changes the card's numbers but not the roll the message keeps (updateCard).
  const firstDice = html.querySelector(".holocron-dice");
  const slots = [...html.querySelectorAll<HTMLElement>("[data-card-breakdown]")].filter((slot) => {
    const block = slot.closest(".holocron-dice");
    return block === null || (block === firstDice && showsCardRoll(slot, card));
  });
  // A card posted before its numbers had slots: its total is the one.
  const total = html.querySelector<HTMLElement>(".holocron-card__total");
  if (slots.length === 0 && total) slots.push(total);
  if (slots.length === 0) return;
  const trust = trustOf(message);
  const own = authorOf(message)?.id === game.user.id;
  const shown = trust === "gm" || trust === VERIFIED || own ? card : { ...card, bonusTerms: [] };
  const views = cardBreakdowns(shown, `holocron-bd-${message.id ?? "card"}`);
  for (const slot of slots)
    await fillBreakdownSlot(slot, slotView(views, slot.dataset.cardBreakdown ?? "total"));
  activateBreakdowns(html);
}

/**
 * A card's breakdown slot drawn again from data the GM trusts (never the message's own HTML, its
 * author's to write): the breakdown, or nothing. The caller activates the popovers.
 */
export async function fillBreakdownSlot(
  slot: HTMLElement,
  bd: BreakdownView | null | undefined,
): Promise<void> {
  const { renderTemplate } = foundry.applications.handlebars;
  slot.innerHTML = bd ? await renderTemplate(BREAKDOWN_TEMPLATE, { bd }) : "";
}

const bare = (text: string) => text.replace(/\s+/g, "");

/** A dice block's slot shows the card's own formula or total (as Roll#render wrote it). */
function showsCardRoll(slot: HTMLElement, card: RollCard): boolean {
  const shown = bare(slot.textContent ?? "");
  return (
    shown === bare(slot.dataset.cardBreakdown === "formula" ? card.formula : String(card.total))
  );
}

/**
 * A card whose stored data does not fit its shape (edited by hand, written by an older or broken
 * module): a line saying it cannot be read, and its controls removed, so nothing acts on it. The
 * first wrong field goes to the console for whoever looks into it.
 */
export function markUnreadable(html: HTMLElement, error: string): void {
  html.classList.add("holocron-card--unreadable");
  const note = html.ownerDocument.createElement("p");
  note.className = "holocron-card__unreadable";
  note.textContent = game.i18n.localize("HOLOCRON.Chat.Unreadable");
  html.prepend(note);
  for (const control of html.querySelectorAll<HTMLElement>("[data-action]")) control.remove();
  console.warn(`Holocron | a chat card cannot be read: ${error}`);
}

/**
 * A player's card the GM may not act on, as the GM sees it: a line saying why (text, not markup)
 * and every control disabled (a click would be refused anyway).
 */
export function markUnverified(message: ChatMessage.Implementation, html: HTMLElement): void {
  const trust = trustOf(message);
  if (trust === "gm" || trust === VERIFIED) return;
  html.classList.add("holocron-card--unverified");
  const note = html.ownerDocument.createElement("p");
  note.className = "holocron-card__unverified";
  note.textContent = game.i18n.format("HOLOCRON.Authority.Unverified.Label", {
    reason: game.i18n.localize(trust),
  });
  html.prepend(note);
  for (const control of html.querySelectorAll<HTMLButtonElement>("button[data-action]")) {
    control.disabled = true;
  }
}

/**
 * Hides the controls this user may not use and sends clicks to the registered actions. Cards that
 * are no roll cards (the Daring tie-break, a career request) call it from their own render hook.
 */
export function wireCard(
  message: ChatMessage.Implementation,
  html: HTMLElement,
  actorUuid: string | null,
  card: () => CardData | null = () => null,
): void {
  applyVisibility(html, currentViewer(), actorUuid, authorOf(message));
  html.addEventListener("click", (event) => {
    const control = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    if (!control || !html.contains(control)) return;
    void dispatchCardAction({ message, card: card(), element: html, event }, control);
  });
}
