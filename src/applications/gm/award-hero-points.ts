// The GM's "Award Hero Points": a DialogV2 (token controls) that gives one Star Worlds character, or
// every player character at once, some Hero Points (capped at twelve held), then posts who got what.
// GM only, so the writes are the GM's own and need no request to the authority.
import { causeOptions } from "../../documents/ledger/play-state.js";
import { SYSTEM_ID } from "../../config.js";
import { readForm } from "../dialogs/form-data.js";
import {
  awardCandidates,
  awardCardContext,
  awardDialogContext,
  AwardError,
  readAwardForm,
  type AwardCandidate,
} from "./award-model.js";
import { actionAndCancel, type DialogButtonSpec } from "../dialogs/dialog-buttons.js";
import { openFormDialog } from "../dialogs/form-dialog.js";
import { toolWindow } from "../control-tools.js";
import { notify } from "../../compat/notify.js";

/** The award dialog's footer: award (default), cancel. */
export const AWARD_BUTTONS: readonly DialogButtonSpec[] = actionAndCancel({
  action: "award",
  label: "HOLOCRON.Award.Confirm",
  icon: "fa-solid fa-star",
});

export const AWARD_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/award-hero-points.hbs`;
export const AWARD_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/hero-award.hbs`;

/** The first controlled token's actor id: the character preselected in the dialog. */
function selectedActorId(): string | null {
  return canvas?.tokens?.controlled[0]?.document?.actor?.id ?? null;
}

/** Writes the award and posts its card; resolves the card. */
export async function awardHeroPoints(
  recipients: AwardCandidate[],
  amount: number,
): Promise<ChatMessage.Implementation | null> {
  const context = awardCardContext(recipients, amount);
  for (const row of context.plan) {
    if (row.gained === 0) continue;
    const actor = game.actors?.get(row.id);
    await actor?.update(
      { "system.heroPoints.value": row.after } as Actor.UpdateData,
      causeOptions("gmTool"),
    );
  }
  const content = await foundry.applications.handlebars.renderTemplate(
    AWARD_CARD_TEMPLATE,
    context,
  );
  const message = await ChatMessage.implementation.create({
    content,
    speaker: { alias: game.i18n.localize("HOLOCRON.Award.Speaker") },
  });
  return message ?? null;
}

/** Opens the dialog (GM only). Resolves the posted card, or null when cancelled or refused. */
export async function openAwardHeroPoints(): Promise<ChatMessage.Implementation | null> {
  if (!game.user.isGM) {
    notify("warn", "HOLOCRON.Award.Error.GmOnly");
    return null;
  }
  const candidates = awardCandidates(game.actors ?? []);
  if (candidates.length === 0) {
    notify("warn", "HOLOCRON.Award.Error.NoCharacters");
    return null;
  }
  const values = await openFormDialog(
    {
      template: AWARD_DIALOG_TEMPLATE,
      window: toolWindow("holocronAwardHeroPoints"),
      className: "holocron-award-dialog",
      width: 380,
      buttons: AWARD_BUTTONS,
    },
    awardDialogContext(candidates, selectedActorId()),
    { award: async (_event, button) => readForm(button.form) },
  );
  if (!values || typeof values !== "object") return null;
  try {
    const form = readAwardForm(values as Record<string, unknown>, candidates);
    return await awardHeroPoints(form.recipients, form.amount);
  } catch (error) {
    if (!(error instanceof AwardError)) throw error;
    notify("warn", error.message);
    return null;
  }
}
