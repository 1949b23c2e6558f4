// Which browser window a dialog opens in. V14 can pop an ApplicationV2 out into its own browser
// window; an application it opens afterwards appears in the main window unless its render options
// name the opener's: `render({ force: true, window: { detached: true, windowId } })`, with the
// `windowId` of the opener's `window` (ApplicationRenderOptions#window,
// https://foundryvtt.com/api/v14/interfaces/foundry.applications.types.ApplicationRenderOptions.html).
// dnd5e 5.3 does exactly this for its dialogs (module/applications/api/application-v2-mixin.mjs
// `_detachOptions`, module/applications/actor/transform-dialog.mjs). V13 has one window.
import { isV14 } from "./generation.js";

/** The application a dialog is opened from (a sheet): only its `window` frame is read. */
export type DialogOpener = object;

type WaitOptions = Parameters<typeof foundry.applications.api.DialogV2.wait>[0];

/** The render options that put a new window beside `opener` (none on V13 or in the main window). */
export function openerWindowOptions(
  opener: DialogOpener | null | undefined,
): { window: { detached: true; windowId: string } } | null {
  if (!isV14() || !opener) return null;
  const frame: unknown = Reflect.get(opener, "window");
  const windowId: unknown =
    typeof frame === "object" && frame !== null ? Reflect.get(frame, "windowId") : undefined;
  return typeof windowId === "string" && windowId ? { window: { detached: true, windowId } } : null;
}

/**
 * DialogV2.wait, opened in `opener`'s browser window when that is a popped-out one: the dialog is
 * built and rendered as DialogV2.wait does (its buttons' results reach `submit`, closing gives null)
 * with the opener's window in its render options. Elsewhere it is DialogV2.wait itself.
 */
export async function waitDialog(
  options: WaitOptions,
  opener?: DialogOpener | null,
): Promise<unknown> {
  const DialogV2 = foundry.applications.api.DialogV2;
  const placed = openerWindowOptions(opener);
  if (!placed) return DialogV2.wait(options);
  const { render, rejectClose: _rejectClose, ...config } = options;
  let resolve: (value: unknown) => void = () => undefined;
  const promise = new Promise<unknown>((settle) => (resolve = settle));
  type Config = ConstructorParameters<typeof DialogV2>[0];
  // DialogV2.wait's options are the constructor's and its own callbacks (V13 API docs, DialogV2.wait).
  const dialog = new DialogV2({
    ...config,
    submit: async (result: unknown) => resolve(result),
  } as Config);
  dialog.addEventListener("close", () => resolve(null), { once: true });
  // fvtt-types has no V14 release: the detached-window render options are not in its types.
  await dialog.render({ force: true, ...placed } as never);
  if (typeof render === "function") render(new Event("render"), dialog);
  return promise;
}
