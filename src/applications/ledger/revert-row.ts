// The GM's Revert button on a ledger row: when a later row changed one of the same fields, the GM
// confirms first, reading what the revert will leave, field by field (it applies this row's change
// as a delta on today's values: rules/ledger/row.ts `revertOutcome`), and the GM authority
// carries it out (src/documents/ledger/revert.ts).
import { ask } from "../../authority/index.js";
import { SYSTEM_ID } from "../../config.js";
import { notify } from "../../compat/notify.js";
import { ledgerRevert, revertTarget } from "../../documents/ledger/revert.js";
import { clientFieldLabel, valueText, type Translator } from "./ledger-view.js";
import { playStateOf } from "../../documents/ledger/play-state.js";
import { revertOutcome, type RevertStep } from "../../rules/ledger/row.js";
import type { LedgerRow } from "../../rules/ledger/row.js";
import {
  actionAndCancel,
  dialogButtons,
  type DialogButtonSpec,
} from "../dialogs/dialog-buttons.js";
import { formatList } from "../format.js";
import { waitDialog, type DialogOpener } from "../../compat/dialog-window.js";

/** The confirmation's buttons: revert, or leave the row as it is. */
export const REVERT_CONFIRM_BUTTONS: readonly DialogButtonSpec[] = actionAndCancel({
  action: "revert",
  label: "HOLOCRON.Ledger.Revert.Button",
  icon: "fa-solid fa-rotate-left",
});

export const REVERT_CONFIRM_TEMPLATE = `systems/${SYSTEM_ID}/templates/ledger/revert-confirm.hbs`;

/** A revert's outcome in words: each field by its label, its value now and after the revert. */
export function revertOutcomeView(
  steps: readonly RevertStep[],
  label: (field: string) => string,
  t: Translator,
) {
  return steps.map((s) => ({
    label: label(s.field),
    now: valueText(s.now, s.field, t),
    after: s.refused ? t.localize(s.refused) : valueText(s.after, s.field, t),
    refused: s.refused !== null,
  }));
}

/**
 * The confirmation's content: the fields a later row changed too, by their labels, and what the
 * revert leaves on each field the row changed.
 */
export function revertConfirmContext(
  actorUuid: string,
  fields: readonly string[],
  steps: readonly RevertStep[] = [],
) {
  const label = (field: string) => clientFieldLabel(actorUuid, field);
  return {
    fields: formatList(fields.map(label)),
    outcome: revertOutcomeView(steps, label, game.i18n),
  };
}

function isActor(doc: unknown): doc is Actor.Implementation {
  return (doc as { documentName?: unknown } | null)?.documentName === "Actor";
}

/** The actor's play state now on this client (none found: every field reads as absent). */
function stateNow(actorUuid: string) {
  const doc = fromUuidSync(actorUuid as Parameters<typeof fromUuidSync>[0]);
  // By document name, not `instanceof`: a module may wrap the configured Actor class.
  return isActor(doc) ? playStateOf(doc) : {};
}

async function confirmRevert(
  actorUuid: string,
  fields: readonly string[],
  row: LedgerRow,
  opener?: DialogOpener | null,
): Promise<boolean> {
  const content = await foundry.applications.handlebars.renderTemplate(
    REVERT_CONFIRM_TEMPLATE,
    revertConfirmContext(actorUuid, fields, revertOutcome(row, stateNow(actorUuid))),
  );
  const answer = await waitDialog(
    {
      // The system's class, so its styles (and the visually hidden words) reach the outcome list.
      classes: ["holocron"],
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
  const confirmed = shared.length
    ? await confirmRevert(actorUuid, shared, target.row, opener)
    : false;
  if (shared.length && !confirmed) return null;
  return ask(ledgerRevert, { actorUuid, rowId, confirmed });
}
