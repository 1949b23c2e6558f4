// The damage card's buttons: Apply (the checked targets, each with its −1 / 0 / ×½ / ×1 / ×2, and the
// selected tokens when their row is checked), the Star Worlds Hero Point spends (+1d6 damage, evade 1d6) (Undo on the applied card: src/cards/applied). Each
// click is one request to the GM authority, whatever the number of targets.
import { ask } from "../../authority/index.js";
import { applySkips, type DamageCard, type CardData } from "../data.js";
import {
  type CardActionContext,
  healthActorsOf,
  selectedHealthActors,
  authorOf,
  cardOf,
  gameI18n,
} from "../card.js";
import type { KindActionContext } from "../kind.js";
import { applyCard } from "../../applications/chat/apply-requests.js";
import { evadeDamage, heroDie } from "./requests.js";
import {
  applyChoice,
  readApplyRows,
  type ApplyChoice,
  pressMultiplier,
  confirmTextAuthor,
  previewOptions,
  type PreviewOption,
} from "../apply.js";
import { heroPointSpend } from "../hero-points.js";
import { notify } from "../../compat/notify.js";
import { SYSTEM_ID } from "../../config.js";
import { HolocronActor } from "../../documents/actor.js";
import type { I18n } from "../../applications/chat/i18n.js";
import { currentViewer, type Viewer } from "../render.js";
import { activateBreakdowns } from "../../applications/breakdown/breakdown-popover.js";
import { isApplyMultiplier, type ApplyMultiplier } from "../../rulesets/damage-preview.js";

/** A click on a damage card (the table of kinds dispatched it: src/cards/kinds.ts). */
type DamageContext = KindActionContext<"damage">;

function warnApplied(): null {
  notify("warn", "HOLOCRON.Chat.Error.AllApplied");
  return null;
}

/** The checked rows of the clicked card, or null (with a message) when none is checked. */
function checkedChoice(context: CardActionContext, card: DamageCard): ApplyChoice | null {
  const choice = applyChoice(readApplyRows(context.element), card);
  if (choice.targets.length === 0 && choice.selected === null) {
    notify("warn", "HOLOCRON.Chat.Error.NoneChecked");
    return null;
  }
  return choice;
}

/** The actors of the checked rows, each with its multiplier (a deleted target is reported). */
async function recipients(choice: ApplyChoice) {
  const scaleOf = new Map(choice.targets.map((t) => [t.uuid, t.scale]));
  const stored = choice.targets.map(({ uuid, name }) => ({ uuid, name, ac: null }));
  const targets = (await healthActorsOf(stored)).map((actor) => ({
    actor,
    scale: scaleOf.get(actor.uuid) ?? "full",
    to: "targets" as const,
  }));
  const selected =
    choice.selected === null
      ? []
      : selectedHealthActors().map((actor) => ({
          actor,
          scale: choice.selected ?? "full",
          to: "selected" as const,
        }));
  return [...targets, ...selected];
}

/** Apply or Heal: one request per kind of recipient (stored targets, selected tokens). */
export async function apply(context: DamageContext): Promise<unknown> {
  const card = context.card;
  const mode = context.control.dataset.mode;
  if (mode !== "damage" && mode !== "half" && mode !== "heal") return null;
  const choice = checkedChoice(context, card);
  if (!choice) return null;
  const skips = applySkips(card);
  // A player who is not the card's author applies only to the targets they own (apply-requests.ts):
  // the other rows, checked by default, are left to the GM and their owners.
  const mine = game.user.isGM || authorOf(context.message)?.id === game.user.id;
  const chosen = (await recipients(choice)).filter(
    (r) => !skips.includes(r.actor.uuid) && (mine || r.to === "selected" || r.actor.isOwner),
  );
  if (chosen.length === 0) return skips.length ? warnApplied() : null;
  // A card made from a player's text: the GM sees its formula and author first (../apply.ts).
  if (!(await confirmTextAuthor(card))) return null;
  const confirmed = card.textAuthor ? { confirmed: true } : {};
  const results: unknown[] = [];
  for (const to of ["targets", "selected"] as const) {
    const group = chosen.filter((r) => r.to === to);
    if (group.length === 0) continue;
    results.push(
      await ask(applyCard, {
        messageId: context.message.id ?? "",
        mode,
        to,
        actorUuids: group.map((r) => r.actor.uuid),
        scales: group.map((r) => r.scale),
        ...confirmed,
      }),
    );
  }
  return results.length === 1 ? results[0] : results;
}

/** Star Worlds: spend a Hero Point of the card's attacker to add 1d6 to this damage. */
export async function onHeroDie(context: DamageContext): Promise<unknown> {
  const card = context.card;
  if (card.heroDie) return null;
  return ask(heroDie, { messageId: context.message.id ?? "" });
}

/**
 * Star Worlds: the clicker's characters hit by this damage each spend a Hero Point to evade 1d6 of
 * it (one request for all of them). An actor the damage already reached is refused (the table can
 * Undo, then evade).
 */
export async function evade(context: DamageContext): Promise<unknown> {
  const card = context.card;
  const choice = checkedChoice(context, card);
  if (!choice) return null;
  const own = (await recipients(choice)).map((r) => r.actor).filter((a) => a.isOwner);
  if (own.length === 0) {
    notify("warn", "HOLOCRON.Chat.Error.NotOwner");
    return null;
  }
  const skips = applySkips(card);
  const fresh = own.filter((a) => !skips.includes(a.uuid));
  if (fresh.length === 0) return warnApplied();
  const payers = fresh.filter((actor) => {
    if (heroPointSpend(actor.system)) return true;
    notify("warn", "HOLOCRON.Chat.Error.NoHeroPoints", { name: actor.name });
    return false;
  });
  if (payers.length === 0) return null;
  return ask(evadeDamage, {
    messageId: context.message.id ?? "",
    actorUuids: payers.map((a) => a.uuid),
  });
}

/** The kind's decoration of a rendered card: each open row's preview, for this viewer. */
export const decorateDamageCard = (
  message: ChatMessage.Implementation,
  html: HTMLElement,
  card: DamageCard,
) => decorateRows(html, card, message.id ?? "card");

/** A multiplier pressed on one of the card's rows: the row is drawn again with its numbers. */
export const pressRowMultiplier = ({ control, message, card, element }: CardActionContext) =>
  pressAndRedraw(control, message, card, element);

// The damage card's per-row previews, filled in when a card renders, on each client, from each
// actor as it is then: the posted card carries none, so an NPC's health never reaches a player's
// message. The GM sees every open row's; a player only those of actors they own (a player applies
// only ×1, apply-requests.ts), and no other row tells them a foe's numbers.
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
 * option's numbers as breakdowns (a hidden option carries none: ../apply.ts, previewOptions).
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
