/** The breakdowns of one actor sheet: drawn on open in the sheet's window, drawn now elsewhere. */
import type { RulesetId } from "../../../config.js";
import { sheetBreakdowns, type SheetBreakdownMaker } from "../../breakdown/breakdown-view.js";
import type { SheetActorSource, SheetView } from "./types.js";

/**
 * The sheet's window scopes its breakdowns' ids by its own id and the actor's uuid: two tokens of
 * one NPC share the actor's id but not its uuid (`Scene.x.Token.y.Actor.z`, a synthetic actor), and
 * one actor may show in two windows; aria-describedby and the popover find a breakdown by its id.
 */
export function breakdownMakerOf(
  actor: SheetActorSource,
  ruleset: RulesetId,
  view: SheetView,
): SheetBreakdownMaker {
  const { breakdowns } = view;
  return breakdowns
    ? sheetBreakdowns(breakdowns.scope, ruleset, breakdowns.onOpen)
    : sheetBreakdowns(actor.id ?? actor.type, ruleset, null);
}

/** The scope of a window's breakdown ids: its id and the document's uuid, as an id's characters. */
export function breakdownScope(appId: string, uuid: string): string {
  return `${appId}-${uuid}`.replace(/[^A-Za-z0-9_-]/g, "-");
}
