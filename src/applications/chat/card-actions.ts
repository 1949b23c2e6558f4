// The chat cards' controls: a registry of `data-action` handlers (other areas register theirs, e.g.
// the Force developer's "negateEnergy"), visibility per viewer, and the click dispatch.
import type { CardData } from "./card-data.js";
import { isTrusted } from "../../cards/trust.js";
import { notify } from "../../compat/notify.js";
import { userMessage } from "../user-message.js";

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
