// The applied card's and the recovery card's Undo as a GM request, "card.undo": it reverses a
// GM-authored row, never a snapshot a client wrote (the click: actions.ts).
import { payload as is, Refusal, registerRequestKind } from "../../authority/index.js";
import { requestedActor } from "../../documents/actor-requests.js";
import { ledgerRowsOf } from "../../documents/ledger/home.js";
import { revertingRow } from "../../documents/ledger/record.js";
import { revertRowOn } from "../../documents/ledger/revert.js";
import { requestedCard } from "../../applications/chat/apply-requests.js";
import { cardOf, updateCard, isTrusted } from "../card.js";
import { sameHealth, undoState } from "../../applications/chat/undo-delta.js";

const undoPayload = is.request({
  messageId: is.id,
  row: is.int(0, 1000),
  /** The GM confirmed reversing only this change though the actor changed since. */
  confirmed: is.boolean,
});
export type UndoPayload = is.Infer<typeof undoPayload>;

/** The applied row an Undo names, on a card a GM posted, not undone yet. */
function undoRow(p: UndoPayload) {
  const author = game.messages.get(p.messageId)?.author as { isGM?: boolean } | null | undefined;
  if (author && author.isGM !== true) throw new Refusal("HOLOCRON.Authority.Refused.NotGmCard");
  const { message, card } = requestedCard(p.messageId);
  if (card.type !== "applied" && card.type !== "recovery") {
    throw new Refusal("HOLOCRON.Authority.Refused.NoCard");
  }
  const row = card.rows[p.row];
  if (!row) throw new Refusal("HOLOCRON.Authority.Refused.Malformed");
  if (row.undone) throw new Refusal("HOLOCRON.Authority.Refused.AlreadyUndone");
  return { message, card, row };
}

/**
 * After an Undo: the source damage card no longer counts the actor as applied, so the GM may apply
 * it again. Only the GM writes that mark: on its own card (no player may write a GM's message) and
 * on a player's, whose new digest the card ledger takes (updateCard). A source the GM may no longer
 * act on (changed by its author since) keeps its marks: nothing applies from it anyway.
 */
async function unmarkApplied(messageId: string, actorUuid: string): Promise<void> {
  const message = game.messages.get(messageId);
  if (!message || !isTrusted(message)) return;
  const card = cardOf(message);
  if (card?.type !== "damage" && card?.type !== "heal") return;
  if (!(card.applied ?? []).includes(actorUuid)) return;
  await updateCard(message, {
    ...card,
    applied: (card.applied ?? []).filter((u) => u !== actorUuid),
  });
}

export const undoApplied = registerRequestKind<UndoPayload, boolean>({
  name: "card.undo",
  payload: undoPayload,
  authorize(p, sender) {
    if (!sender.isGM) return "HOLOCRON.Authority.Refused.GmOnly";
    undoRow(p);
    return null;
  },
  async carryOut(p) {
    const { message, card, row } = undoRow(p);
    const actor = await requestedActor(row.actorUuid);
    const now = actor.healthSnapshot();
    let state = row.before;
    if (!row.after || !sameHealth(now, row.after)) {
      if (!p.confirmed || !row.after) {
        throw new Refusal("HOLOCRON.Authority.Refused.ChangedSince", { name: actor.name });
      }
      state = { ...undoState(row.before, row.after, now), actorUuid: actor.uuid };
    }
    // The Undo is a revert of the Apply's ledger row for this actor: the same delta on today's
    // values, written as the revert request writes it (its row names the Apply's). A card applied
    // before the ledger held rows is undone from its own before and after.
    const applied = ledgerRowsOf(actor.uuid).find(
      (r) =>
        (r.cause.request === "card.apply" || r.cause.request === "card.heal") &&
        r.cause.messageId === row.source,
    );
    if (applied) {
      revertingRow(applied.id);
      await revertRowOn(actor, applied);
    } else {
      await actor.carryOutHealthState(state);
    }
    const rows = card.rows.map((r, i) => (i === p.row ? { ...r, undone: true } : r));
    await updateCard(message, { ...card, rows });
    if (row.source) await unmarkApplied(row.source, row.actorUuid);
    return true;
  },
});
