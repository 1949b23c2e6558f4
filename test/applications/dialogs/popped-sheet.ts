// A character sheet's action run from a sheet popped out into its own browser window (V14) or left
// in the main one, and the window the last dialog opened in: what the dialog tests use to check that
// a sheet's dialogs open beside it (src/compat/dialog-window.ts).
import { lastDialog, popOut } from "../../foundry/parts/dialogs.js";
import { setGeneration } from "../../foundry/parts/release.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

/** What an action handler is given: the event and the clicked control (its dataset, its row). */
type Handler = (this: unknown, event: Partial<PointerEvent>, target: unknown) => Promise<void>;

/** The path of the browser window the last dialog opened in (the main one is /game). */
export const dialogWindowPath = (): string | undefined =>
  lastDialog.element?.ownerDocument.defaultView?.location.pathname;

/**
 * `actor`'s sheet, popped out as `windowId` on V14 (null: V13, in the one main window), and a
 * runner of its actions: the control's `dataset` is also its row's (`closest` finds it).
 */
export async function sheetIn(actor: HolocronActor, windowId: string | null) {
  const sheets = await import("../../../src/applications/sheets/actor-sheet.js");
  const sheet = new sheets.HolocronActorSheet({ document: actor });
  if (windowId) {
    setGeneration(14);
    popOut(sheet, windowId);
  }
  const actions = sheets.HolocronActorSheet.DEFAULT_OPTIONS.actions as unknown as Record<
    string,
    Handler
  >;
  const run = (action: string, dataset: Record<string, string> = {}) => {
    const target = { dataset, closest: () => ({ dataset }) };
    return actions[action]!.call(sheet, {}, target);
  };
  return { sheet, run };
}
