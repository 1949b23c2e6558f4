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
import { currentViewer, registerCardRenderer } from "./card-render.js";
import { gameI18n } from "./post-card.js";

export const APPLY_PREVIEW_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/apply-preview.hbs`;

/** The previews this viewer may see, by recipient UUID (open rows of actors that still exist). */
export function rowPreviews(
  card: DamageCard,
  viewer: Viewer,
  i18n: I18n,
): Map<string, PreviewOption[]> {
  const previews = new Map<string, PreviewOption[]>();
  const skips = applySkips(card);
  for (const { uuid } of card.targets) {
    if (skips.includes(uuid) || !(viewer.isGM || viewer.owns(uuid))) continue;
    // A stored UUID string; fromUuidSync returns null for anything unknown.
    const actor = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
    if (!(actor instanceof HolocronActor)) continue;
    previews.set(uuid, previewOptions(i18n, actor.ruleset, actor.subject, card, uuid));
  }
  return previews;
}

async function decorateRows(html: HTMLElement, card: DamageCard): Promise<void> {
  const previews = rowPreviews(card, currentViewer(), gameI18n());
  for (const row of Array.from(html.querySelectorAll<HTMLElement>("[data-apply-row='target']"))) {
    const options = previews.get(row.dataset.uuid ?? "");
    const slot = row.querySelector<HTMLElement>("[data-apply-preview]");
    if (!options || !slot) continue;
    slot.innerHTML = await foundry.applications.handlebars.renderTemplate(APPLY_PREVIEW_TEMPLATE, {
      options,
    });
  }
}

/** Called from the chat card registration. */
export function registerDamagePreviews(): void {
  registerCardRenderer((_message, html, card: CardData) => {
    if (card.type === "damage") return decorateRows(html, card);
  });
}
