// The damage card's per-row previews, filled in when a card renders, on each client, from each
// actor as it is then: the posted card carries none, so an NPC's health never reaches a player's
// message. The GM sees every open row's; a player only those of actors they own (a player applies
// only ×1, apply-requests.ts), and no other row tells them a foe's numbers.
import { SYSTEM_ID } from "../../config.js";
import { HolocronActor } from "../../documents/actor.js";
import { applySkips, type CardData, type DamageCard } from "./card-data.js";
import type { Viewer } from "./card-actions.js";
import type { I18n } from "./i18n.js";
import { previewOptions, type PreviewOption } from "./recipient-preview.js";
import { currentViewer } from "./card-render.js";
import { cardOf, gameI18n } from "./post-card.js";
import { pressMultiplier } from "./apply-choice.js";
import { activateBreakdowns } from "../breakdown/breakdown-popover.js";
import { isApplyMultiplier, type ApplyMultiplier } from "../../rulesets/damage-preview.js";

export const APPLY_PREVIEW_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/apply-preview.hbs`;

/**
 * The previews this viewer may see, by recipient UUID (open rows of actors that still exist); with
 * `only`, that recipient's alone.
 */
export function rowPreviews(
  card: DamageCard,
  viewer: Viewer,
  i18n: I18n,
  only?: string,
  messageId = "card",
  pressed: ReadonlyMap<string, ApplyMultiplier> = new Map(),
): Map<string, PreviewOption[]> {
  const previews = new Map<string, PreviewOption[]>();
  const skips = applySkips(card);
  for (const { uuid } of card.targets) {
    if (only !== undefined && uuid !== only) continue;
    if (skips.includes(uuid) || !(viewer.isGM || viewer.owns(uuid))) continue;
    // A stored UUID string; fromUuidSync returns null for anything unknown.
    const actor = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
    if (!(actor instanceof HolocronActor)) continue;
    const shown = pressed.get(uuid);
    previews.set(
      uuid,
      previewOptions(i18n, actor.ruleset, actor.subject, card, uuid, messageId, shown),
    );
  }
  return previews;
}

const TARGET_ROWS = "[data-apply-row='target']";

/** `messageId` keeps each card's breakdown ids apart when two cards name one recipient. */
export async function decorateRows(
  html: HTMLElement,
  card: DamageCard,
  messageId: string,
  only?: string,
): Promise<void> {
  const rows = Array.from(html.querySelectorAll<HTMLElement>(TARGET_ROWS));
  // The multiplier each row's viewer pressed: its option is the one drawn with breakdowns.
  const pressedOf = new Map<string, ApplyMultiplier>();
  for (const row of rows) {
    const pressed = row.querySelector<HTMLElement>("[data-multiplier][aria-pressed='true']");
    const multiplier = pressed?.dataset.multiplier;
    if (row.dataset.uuid && isApplyMultiplier(multiplier))
      pressedOf.set(row.dataset.uuid, multiplier);
  }
  const previews = rowPreviews(card, currentViewer(), gameI18n(), only, messageId, pressedOf);
  for (const row of rows) {
    const options = previews.get(row.dataset.uuid ?? "");
    const slot = row.querySelector<HTMLElement>("[data-apply-preview]");
    if (!options || !slot) continue;
    slot.innerHTML = await foundry.applications.handlebars.renderTemplate(APPLY_PREVIEW_TEMPLATE, {
      options,
    });
    // A redraw keeps the multiplier the viewer pressed on that row (its option shown).
    const pressed = row.querySelector<HTMLElement>("[data-multiplier][aria-pressed='true']");
    if (pressed) pressMultiplier(pressed);
    // Each changed number opens its breakdown in the chat log as on a sheet.
    activateBreakdowns(slot);
  }
}

/**
 * An actor changed (its HP typed by hand, another card applied, a status toggled): the rows that name
 * it on the cards the page shows (the chat log, its pop-out, the notifications) are redrawn from it
 * as it is now. Only those rows are found and only their cards read; nothing is written.
 */
export async function redrawPreviewsOf(uuid: string): Promise<void> {
  // A client without a page has no rendered card (Foundry's clients always have one).
  const page: Document | undefined = globalThis.document;
  if (!page) return;
  const cards = new Set<HTMLElement>();
  for (const row of Array.from(page.querySelectorAll<HTMLElement>(TARGET_ROWS))) {
    if (row.dataset.uuid !== uuid) continue;
    const element = row.closest<HTMLElement>("[data-message-id]");
    if (element) cards.add(element);
  }
  for (const element of cards) {
    const message = game.messages.get(element.dataset.messageId ?? "");
    const card = message ? cardOf(message) : null;
    if (message && card?.type === "damage") await decorateRows(element, card, message.id, uuid);
  }
}

/**
 * A state hook (an actor updated, a status effect made or removed): the rows drawn for the actor
 * it is about (the actor itself, or an effect's parent) are drawn again. Read-only: it redraws,
 * never writes (test/hooks/one-writer.test.ts).
 */
export function redrawPreviewsFor(document: unknown): void {
  const actor =
    document instanceof HolocronActor
      ? document
      : (document as { parent?: unknown } | null)?.parent;
  if (actor instanceof HolocronActor) void redrawPreviewsOf(actor.uuid);
}

/**
 * A multiplier pressed on a row: the row shows that option at once, then is drawn again with that
 * option's numbers as breakdowns (a hidden option carries none: recipient-preview.ts).
 */
export async function pressAndRedraw(
  control: HTMLElement,
  message: ChatMessage.Implementation,
  card: CardData | null,
  element: HTMLElement,
): Promise<void> {
  pressMultiplier(control);
  const uuid = control.closest<HTMLElement>("[data-apply-row]")?.dataset.uuid;
  if (uuid && card?.type === "damage")
    await decorateRows(element, card, message.id ?? "card", uuid);
}
