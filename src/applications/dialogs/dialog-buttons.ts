/**
 * A dialog's footer as data: each button's action, label key, icon and whether it is the default.
 * The DialogV2 call is built from this list (with the callbacks added), and the gallery renders the
 * same list as DialogV2's footer, so the picture shows the buttons the dialog has.
 */
export interface DialogButtonSpec {
  readonly action: string;
  /** An i18n key (DialogV2 localizes it). */
  readonly label: string;
  readonly icon?: string;
  readonly default?: boolean;
  /** Shown but not pressable (DialogV2Button.disabled, V13 and V14 API docs). */
  readonly disabled?: boolean;
}

type WaitOptions = Parameters<typeof foundry.applications.api.DialogV2.wait>[0];
type DialogButton = NonNullable<WaitOptions["buttons"]>[number];
export type DialogButtonCallback = NonNullable<DialogButton["callback"]>;

/** The DialogV2 buttons: each spec, with its callback when it has one (else it answers its action). */
export function dialogButtons(
  specs: readonly DialogButtonSpec[],
  callbacks: Readonly<Partial<Record<string, DialogButtonCallback>>> = {},
): DialogButton[] {
  return specs.map((spec) => {
    const callback = callbacks[spec.action];
    return callback ? { ...spec, callback } : { ...spec };
  });
}

/** The Cancel every Holocron dialog ends with (closes it, answering "cancel"). */
export const CANCEL_BUTTON: DialogButtonSpec = {
  action: "cancel",
  label: "HOLOCRON.Roll.Dialog.Cancel",
  icon: "fa-solid fa-xmark",
};

/**
 * The footer most dialogs have: their one action, the default, then Cancel (the dialog's own
 * wording of it when it has one).
 */
export function actionAndCancel(
  action: Omit<DialogButtonSpec, "default">,
  cancel: DialogButtonSpec = CANCEL_BUTTON,
): readonly DialogButtonSpec[] {
  return [{ ...action, default: true }, cancel];
}
