// The power dialog: modifier (and DC) in, the cost, penalty and exact chance against each target
// out, updated as the numbers change. Resolves with the choice, or null when cancelled.
import { activateBreakdowns } from "../breakdown/breakdown-popover.js";
import { SYSTEM_ID } from "../../config.js";
import type { PowerDialogContext } from "./power-dialog-context.js";
import { actionAndCancel, dialogButtons, type DialogButtonSpec } from "./dialog-buttons.js";
import { readForm } from "./form-data.js";
import { waitDialog, type DialogOpener } from "../../compat/dialog-window.js";

/** The power dialog's footer: use (default), cancel. */
export const POWER_DIALOG_BUTTONS: readonly DialogButtonSpec[] = actionAndCancel(
  { action: "use", label: "HOLOCRON.Power.Dialog.Use", icon: "fa-solid fa-hand-sparkles" },
  { action: "cancel", label: "HOLOCRON.Power.Dialog.Cancel", icon: "fa-solid fa-xmark" },
);

/**
 * The footer of a use the Knight cannot pay (rulings: The Force): Use stays in sight but disabled,
 * and Cancel is the default (Enter closes rather than submitting a refused use); the dialog's text
 * says why.
 */
export const POWER_UNPAID_BUTTONS: readonly DialogButtonSpec[] = POWER_DIALOG_BUTTONS.map((b) =>
  b.action === "use" ? { ...b, default: false, disabled: true } : { ...b, default: true },
);

export const POWER_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/power-dialog.hbs`;
export const POWER_ODDS_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/power-odds.hbs`;

export interface PowerChoice {
  modifier: number;
  dc: number;
}

export interface PowerDialogOptions {
  title: string;
  initial: PowerChoice;
  /** The dialog's numbers for a choice (the plan recomputed from the rules). */
  contextFor(choice: PowerChoice): PowerDialogContext;
  /** The sheet it is asked from: the dialog opens in that sheet's browser window (dialog-window.ts). */
  opener?: DialogOpener | null | undefined;
}

function integerOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) ? value : fallback;
}

/**
 * The choice in the form; an empty or non-integer entry keeps the initial value, and so does a
 * locked DC (its field is readonly, which the form reader leaves out).
 */
export function readChoice(form: HTMLFormElement | null, initial: PowerChoice): PowerChoice {
  if (!form) return initial;
  const data = readForm(form);
  return {
    modifier: integerOr(data.modifier, initial.modifier),
    dc: Math.max(0, integerOr(data.dc, initial.dc)),
  };
}

async function renderOdds(context: PowerDialogContext): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(POWER_ODDS_TEMPLATE, context);
}

export async function promptPower(o: PowerDialogOptions): Promise<PowerChoice | null> {
  // The odds part is a partial of the dialog (loadTemplates registers it by its path).
  const context = o.contextFor(o.initial);
  const content = await foundry.applications.handlebars.renderTemplate(
    POWER_DIALOG_TEMPLATE,
    context,
  );
  const result: unknown = await waitDialog(
    {
      window: { title: o.title },
      classes: ["holocron", "holocron-power-window"],
      content,
      rejectClose: false,
      buttons: dialogButtons(context.refused ? POWER_UNPAID_BUTTONS : POWER_DIALOG_BUTTONS, {
        use: async (_event, button) => readChoice(button.form, o.initial),
      }),
      render: (_event, dialog) => {
        const form = dialog.element.querySelector("form");
        const odds = dialog.element.querySelector<HTMLElement>("[data-power-odds]");
        form?.addEventListener("input", async () => {
          const html = await renderOdds(o.contextFor(readChoice(form, o.initial)));
          if (odds) odds.innerHTML = html;
        });
        activateBreakdowns(dialog.element);
      },
    },
    o.opener,
  );
  return isChoice(result) ? result : null;
}

function isChoice(value: unknown): value is PowerChoice {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as PowerChoice).modifier === "number" &&
    typeof (value as PowerChoice).dc === "number"
  );
}
