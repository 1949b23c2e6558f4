// A Holocron form dialog: its template drawn with the opener's context, in a DialogV2 under its
// own title, icon, class and width, closed by its footer's buttons. It resolves what the pressed
// button answers (a button without a callback answers its action), or null when closed. It opens
// in the opener sheet's browser window when that one is popped out (src/compat/dialog-window.ts).
import { SYSTEM_ID } from "../../config.js";
import { waitDialog, type DialogOpener } from "../../compat/dialog-window.js";
import {
  dialogButtons,
  type DialogButtonCallback,
  type DialogButtonSpec,
} from "./dialog-buttons.js";

type TemplateData = Parameters<typeof foundry.applications.handlebars.renderTemplate>[1];

/** What a form dialog is, apart from its context and its buttons' callbacks. */
export interface FormDialog {
  template: string;
  /** The window's title (an i18n key DialogV2 localizes, or a title already formatted) and icon. */
  window: { title: string; icon?: string };
  /** The dialog's own class, after the system's; its width, when not core's. */
  className: string;
  width?: number;
  buttons: readonly DialogButtonSpec[];
}

/** Opens `dialog` on `context`; resolves the pressed button's answer, or null when closed. */
export async function openFormDialog(
  dialog: FormDialog,
  context: TemplateData,
  callbacks: Readonly<Partial<Record<string, DialogButtonCallback>>> = {},
  opener?: DialogOpener | null,
): Promise<unknown> {
  const content = await foundry.applications.handlebars.renderTemplate(dialog.template, context);
  return waitDialog(
    {
      window: dialog.window,
      classes: [SYSTEM_ID, dialog.className],
      ...(dialog.width === undefined ? {} : { position: { width: dialog.width } }),
      content,
      rejectClose: false,
      buttons: dialogButtons(dialog.buttons, callbacks),
    },
    opener,
  );
}
