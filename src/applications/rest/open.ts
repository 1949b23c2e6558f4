// The Rest dialog for several characters (a party's rest): the rest its members' rulesets offer,
// the GM's marks (medical care, a bacta tank), and one advance of the world clock on the GM. The
// healing is the time handler's (time-passing.ts), once for everyone.
import { SYSTEM_ID } from "../../config.js";
import { HolocronActor } from "../../documents/actor.js";
import { restMarksOf, setRestMarks } from "../../documents/rest-record.js";
import { readForm } from "../dialogs/form-data.js";
import { openFormDialog } from "../dialogs/form-dialog.js";
import type { DialogOpener } from "../../compat/dialog-window.js";
import { notify } from "../../compat/notify.js";
import {
  readRestForm,
  REST_BUTTONS,
  restDialogContext,
  type RestChoice,
  type RestMember,
} from "./rest-model.js";
import { askRest } from "./rest-request.js";

export const REST_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/rest-party.hbs`;

/** The characters named, as the dialog shows them (unknown uuids and non-Holocron actors left out). */
function membersOf(actorUuids: readonly string[]): RestMember[] {
  return actorUuids.flatMap((uuid) => {
    const actor = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
    if (!(actor instanceof HolocronActor) || !actor.id) return [];
    const marks = restMarksOf(actor);
    return [
      {
        uuid: actor.uuid,
        id: actor.id,
        name: actor.name,
        ruleset: actor.ruleset.id,
        medical: marks.medical,
        bacta: marks.bacta,
      },
    ];
  });
}

/**
 * Opens the Rest dialog for these characters. The GM's marks are written first (only a GM may), then
 * the clock advances once. Resolves the seconds advanced, or null when cancelled or refused.
 */
export async function openRestDialog(
  options: { actorUuids: string[] },
  opener?: DialogOpener | null,
): Promise<number | null> {
  const members = membersOf(options.actorUuids);
  if (!members.length) {
    notify("warn", "HOLOCRON.Rest.NoOne");
    return null;
  }
  const gm = game.user.isGM;
  const choice = await openFormDialog(
    {
      template: REST_DIALOG_TEMPLATE,
      window: { title: "HOLOCRON.Rest.Title", icon: "fa-solid fa-bed" },
      className: "holocron-rest-dialog",
      buttons: REST_BUTTONS,
    },
    restDialogContext(members, gm),
    { rest: async (_event, button) => readRestForm(readForm(button.form), members) },
    opener,
  );
  if (!choice || typeof choice !== "object") return null;
  const rest = choice as RestChoice;
  if (gm) await setRestMarks(rest.marks);
  return askRest(
    members.map((m) => m.uuid),
    rest.kind,
    rest.hours,
  );
}
