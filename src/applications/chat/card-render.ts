// `renderChatMessageHTML` for Holocron cards: hide the controls this user may not use, wire the
// clicks to the registered actions, and let other areas add controls (card renderers).
import type { CardData } from "./card-data.js";
import { applyVisibility, dispatchCardAction, type Viewer } from "./card-actions.js";
import { cardOf } from "./post-card.js";

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

export function registerCardRenderer(renderer: CardRenderer): void {
  renderers.push(renderer);
}

/** The current user, for visibility decisions. */
export function currentViewer(): Viewer {
  return {
    isGM: game.user.isGM,
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
  const card = cardOf(message);
  if (!card) return;
  const actorUuid = "actor" in card ? card.actor.uuid : null;
  for (const renderer of renderers) await renderer(message, html, card);
  wireCard(message, html, actorUuid, () => cardOf(message));
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
  applyVisibility(html, currentViewer(), actorUuid);
  html.addEventListener("click", (event) => {
    const control = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    if (!control || !html.contains(control)) return;
    void dispatchCardAction({ message, card: card(), element: html, event }, control);
  });
}
