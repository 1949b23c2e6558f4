// The Deflect control under an attack card: one button per Knight (psion) the ranged attack hit
// that this user owns and that may deflect, with the chance to deflect shown on the button.
import { SYSTEM_ID } from "../../config.js";
import { HolocronActor } from "../../documents/actor.js";
import { actorByUuid } from "../../documents/actor-by-uuid.js";
import type { AttackCard } from "../../cards/data.js";
import { registerCardAction, type CardActionContext, asKind } from "../../cards/card.js";
import { addToCard, registerCardRenderer } from "../../cards/render.js";
import { deflectAttack, deflectPlan } from "./deflect.js";
import { deflectCandidate, type DeflectCandidate } from "./deflect-context.js";

export const DEFLECT_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/attack-deflect.hbs`;

/** The hit rows of an attack card this user may deflect for, with each one's chance. */
export function deflectCandidates(card: AttackCard): DeflectCandidate[] {
  const found: DeflectCandidate[] = [];
  for (const row of card.rows) {
    if (row.deflect) continue;
    const actor = fromUuidSync(row.uuid as Parameters<typeof fromUuidSync>[0]);
    if (!(actor instanceof HolocronActor) || !actor.isOwner) continue;
    const plan = deflectPlan(actor, card, row);
    if (plan.refusal || !plan.kit) continue;
    found.push(
      deflectCandidate({
        uuid: actor.uuid,
        name: actor.name ?? "",
        kit: plan.kit,
        bonus: plan.bonusTrace,
        attackTotal: card.total,
      }),
    );
  }
  return found;
}

async function decorateAttackCard(
  message: ChatMessage.Implementation,
  html: HTMLElement,
  card: AttackCard,
) {
  const rows = deflectCandidates(card);
  if (rows.length === 0) return;
  const markup = await foundry.applications.handlebars.renderTemplate(DEFLECT_TEMPLATE, {
    rows,
    total: card.total,
  });
  // Each chance explains itself in the chat log, with ids of this message's own.
  addToCard(html, markup, message.id ?? "");
}

async function onDeflect(context: CardActionContext): Promise<unknown> {
  const uuid = context.control.dataset.actorUuid;
  if (!asKind(context.card, "attack") || !uuid) return null;
  const actor = await actorByUuid(uuid);
  if (!actor) return null;
  const deflected = await deflectAttack(actor, { messageId: context.message.id ?? "" });
  context.control.remove();
  return deflected;
}

/** Called from `init` with the powers. */
export function registerDeflect(): void {
  void foundry.applications.handlebars.loadTemplates([DEFLECT_TEMPLATE]);
  registerCardAction("attackDeflect", onDeflect);
  registerCardRenderer((message, html, card) => {
    const attack = asKind(card, "attack");
    if (attack) return decorateAttackCard(message, html, attack);
  });
}
