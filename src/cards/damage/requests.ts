// The Star Worlds Hero Point spends on a damage card as GM authority requests: the sender must own
// the character who pays; the GM spends the point, rolls the die itself and works out the result.
import {
  ownedBy,
  payload as is,
  Refusal,
  registerRequestKind,
  type Sender,
} from "../../authority/index.js";
import { requestedActor } from "../../documents/actor-requests.js";
import { starWorlds } from "../../rules/index.js";
import { applySkips, type AppliedRow, type DamageCard } from "../data.js";
import { requestedDamageCard } from "../../applications/chat/apply-requests.js";
import { appliedRow } from "../apply.js";
import { gmHeroPointSpend, postSpendRoll } from "../hero-points.js";
import { postCard, updateCard } from "../card.js";
import type { HolocronActor } from "../../documents/actor.js";
import { StateBatch } from "../../documents/state-writer.js";

/** Spends one Hero Point of `actor` (the caller checked it has one). */
async function spendPoint(actor: HolocronActor): Promise<void> {
  const next = gmHeroPointSpend(actor);
  if (!next) throw new Refusal("HOLOCRON.Chat.Error.NoHeroPoints", { name: actor.name });
  await actor.update({
    "system.heroPoints.value": next.value,
    "system.heroPoints.spent": next.spent,
  } as Actor.UpdateData);
}

/** Refuses unless the sender owns the payer and the payer has a point to spend. */
async function payerProblem(uuid: string, sender: Sender): Promise<string | null> {
  const actor = await requestedActor(uuid);
  if (!ownedBy(actor, sender)) return "HOLOCRON.Authority.Refused.NotOwner";
  return gmHeroPointSpend(actor) ? null : "HOLOCRON.Authority.Refused.NoHeroPoints";
}

const evadePayload = is.request({ messageId: is.id, actorUuids: is.someIds(20) });
export type EvadePayload = is.Infer<typeof evadePayload>;

/** Whether the damage can still reach this actor (a stored target not applied, evaded or negated). */
function canEvade(card: DamageCard, uuid: string): boolean {
  const reachable = card.targets.length === 0 || card.targets.some((t) => t.uuid === uuid);
  return reachable && !applySkips(card).includes(uuid);
}

/** Evade: each character spends a Hero Point and takes the damage less 1d6, rolled here. */
export const evadeDamage = registerRequestKind<EvadePayload, string | null>({
  name: "card.evade",
  payload: evadePayload,
  async authorize(p, sender) {
    const { card } = requestedDamageCard(p.messageId);
    for (const uuid of p.actorUuids) {
      if (card.targets.length > 0 && !card.targets.some((t) => t.uuid === uuid)) {
        return "HOLOCRON.Authority.Refused.NotTarget";
      }
      if (!canEvade(card, uuid)) return "HOLOCRON.Authority.Refused.AlreadyApplied";
      const problem = await payerProblem(uuid, sender);
      if (problem) return problem;
    }
    return null;
  },
  async carryOut(p) {
    const { message, card } = requestedDamageCard(p.messageId);
    await updateCard(message, { ...card, evaded: [...(card.evaded ?? []), ...p.actorUuids] });
    const rows: AppliedRow[] = [];
    // One batch: every evader's combatant marks in one update per combat.
    const batch = new StateBatch();
    try {
      for (const uuid of p.actorUuids) {
        const actor = await requestedActor(uuid);
        await spendPoint(actor);
        const roll = await new Roll("1d6").evaluate();
        const amount = starWorlds.evadeDamage(card.total, roll.total ?? 0);
        const change = await actor.carryOutDamage(amount, { type: card.damageType }, batch);
        if (change) rows.push(appliedRow(change, "evade", amount));
        await postSpendRoll(roll, message, actor, "HOLOCRON.Chat.Spend.Evade");
      }
    } finally {
      await batch.finish();
    }
    // Every change cancelled by a module's hook: no empty applied card.
    const posted = rows.length ? await postCard({ type: "applied", rows }) : null;
    return posted?.id ?? null;
  },
});

const heroDiePayload = is.request({ messageId: is.id });
export type HeroDiePayload = is.Infer<typeof heroDiePayload>;

/** +1d6 damage: the owner of the card's attacker spends a Hero Point; the die is rolled here. */
export const heroDie = registerRequestKind<HeroDiePayload, number>({
  name: "card.heroDie",
  payload: heroDiePayload,
  async authorize(p, sender) {
    const { card } = requestedDamageCard(p.messageId);
    if (card.heroDie) return "HOLOCRON.Authority.Refused.AlreadySpent";
    if ((card.applied ?? []).length > 0) return "HOLOCRON.Authority.Refused.AlreadyApplied";
    return payerProblem(card.actor.uuid, sender);
  },
  async carryOut(p) {
    const { message, card } = requestedDamageCard(p.messageId);
    const actor = await requestedActor(card.actor.uuid);
    await spendPoint(actor);
    const die = await new Roll("1d6").evaluate();
    const total = die.total ?? 0;
    await updateCard(message, {
      ...card,
      heroDie: true,
      heroDieResult: total,
      formula: `${card.formula}+1d6`,
      total: card.total + total,
    });
    await postSpendRoll(die, message, actor, "HOLOCRON.Chat.Spend.HeroDie");
    return total;
  },
});
