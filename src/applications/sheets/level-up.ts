// Taking a Star Worlds level from the sheet: once the character has rested since earning it (the GM
// may take it at any time), a dialog asks for the attribute, the skill or new career and the ability;
// the character is updated, the career and ability items added, and a level card posted.
import type { starWorlds } from "../../rules/index.js";
import { SYSTEM_ID } from "../../config.js";
import type { HolocronActor } from "../../documents/actor.js";
import { loadCareerCatalog, type CareerCatalog } from "./career-catalog.js";
import { levelUpDialogContext, readLevelUpForm, type LevelUpSubject } from "./level-up-model.js";
import { notify } from "./sheet-helpers.js";
import { readForm } from "../dialogs/form-data.js";
import { postCareerRequest } from "./career-request.js";
import { applyLevel, levelUpSubject, refusal, tryLevel } from "./level-apply.js";
import type { DialogOpener } from "../../compat/dialog-window.js";
import { actionAndCancel, type DialogButtonSpec } from "../dialogs/dialog-buttons.js";
import { openFormDialog } from "../dialogs/form-dialog.js";

/** The level-up dialog's footer: take the level (default), cancel. */
export const LEVEL_UP_BUTTONS: readonly DialogButtonSpec[] = actionAndCancel({
  action: "take",
  label: "HOLOCRON.Sheet.TakeLevel",
  icon: "fa-solid fa-arrow-up",
});

export const LEVEL_UP_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/level-up.hbs`;

async function ask(subject: LevelUpSubject, catalog: CareerCatalog, opener?: DialogOpener | null) {
  // Who and which level, short enough for the 420 px window (the choices are in the dialog).
  const title = game.i18n.format("HOLOCRON.LevelUp.WindowTitle", {
    name: subject.name,
    level: String(subject.level + 1),
  });
  const values = await openFormDialog(
    {
      template: LEVEL_UP_TEMPLATE,
      window: { title, icon: "fa-solid fa-arrow-up" },
      className: "holocron-level-up-dialog",
      width: 420,
      buttons: LEVEL_UP_BUTTONS,
    },
    levelUpDialogContext(subject, catalog),
    { take: async (_event, button) => readForm(button.form) },
    opener,
  );
  return values && typeof values === "object"
    ? readLevelUpForm(values as Record<string, unknown>)
    : null;
}

/**
 * Takes the next level: the dialog, then one update (level, attribute, skill, Vitality), the career
 * and ability items, and the level card. A player's new career waits for the GM's approval (seed 002
 * line 53): the choice goes to chat as a request the GM approves or refuses (career-request.ts).
 * Null when refused (the user is told why), cancelled or sent for approval. The dialog opens in the
 * `opener` sheet's browser window (src/compat/dialog-window.ts).
 */
export async function takeLevelFromSheet(
  actor: HolocronActor,
  opener?: DialogOpener | null,
): Promise<starWorlds.LevelUpResult | null> {
  const refused = refusal(actor, game.user.isGM);
  const subject = levelUpSubject(actor);
  if (refused || !subject) {
    notify(refused ?? "HOLOCRON.Sheet.Notify.NoLevelWaiting");
    return null;
  }
  const catalog = await loadCareerCatalog();
  const choice = await ask(subject, catalog, opener);
  if (!choice) return null;
  const result = tryLevel(subject, choice);
  if (!result) return null;
  if (result.career && !game.user.isGM) {
    await postCareerRequest(actor, subject, choice, result);
    return null;
  }
  await applyLevel(actor, subject, result, catalog);
  return result;
}
