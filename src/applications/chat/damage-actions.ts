// The damage card's buttons: Apply, Apply half, Heal (stored targets or selected tokens), the Star
// Worlds Hero Point spends (+1d6 damage, evade 1d6), and Undo on the applied card (GM only). Each
// click is one request to the GM authority, whatever the number of targets.
import { ask } from "../../authority/index.js";
import { SYSTEM_ID } from "../../config.js";
import { HolocronActor } from "../../documents/actor.js";
import { applySkips, type DamageCard } from "./card-data.js";
import { registerCardAction, type CardActionContext } from "./card-actions.js";
import { applyCard, undoApplied } from "./apply-requests.js";
import { evadeDamage, heroDie } from "./damage-requests.js";
import { sameHealth } from "./undo-delta.js";
import { healthActorsOf, selectedHealthActors, actorFromUuid } from "./resolve.js";
import type { HealthActor } from "./health-actor.js";
import { heroPointSpend } from "./hero-points.js";

export { amountFor } from "./apply-requests.js";

/** Which actors a click applies to: the card's stored targets, or the selected tokens. */
export type ApplyTo = "targets" | "selected";

export function applyToChoice(element: HTMLElement, card: DamageCard): ApplyTo {
  // A select, not radios: radio groups would join across every message of the chat log.
  const value = element.querySelector<HTMLSelectElement>("select[data-apply-to]")?.value;
  if (value === "selected" || value === "targets") return value;
  return card.targets.length > 0 ? "targets" : "selected";
}

async function recipients(card: DamageCard, to: ApplyTo): Promise<HealthActor[]> {
  if (to === "selected") return selectedHealthActors();
  if (card.targets.length === 0) {
    ui.notifications.warn(game.i18n.localize("HOLOCRON.Chat.Error.NoTargets"));
    return [];
  }
  return healthActorsOf(card.targets);
}

function damageCardOf(context: CardActionContext): DamageCard | null {
  return context.card?.type === "damage" ? context.card : null;
}

function warnApplied(): null {
  ui.notifications.warn(game.i18n.localize("HOLOCRON.Chat.Error.AllApplied"));
  return null;
}

async function apply(context: CardActionContext): Promise<unknown> {
  const card = damageCardOf(context);
  const mode = context.control.dataset.mode;
  if (!card || (mode !== "damage" && mode !== "half" && mode !== "heal")) return null;
  const to = applyToChoice(context.element, card);
  const skips = applySkips(card);
  const chosen = (await recipients(card, to)).filter((a) => !skips.includes(a.uuid));
  if (chosen.length === 0) return skips.length ? warnApplied() : null;
  return ask(applyCard, {
    messageId: context.message.id ?? "",
    mode,
    to,
    actorUuids: chosen.map((a) => a.uuid),
  });
}

/** Star Worlds: spend a Hero Point of the card's attacker to add 1d6 to this damage. */
async function onHeroDie(context: CardActionContext): Promise<unknown> {
  const card = damageCardOf(context);
  if (!card || card.heroDie) return null;
  return ask(heroDie, { messageId: context.message.id ?? "" });
}

/**
 * Star Worlds: the clicker's characters hit by this damage each spend a Hero Point to evade 1d6 of
 * it (one request for all of them). An actor the damage already reached is refused (the table can
 * Undo, then evade).
 */
async function evade(context: CardActionContext): Promise<unknown> {
  const card = damageCardOf(context);
  if (!card) return null;
  const own = (await recipients(card, applyToChoice(context.element, card))).filter(
    (a) => a.isOwner,
  );
  if (own.length === 0) {
    ui.notifications.warn(game.i18n.localize("HOLOCRON.Chat.Error.NotOwner"));
    return null;
  }
  const skips = applySkips(card);
  const fresh = own.filter((a) => !skips.includes(a.uuid));
  if (fresh.length === 0) return warnApplied();
  const payers = fresh.filter((actor) => {
    if (heroPointSpend(actor.system)) return true;
    ui.notifications.warn(
      game.i18n.format("HOLOCRON.Chat.Error.NoHeroPoints", { name: actor.name }),
    );
    return false;
  });
  if (payers.length === 0) return null;
  return ask(evadeDamage, {
    messageId: context.message.id ?? "",
    actorUuids: payers.map((a) => a.uuid),
  });
}

export const UNDO_CONFIRM_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/undo-confirm.hbs`;

/** Asks the GM to confirm reversing one change of an actor that changed since. */
async function confirmChangedSince(name: string): Promise<boolean> {
  const content = await foundry.applications.handlebars.renderTemplate(UNDO_CONFIRM_TEMPLATE, {
    name,
  });
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: "HOLOCRON.Chat.UndoConfirm.Title" },
    content,
  });
  return answer === true;
}

/** GM: reverses one row's change (exactly, or only that change when the actor changed since). */
async function undo(context: CardActionContext): Promise<unknown> {
  const card = context.card;
  const index = Number(context.control.dataset.index);
  if (card?.type !== "applied" || !game.user.isGM) return null;
  const row = card.rows[index];
  if (!row || row.undone) return null;
  const actor = await actorFromUuid(row.actorUuid, row.name);
  if (!actor) return null;
  const now = actor instanceof HolocronActor ? actor.healthSnapshot() : null;
  const changed = !row.after || !now || !sameHealth(now, row.after);
  const confirmed = changed ? await confirmChangedSince(row.name) : false;
  if (changed && !confirmed) return null;
  return ask(undoApplied, { messageId: context.message.id ?? "", row: index, confirmed });
}

export function registerDamageActions(): void {
  registerCardAction("applyDamage", apply);
  registerCardAction("heroDie", onHeroDie);
  registerCardAction("evadeDamage", evade);
  registerCardAction("undoDamage", undo);
}
