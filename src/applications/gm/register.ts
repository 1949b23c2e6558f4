// The GM's tools: the token-control buttons (damage and hazards, new session) that the
// scene-controls hook adds for the GM.
import { newSession } from "../sheets/recovery.js";
import { openGmTool } from "./gm-tool.js";
import { openAwardHeroPoints } from "./award-hero-points.js";
import { whoRunsFastest } from "./speed-race.js";
import { openCheckRequest } from "../check-request/open.js";
import { gmToolSpecs, type ControlToolSpec, type GmToolName } from "../control-tools.js";

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
