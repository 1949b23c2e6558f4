// The healing card's Heal and its GM request, "card.heal" (the trust rule it keeps: index.ts).
import { authority, payload as is } from "../../authority/index.js";
import { updateCard, healthActorsOf, selectedHealthActors } from "../card.js";
import { postAppliedRows } from "../applied/post.js";
import { requestedActor } from "../../documents/actor-requests.js";
import { StateBatch } from "../../documents/state-writer.js";
import type { AppliedRow, HealCard } from "../data.js";
import {
  appliedRow,
  applyChoice,
  readApplyRows,
  confirmTextAuthor,
  textAuthorProblem,
} from "../apply.js";
import { requestedCardOfKind } from "../read.js";
import type { KindActionContext } from "../kind.js";
import { notify } from "../../compat/notify.js";

/** The heal card of a request, when the GM may act on it; else a Refusal. */
export const requestedHealCard = (messageId: string) => requestedCardOfKind(messageId, "heal");

const healPayload = is.request({
  messageId: is.id,
  /** The card's stored targets, or (a GM's only) the GM's selected tokens. */
  to: is.oneOf(["targets", "selected"]),
  actorUuids: is.someIds(),
  /** The GM confirmed a card made from a player's text (../apply.ts). */
  confirmed: is.optional(is.boolean),
});
export type HealPayload = is.Infer<typeof healPayload>;

/** Pure over the card and the world: why the sender may not heal these actors, or null. */
export function healProblem(
  card: HealCard,
  p: HealPayload,
  sender: authority.Sender,
): string | null {
  const authored = textAuthorProblem(card, sender, p.confirmed);
  if (authored) return authored;
  if (sender.isGM) {
    const stored = new Set(card.targets.map((t) => t.uuid));
    const strangers = p.to === "targets" && p.actorUuids.some((uuid) => !stored.has(uuid));
    return strangers ? "HOLOCRON.Authority.Refused.NotTarget" : null;
  }
  // A player heals only a stored target they own: never their selected tokens, never another's.
  if (p.to !== "targets") return "HOLOCRON.Authority.Refused.HealTargetOwner";
  for (const uuid of p.actorUuids) {
    if (!card.targets.some((t) => t.uuid === uuid)) return "HOLOCRON.Authority.Refused.NotTarget";
    if (!authority.ownsUuid(uuid, sender)) return "HOLOCRON.Authority.Refused.HealTargetOwner";
  }
  return null;
}

export const healFromCard = authority.registerRequestKind<HealPayload, string | null>({
  name: "card.heal",
  payload: healPayload,
  authorize(p, sender) {
    const { card } = requestedHealCard(p.messageId);
    return healProblem(card, p, sender);
  },
  async carryOut(p) {
    const { message, card } = requestedHealCard(p.messageId);
    const done = new Set(card.applied ?? []);
    const fresh = p.actorUuids.filter((uuid) => !done.has(uuid));
    if (fresh.length === 0)
      throw new authority.Refusal("HOLOCRON.Authority.Refused.AlreadyApplied");
    const actors = await Promise.all(fresh.map((uuid) => requestedActor(uuid)));
    // The card is marked first: a failure part-way never leaves a healed actor unmarked.
    await updateCard(message, { ...card, applied: [...done, ...fresh] });
    const rows: AppliedRow[] = [];
    const batch = new StateBatch();
    try {
      for (const [i, actor] of actors.entries()) {
        const change = await actor.carryOutHeal(card.total, batch);
        const row = change && appliedRow(change, "heal", card.total);
        if (row) rows.push({ ...row, source: message.id ?? fresh[i] ?? "" });
      }
    } finally {
      await batch.finish();
    }
    const posted = await postAppliedRows(rows, actors);
    return posted?.id ?? null;
  },
});

/** Heal: the checked rows the clicker may heal, one request for the stored targets. */
export async function onHeal(context: KindActionContext<"heal">): Promise<unknown> {
  const card = context.card;
  const choice = applyChoice(readApplyRows(context.element), card);
  const done = new Set(card.applied ?? []);
  const targets = (await healthActorsOf(choice.targets.map((t) => ({ ...t, ac: null }))))
    .map((actor) => actor.uuid)
    .filter((uuid) => !done.has(uuid));
  const selected =
    choice.selected !== null && game.user.isGM ? selectedHealthActors().map((a) => a.uuid) : [];
  if (targets.length === 0 && selected.length === 0) {
    notify("warn", "HOLOCRON.Chat.Error.NoneChecked");
    return null;
  }
  if (game.user.isGM && !(await confirmTextAuthor(card))) return null;
  const confirmed = card.textAuthor ? true : undefined;
  const results: unknown[] = [];
  for (const [to, actorUuids] of [
    ["targets", targets],
    ["selected", selected],
  ] as const) {
    if (actorUuids.length === 0) continue;
    const payload = { messageId: context.message.id ?? "", to, actorUuids: [...actorUuids] };
    results.push(
      await authority.ask(healFromCard, confirmed ? { ...payload, confirmed } : payload),
    );
  }
  return results.length === 1 ? results[0] : results;
}
