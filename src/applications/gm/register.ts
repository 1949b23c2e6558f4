// The GM's tools: the hazard card's Apply, and the token-control buttons (damage and hazards, new
// session) that the scene-controls hook adds for the GM.
import { registerCardAction, type CardActionContext } from "../chat/card-actions.js";
import { newSession } from "../sheets/recovery.js";
import { openGmTool } from "./gm-tool.js";
import { openAwardHeroPoints } from "./award-hero-points.js";
import { whoRunsFastest } from "./speed-race.js";
import { applyHazard } from "./hazard-flow.js";
import { openCheckRequest } from "../check-request/open.js";

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
export interface GmControlTool {
  name: string;
  title: string;
  icon: string;
  order: number;
  button: true;
  visible: boolean;
  onChange: () => void;
}

/** The GM's check request to the selected tokens (or targets): the last of the GM's buttons. */
function checkRequestTool(isGM: boolean, order: number): GmControlTool {
  return {
    name: "holocronCheckRequest",
    title: "HOLOCRON.CheckRequest.Tool",
    icon: "fa-solid fa-dice",
    order,
    button: true,
    visible: isGM,
    onChange: () => void openCheckRequest(),
  };
}

/**
 * The GM's buttons in the token controls; hidden from players. A ruleset with Hero Points adds the
 * award and the speed race; the check request comes last.
 */
export function gmControlTools(
  isGM: boolean,
  firstOrder: number,
  heroPoints = false,
): GmControlTool[] {
  const tools: GmControlTool[] = [
    {
      name: "holocronHazards",
      title: "HOLOCRON.Hazard.ToolTitle",
      icon: "fa-solid fa-skull-crossbones",
      order: firstOrder,
      button: true,
      visible: isGM,
      onChange: () => void openGmTool(),
    },
    {
      name: "holocronNewSession",
      title: "HOLOCRON.Sheet.Recovery.NewSession",
      icon: "fa-solid fa-wind",
      order: firstOrder + 1,
      button: true,
      visible: isGM,
      onChange: () => void newSession(),
    },
  ];
  if (!heroPoints) return [...tools, checkRequestTool(isGM, firstOrder + tools.length)];
  tools.push({
    name: "holocronAwardHeroPoints",
    title: "HOLOCRON.Award.Title",
    icon: "fa-solid fa-star",
    order: firstOrder + tools.length,
    button: true,
    visible: isGM,
    onChange: () => void openAwardHeroPoints(),
  });
  tools.push({
    name: "holocronSpeedRace",
    title: "HOLOCRON.SpeedRace.Tool",
    icon: "fa-solid fa-person-running",
    order: firstOrder + tools.length,
    button: true,
    visible: isGM,
    onChange: () => void whoRunsFastest(),
  });
  tools.push(checkRequestTool(isGM, firstOrder + tools.length));
  return tools;
}
