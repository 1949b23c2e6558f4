// What the Star Worlds seed tests click: an actor sheet's action (with its control's data
// attributes), the context a sheet renders, and the user's targets.
import type { Glue } from "../data/setup.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import { actorTypeOf } from "../../src/applications/sheets/context/actor-context.js";

type Handler = (this: unknown, event: Partial<PointerEvent>, target: unknown) => Promise<void>;

async function sheetOf(actor: HolocronActor) {
  const sheets = await import("../../src/applications/sheets/actor-sheet.js");
  const { actorSheetFor } = await import("../../src/applications/sheets/actor-sheets.js");
  const sheet = new (actorSheetFor(actorTypeOf(actor)))({ document: actor });
  const actions = sheets.HolocronActorSheet.DEFAULT_OPTIONS.actions as unknown as Record<
    string,
    Handler
  >;
  return { sheet, actions };
}

/** A click on the actor's sheet: `action` on a control with `dataset` (shift: no roll dialog). */
export async function onSheet(
  actor: HolocronActor,
  action: string,
  dataset: Record<string, string> = {},
  shiftKey = true,
): Promise<void> {
  const { sheet, actions } = await sheetOf(actor);
  const el = { dataset, closest: () => el };
  await actions[action]!.call(sheet, { shiftKey }, el);
}

/** The context the actor's sheet renders for the current user (in edit mode when `edit`). */
export async function sheetContext(actor: HolocronActor, edit = false) {
  const { sheet } = await sheetOf(actor);
  if (edit) await sheet.toggleEditMode();
  return sheet._prepareContext({} as never);
}

export function target(glue: Glue, ...actors: HolocronActor[]): void {
  const user = (glue.env.game as { user: { targets: Set<unknown> } }).user;
  user.targets = new Set(actors.map((actor) => ({ actor, name: actor.name })));
}
