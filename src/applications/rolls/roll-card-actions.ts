// Buttons of the check, Star Worlds and attack cards: Roll Damage (critical doubled by rolling the
// formula twice) and the Star Worlds Hero Point reroll (keep the better).
import { rollDamage } from "./roll-actions.js";
import { WorldsCheck } from "../../dice/worlds-check.js";
import { rerolledWorldsCard } from "../chat/card-builders.js";
import type { KindActionContext } from "../../cards/kind.js";
import { spendHeroPoint } from "../chat/hero-points.js";
import { updateCard } from "../../cards/card.js";
import { actorFromUuid } from "../../cards/apply.js";
import { postSpendRoll } from "../chat/spend-roll.js";
import { notify } from "../../compat/notify.js";

export async function onRollDamage(
  context: KindActionContext<"attack" | "worlds">,
): Promise<unknown> {
  const card = context.card;
  if (!card.itemId) return null;
  const actor = await actorFromUuid(card.actor.uuid, card.actor.name);
  if (!actor) return null;
  if (card.type === "attack") {
    const hit = card.rows.filter((r) => r.outcome !== "miss");
    return rollDamage(actor, card.itemId, {
      critical: card.critical,
      fromHit: hit.length > 0,
      ...(context.message.id ? { attackMessageId: context.message.id } : {}),
      targets: (card.rows.length ? hit : card.rows).map(({ uuid, name, ac }) => ({
        uuid,
        name,
        ac,
      })),
    });
  }
  return rollDamage(actor, card.itemId, {});
}

/** Only the card's author or a GM can change it: check before any point is spent. */
function canEdit(message: ChatMessage.Implementation): boolean {
  if (message.isOwner) return true;
  notify("warn", "HOLOCRON.Chat.Error.NotOwner");
  return false;
}

export async function onHeroReroll(context: KindActionContext<"worlds">): Promise<unknown> {
  const card = context.card;
  if (!canEdit(context.message)) return null;
  const actor = await actorFromUuid(card.actor.uuid, card.actor.name);
  if (!actor || !(await spendHeroPoint(actor))) return null;
  const reroll = await WorldsCheck.build(card.bonus, { skilled: card.skilled }).evaluate();
  const next = rerolledWorldsCard(card, reroll);
  await updateCard(context.message, next);
  await postSpendRoll(reroll, context.message, actor, "HOLOCRON.Chat.Spend.Reroll");
  return next;
}
