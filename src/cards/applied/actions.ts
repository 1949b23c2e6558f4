// The applied card's and the recovery card's Undo button (GM only): it confirms a change of an
// actor that changed since, then asks for "card.undo" (undo.ts).
import { ask } from "../../authority/index.js";
import { SYSTEM_ID } from "../../config.js";
import { HolocronActor } from "../../documents/actor.js";
import { actorFromUuid } from "../card.js";
import { sameHealth } from "../../applications/chat/undo-delta.js";
import type { KindActionContext } from "../kind.js";
import { undoApplied } from "./undo.js";

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
export async function onUndo(context: KindActionContext<"applied" | "recovery">): Promise<unknown> {
  const card = context.card;
  const index = Number(context.control.dataset.index);
  // The recovery card's rows are applied rows too (world time's healing: src/applications/rest/).
  if (!game.user.isGM) return null;
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
