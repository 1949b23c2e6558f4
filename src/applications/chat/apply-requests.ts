// The damage card's Apply and the applied card's Undo as GM authority requests. The amount is the
// stored card's total (the clicker picks only the mode), an actor gets a card's damage once whoever
// clicks, and Undo reverses a GM-authored row, never a snapshot a client wrote.
import { authority, payload as is } from "../../authority/index.js";
import { requestedActor } from "../../documents/actor-requests.js";
import { StateBatch } from "../../documents/state-writer.js";
import { allowedByHooks, HOLOCRON_HOOKS } from "../../documents/extension-hooks.js";
import { APPLY_MULTIPLIERS, type ApplyMultiplier } from "../../rulesets/damage-preview.js";
import { applySkips, type AppliedRow, type ApplyMode, type DamageCard } from "../../cards/data.js";
import {
  appliedRow,
  textAuthorProblem,
  recipientStep,
  type ApplyCardMode,
} from "../../cards/apply.js";
import { updateCard, trustedCard, authorOf, asKind } from "../../cards/card.js";
import { postAppliedRows } from "../../cards/applied/post.js";
import { negatesOnApply } from "./negate-attempt.js";

/**
 * A recipient's multiplier on a damage card: −1 (heal), 0, ×½, ×1, ×2, as dnd5e's damage application
 * offers (src/rulesets/damage-preview.ts).
 */
export type ApplyScale = ApplyMultiplier;
export const APPLY_SCALES: readonly ApplyScale[] = APPLY_MULTIPLIERS;

/** Pure: the applied row's mode for a mode and multiplier (its summary says ×½, ×2 or healed). */
export function appliedMode(mode: ApplyPayload["mode"], scale: ApplyScale): ApplyMode {
  if (mode === "heal" || scale === "heal") return "heal";
  if (mode === "half" || scale === "half") return "half";
  return scale === "double" ? "double" : "damage";
}

/** The message of a request and its stored card, when the GM may act on it; else a Refusal. */
export function requestedCard(messageId: string) {
  const message = game.messages.get(messageId);
  if (!message) throw new authority.Refusal("HOLOCRON.Authority.Refused.NoCard");
  return { message, card: trustedCard(message) };
}

export function requestedDamageCard(messageId: string) {
  const { message, card } = requestedCard(messageId);
  const damage = asKind(card, "damage");
  if (!damage) throw new authority.Refusal("HOLOCRON.Authority.Refused.NoCard");
  return { message, card: damage };
}

const applyPayload = is.refine(
  is.request({
    messageId: is.id,
    /** "half" and "heal" apply to every recipient (older clients); rows choose by `scales`. */
    mode: is.oneOf(["damage", "half", "heal"] as const satisfies readonly ApplyCardMode[]),
    /** The card's stored targets, or the sender's selected tokens. */
    to: is.oneOf(["targets", "selected"]),
    actorUuids: is.someIds(),
    /** Each recipient's multiplier, in the order of `actorUuids` (×1 when absent). */
    scales: is.optional(is.array(is.oneOf(APPLY_SCALES))),
    /** The GM confirmed a card made from a player's text (src/cards/apply.ts). */
    confirmed: is.optional(is.boolean),
  }),
  "one multiplier per recipient",
  (p) => p.scales === undefined || p.scales.length === p.actorUuids.length,
);
export type ApplyPayload = is.Infer<typeof applyPayload>;

/**
 * Who may choose what on a damage card (architecture.md, "Who may choose what"): the GM any mode and
 * multiplier; a player only the card's plain damage, as rolled (−1, ×0, ×½, ×2, Apply half and Heal are the
 * GM's calls: the rulings give no player a halving or healing card to apply to others). The
 * card's template shows those controls to GMs only.
 */
export function modeProblem(p: ApplyPayload, sender: authority.Sender): string | null {
  if (sender.isGM) return null;
  const scaled = (p.scales ?? []).some((s) => s !== "full");
  return p.mode === "damage" && !scaled ? null : "HOLOCRON.Authority.Refused.ModeGmOnly";
}

/**
 * Refuses an actor the sender may not reach with this card. The GM: any stored target, or the GM's
 * selected tokens. A player: a stored target they own; every stored target when the card is theirs
 * (its trust was checked as it was created: `requestedDamageCard`); their own selected tokens when
 * the card is theirs or a GM's. A bystander applies nothing: a ×1 they pressed first would settle
 * the row before the GM's ×½ (a saving throw) or ×0.
 */
function recipientProblem(
  card: DamageCard,
  p: ApplyPayload,
  sender: authority.Sender,
  author: { id: string | null; isGM: boolean } | null,
): string | null {
  const stored = new Set(card.targets.map((t) => t.uuid));
  const authored = author !== null && author.id === sender.id;
  for (const uuid of p.actorUuids) {
    if (p.to === "targets" && !stored.has(uuid)) return "HOLOCRON.Authority.Refused.NotTarget";
    if (p.to === "selected" && !authority.ownsUuid(uuid, sender))
      return "HOLOCRON.Authority.Refused.NotOwner";
    if (sender.isGM) continue;
    const allowed =
      p.to === "targets"
        ? authored || authority.ownsUuid(uuid, sender)
        : authored || author?.isGM === true;
    if (!allowed) return "HOLOCRON.Authority.Refused.ApplyNotAllowed";
  }
  return null;
}

/** The result of an Apply: the applied card posted, and how many actors changed. */
export interface ApplyResult {
  appliedMessageId: string | null;
  count: number;
}

export const applyCard = authority.registerRequestKind<ApplyPayload, ApplyResult>({
  name: "card.apply",
  payload: applyPayload,
  authorize(p, sender) {
    const { message, card } = requestedDamageCard(p.messageId);
    return (
      textAuthorProblem(card, sender, p.confirmed) ??
      modeProblem(p, sender) ??
      recipientProblem(card, p, sender, authorOf(message))
    );
  },
  async carryOut(p) {
    const { message, card } = requestedDamageCard(p.messageId);
    const skips = new Set(applySkips(card));
    const scaleOf = new Map(p.actorUuids.map((uuid, i) => [uuid, p.scales?.[i] ?? "full"]));
    const unapplied = p.actorUuids.filter((uuid) => !skips.has(uuid));
    if (unapplied.length === 0)
      throw new authority.Refusal("HOLOCRON.Authority.Refused.AlreadyApplied");
    // The GM recomputes every step from the stored card: the clicker sends only multipliers. The
    // card's rows previewed the same step (src/cards/apply.ts, previewOptions).
    const stepOf = new Map(
      unapplied.map((uuid) => [
        uuid,
        recipientStep(card, uuid, p.mode, scaleOf.get(uuid) ?? "full"),
      ]),
    );
    // Negate Energy's DC is the damage the Knight takes (seed 000 line 34): a roll that failed
    // against the damage as rolled still negates it when it reaches what is applied now (×½).
    const negatedNow =
      card.damageType === "energy"
        ? unapplied.filter((uuid) => {
            const step = stepOf.get(uuid);
            return step?.op === "damage" && negatesOnApply(message.id ?? "", uuid, step.amount);
          })
        : [];
    // A module's `holocron.preApplyDamage` listener may skip an actor (here, where it is written).
    const fresh = unapplied.filter(
      (uuid) =>
        !negatedNow.includes(uuid) &&
        (stepOf.get(uuid)?.op !== "damage" ||
          allowedByHooks(HOLOCRON_HOOKS.preApplyDamage, message, uuid)),
    );
    if (fresh.length === 0 && negatedNow.length === 0) {
      throw new authority.Refusal("HOLOCRON.Authority.Refused.Cancelled");
    }
    const actors = await Promise.all(fresh.map((uuid) => requestedActor(uuid)));
    // The card is marked first: a failure part-way never leaves a written actor unmarked.
    await updateCard(message, {
      ...card,
      applied: [...(card.applied ?? []), ...fresh],
      ...(negatedNow.length ? { negated: [...(card.negated ?? []), ...negatedNow] } : {}),
    });
    const rows: AppliedRow[] = [];
    // One batch: each actor written once, every combatant's defeated mark in one update per combat.
    const batch = new StateBatch();
    try {
      for (const [i, actor] of actors.entries()) {
        const uuid = fresh[i] ?? "";
        const step = stepOf.get(uuid);
        // ×0: the row is settled and nothing is written.
        if (!step || step.op === "none") continue;
        const change =
          step.op === "heal"
            ? await actor.carryOutHeal(step.amount, batch)
            : await actor.carryOutDamage(step.amount, step.options, batch);
        const mode = appliedMode(p.mode, scaleOf.get(uuid) ?? "full");
        const row = change && appliedRow(change, mode, step.amount);
        if (row) rows.push({ ...row, source: message.id ?? "" });
      }
    } finally {
      await batch.finish();
    }
    // Every change cancelled by a module's hook: no empty applied card.
    const posted = await postAppliedRows(rows, actors);
    return { appliedMessageId: posted?.id ?? null, count: rows.length };
  },
});
