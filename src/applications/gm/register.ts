// The GM's tools: the hazard card's Apply, and the token-control buttons (damage and hazards, new
// session) that the scene-controls hook adds for the GM.
import { registerCardAction, type CardActionContext } from "../chat/card-actions.js";
import { newSession } from "../sheets/recovery.js";
import { openGmTool } from "./gm-tool.js";
import { openAwardHeroPoints } from "./award-hero-points.js";
import { whoRunsFastest } from "./speed-race.js";
import { applyHazard } from "./hazard-flow.js";
import { openCheckRequest } from "../check-request/open.js";
import { gmToolSpecs, type ControlToolSpec, type GmToolName } from "../control-tools.js";

async function onApplyHazard(context: CardActionContext): Promise<unknown> {
  if (context.card?.type !== "hazard") return null;
  return applyHazard(context.message, context.card);
}

/** One row of the hazard card: apply, halve or skip it (GM only, as the whole card's Apply). */
async function onHazardRow(context: CardActionContext): Promise<unknown> {
  if (context.card?.type !== "hazard") return null;
  const index = Number(context.control.dataset.index);
  const mode = context.control.dataset.mode;
  if (!Number.isInteger(index) || (mode !== "apply" && mode !== "half" && mode !== "skip")) {
    return null;
  }
  return applyHazard(context.message, context.card, { index, mode });
}

export function registerGmActions(): void {
  registerCardAction("applyHazard", onApplyHazard);
  registerCardAction("hazardRow", onHazardRow);
}

/** A tool button of the token controls (V13/V14 `getSceneControlButtons`: tools keyed by name). */
export interface GmControlTool extends ControlToolSpec<GmToolName> {
  order: number;
  button: true;
  visible: boolean;
  onChange: () => void;
}

/** What each of the GM's buttons opens. */
const OPENS: Record<GmToolName, () => void> = {
  holocronHazards: () => void openGmTool(),
  holocronNewSession: () => void newSession(),
  holocronAwardHeroPoints: () => void openAwardHeroPoints(),
  holocronSpeedRace: () => void whoRunsFastest(),
  holocronCheckRequest: () => void openCheckRequest(),
};

/**
 * The GM's buttons in the token controls; hidden from players. A ruleset with Hero Points adds the
 * award and the speed race; the check request comes last.
 */
export function gmControlTools(
  isGM: boolean,
  firstOrder: number,
  heroPoints = false,
): GmControlTool[] {
  return gmToolSpecs(heroPoints).map((spec, i) => ({
    ...spec,
    order: firstOrder + i,
    button: true,
    visible: isGM,
    onChange: OPENS[spec.name],
  }));
}
