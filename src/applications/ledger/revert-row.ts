// The GM's Revert button on a ledger row: when a later row changed one of the same fields, the GM
// confirms first (the revert then applies this row's change as a delta on today's values), and
// the GM authority carries it out (src/documents/ledger/revert.ts).
import { ask } from "../../authority/index.js";
import { SYSTEM_ID } from "../../config.js";
import { notify } from "../../compat/notify.js";
import { ledgerRevert, revertTarget } from "../../documents/ledger/revert.js";
import { clientFieldLabel } from "./ledger-view.js";
import { CANCEL_BUTTON, dialogButtons, type DialogButtonSpec } from "../dialogs/dialog-buttons.js";
import { formatList } from "../format.js";
import { waitDialog, type DialogOpener } from "../../compat/dialog-window.js";

/** The confirmation's buttons: revert, or leave the row as it is. */
export const REVERT_CONFIRM_BUTTONS: readonly DialogButtonSpec[] = [
  {
    action: "revert",
    label: "HOLOCRON.Ledger.Revert.Button",
    icon: "fa-solid fa-rotate-left",
    default: true,
  },
  CANCEL_BUTTON,
];

export const REVERT_CONFIRM_TEMPLATE = `systems/${SYSTEM_ID}/templates/ledger/revert-confirm.hbs`;

/** The confirmation's content: the fields a later row changed too, by their labels. */
export function revertConfirmContext(actorUuid: string, fields: readonly string[]) {
  return { fields: formatList(fields.map((f) => clientFieldLabel(actorUuid, f))) };
}

async function confirmRevert(
  actorUuid: string,
  fields: readonly string[],
  opener?: DialogOpener | null,
): Promise<boolean> {
  const content = await foundry.applications.handlebars.renderTemplate(
    REVERT_CONFIRM_TEMPLATE,
    revertConfirmContext(actorUuid, fields),
  );
  const answer = await waitDialog(
    {
      window: { title: "HOLOCRON.Ledger.Revert.Title" },
      content,
      buttons: dialogButtons(REVERT_CONFIRM_BUTTONS),
    },
    opener,
  );
  return answer === "revert";
}

/**
 * GM: reverts one row; null when refused, cancelled or not the GM. Asked from a sheet's Ledger tab,
 * the confirmation opens in that sheet's browser window (src/compat/dialog-window.ts).
 */
export async function revertRow(
  actorUuid: string,
  rowId: string,
  opener?: DialogOpener | null,
): Promise<boolean | null> {
  if (!game.user.isGM) return null;
  let target: ReturnType<typeof revertTarget>;
  try {
    target = revertTarget({ actorUuid, rowId });
  } catch {
    notify("warn", "HOLOCRON.Ledger.Revert.NoRow");
    return null;
  }
  const mine = new Set(target.row.changes.map((c) => c.field));
  const shared = [...new Set(target.later.flatMap((r) => r.changes.map((c) => c.field)))].filter(
    (f) => mine.has(f),
  );
  const confirmed = shared.length ? await confirmRevert(actorUuid, shared, opener) : false;
  if (shared.length && !confirmed) return null;
  return ask(ledgerRevert, { actorUuid, rowId, confirmed });
}
