// Deflect as a reaction (rulings, Deflect): from an attack card, the owner of a Knight (psion) that a
// ranged attack hit asks; the GM checks the stored card and actors, rolls power skill + DEX against
// the attack's total, marks the row (a success turns the hit into a miss, so Roll Damage leaves the
// Knight out and a damage card already rolled from the attack skips it), and spends the Knight's
// next action. Nothing but the two ids comes from the client.
import { d20 } from "../../rules/index.js";
import { actorData } from "../../data/typed-system.js";
import { authority, payload as is } from "../../authority/index.js";
import type { AttackCard, AttackRow, DamageCard } from "../../cards/data.js";
import { updateCard, trustedCard, isTrusted, asKind } from "../../cards/card.js";
import { cardOfKind } from "../../cards/read.js";
import { requestedActor } from "../../documents/actor-requests.js";
import type { HolocronActor } from "../../documents/actor.js";
import { spendReactionAction } from "../../documents/turn-action.js";
import { mayReact } from "./reaction.js";
import { D20Check } from "../../dice/rolls.js";
import { isDroid, isKnight, kitOfActor, statBonusesOf } from "../../rulesets/power-actors.js";
import type { PowerKit } from "../../rulesets/power-kit.js";
import { notify } from "../../compat/notify.js";
import { isWeaponOrArmor } from "../../config.js";

type ItemLike = { type: string; system: unknown };

/** Whether the actor owns a weapon or armor marked "deflects" (a lightsaber, a psionic shield). */
export function hasDeflector(items: Iterable<ItemLike>): boolean {
  for (const item of items) {
    if (!isWeaponOrArmor(item)) continue;
    if ((item.system as { deflects?: unknown } | null)?.deflects === true) return true;
  }
  return false;
}

/** Whether the attack card's weapon is ranged or thrown, read from the attacker's stored item. */
export function attackIsRanged(card: AttackCard): boolean {
  const attacker = fromUuidSync(card.actor.uuid as Parameters<typeof fromUuidSync>[0]);
  const items = (attacker as { items?: { get(id: string): ItemLike | undefined } } | null)?.items;
  const kind = (items?.get(card.itemId)?.system as { kind?: unknown } | undefined)?.kind;
  return kind === "ranged" || kind === "thrown";
}

/** The row's rule inputs for this actor: why it may not deflect (or null), its bonus and kit. */
export function deflectPlan(actor: HolocronActor, card: AttackCard, row: AttackRow) {
  const data = actorData(actor);
  const kit: PowerKit | null = kitOfActor(actor);
  const refusal = kit
    ? d20.canDeflect({
        knight: isKnight(data),
        droid: isDroid(data),
        deflector: hasDeflector(actor.items),
        ranged: attackIsRanged(card),
        hit: row.outcome === "hit" || row.outcome === "critical",
      })
    : "notKnight";
  const rank = kit && data && "ranks" in data.system ? (data.system.ranks[kit.skill] ?? 0) : 0;
  const bonusTrace = d20.deflectBonusTrace({
    rank,
    dexBonus: statBonusesOf(data).dex,
    ...(kit ? { skill: kit.skill } : {}),
  });
  return { refusal, bonus: bonusTrace.value, bonusTrace, kit };
}

/** Damage cards rolled from this attack (Roll Damage links them to it). */
function damageFrom(
  attackMessageId: string,
): { message: ChatMessage.Implementation; card: DamageCard }[] {
  const found: { message: ChatMessage.Implementation; card: DamageCard }[] = [];
  for (const message of game.messages) {
    const card = cardOfKind(message, "damage");
    if (card?.attackMessageId === attackMessageId && isTrusted(message)) {
      found.push({ message, card });
    }
  }
  return found;
}

export interface DeflectPayload {
  messageId: string;
  actorUuid: string;
}

export interface DeflectResult {
  deflected: boolean;
  total: number;
  attackTotal: number;
}

async function deflectSetup(p: DeflectPayload) {
  const message = game.messages.get(p.messageId);
  const card = message ? asKind(trustedCard(message), "attack") : null;
  if (!message || !card) throw new authority.Refusal("HOLOCRON.Deflect.NoCard");
  const actor = await requestedActor(p.actorUuid);
  const index = card.rows.findIndex((r) => r.uuid === actor.uuid);
  const row = card.rows[index];
  if (!row) throw new authority.Refusal("HOLOCRON.Authority.Refused.NotTarget");
  if (row.deflect) throw new authority.Refusal("HOLOCRON.Deflect.Done", { name: actor.name });
  const plan = deflectPlan(actor, card, row);
  if (plan.refusal)
    throw new authority.Refusal(`HOLOCRON.Deflect.Refused.${plan.refusal}`, { name: actor.name });
  const damage = damageFrom(message.id ?? "");
  if (damage.some((d) => (d.card.applied ?? []).includes(actor.uuid))) {
    throw new authority.Refusal("HOLOCRON.Deflect.TooLate", { name: actor.name });
  }
  return { message, card, actor, index, row, plan, damage };
}

export const attackDeflect = authority.registerRequestKind<DeflectPayload, DeflectResult>({
  name: "attack.deflect",
  payload: is.request({ messageId: is.id, actorUuid: is.id }),
  authorize: async (p, sender) => authority.unlessOwnedBy((await deflectSetup(p)).actor, sender),
  async carryOut(p) {
    const { message, card, actor, index, row, plan, damage } = await deflectSetup(p);
    const roll = await D20Check.build(plan.bonus, {
      ruleset: card.ruleset,
      kind: "check",
      target: card.total,
    }).evaluate();
    const total = roll.total ?? 0;
    const deflected = d20.deflects(total, card.total);
    await roll.toMessage({
      speaker: ChatMessage.getSpeaker({ actor }),
      flavor: game.i18n.format("HOLOCRON.Deflect.Flavor", {
        name: foundry.utils.escapeHTML(actor.name),
        total: String(card.total),
      }),
    });
    const rows = card.rows.map((r, i) =>
      i === index
        ? {
            ...row,
            outcome: deflected ? ("miss" as const) : row.outcome,
            deflect: { total, success: deflected },
          }
        : r,
    );
    // A natural 20 no one deflected is still a critical; with every hit deflected nothing is doubled.
    await updateCard(message, { ...card, rows });
    if (deflected) {
      for (const d of damage) {
        await updateCard(d.message, {
          ...d.card,
          deflected: [...(d.card.deflected ?? []), actor.uuid],
        });
      }
    }
    await spendReactionAction(actor);
    return { deflected, total, attackTotal: card.total };
  },
});

/** The Knight's owner asks to deflect the attack of that card; every refusal is a notification. */
export async function deflectAttack(
  actor: Actor.Implementation,
  a: { messageId: string },
): Promise<boolean> {
  if (!mayReact(actor, "HOLOCRON.Deflect.NotYours")) return false;
  const name = actor.name ?? "";
  const result = await authority.ask(attackDeflect, {
    messageId: a.messageId,
    actorUuid: actor.uuid,
  });
  if (result === null) return false;
  const key = result.deflected ? "HOLOCRON.Deflect.Success" : "HOLOCRON.Deflect.Failure";
  notify("info", key, {
    name,
    total: String(result.total),
    attack: String(result.attackTotal),
  });
  return result.deflected;
}
