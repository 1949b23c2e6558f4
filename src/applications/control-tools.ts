// The buttons Holocron adds to the token controls (V13/V14 `getSceneControlButtons`: tools keyed by
// name), as data: what each is called and shows. Pure, so the hook (src/hooks/scene-controls.ts) and
// the gallery's picture of the GM's controls draw one list.

/** The GM's own tools (src/applications/gm/register.ts says what each opens). */
export type GmToolName =
  | "holocronHazards"
  | "holocronNewSession"
  | "holocronAwardHeroPoints"
  | "holocronSpeedRace"
  | "holocronCheckRequest";

export interface ControlToolSpec<Name extends string = GmToolName | "holocronWorldLedger"> {
  name: Name;
  /** Its tooltip and accessible name: a lang key. */
  title: string;
  icon: string;
}

const HAZARDS: ControlToolSpec<GmToolName> = {
  name: "holocronHazards",
  title: "HOLOCRON.Hazard.ToolTitle",
  icon: "fa-solid fa-skull-crossbones",
};
const NEW_SESSION: ControlToolSpec<GmToolName> = {
  name: "holocronNewSession",
  title: "HOLOCRON.Sheet.Recovery.NewSession",
  icon: "fa-solid fa-wind",
};
const AWARD: ControlToolSpec<GmToolName> = {
  name: "holocronAwardHeroPoints",
  title: "HOLOCRON.Award.Title",
  icon: "fa-solid fa-star",
};
const SPEED_RACE: ControlToolSpec<GmToolName> = {
  name: "holocronSpeedRace",
  title: "HOLOCRON.SpeedRace.Tool",
  icon: "fa-solid fa-person-running",
};

/** The GM's check request to the selected tokens (or targets): the last of the GM's buttons. */
const CHECK_REQUEST: ControlToolSpec<GmToolName> = {
  name: "holocronCheckRequest",
  title: "HOLOCRON.CheckRequest.Tool",
  icon: "fa-solid fa-dice",
};

/** The world ledger's button, added after the GM's tools (shown to a GM only). */
export const WORLD_LEDGER_TOOL: ControlToolSpec = {
  name: "holocronWorldLedger",
  title: "HOLOCRON.LedgerWorld.Title",
  icon: "fa-solid fa-book",
};

/**
 * The GM's tools in order; a ruleset with Hero Points adds the award and the speed race; the check
 * request comes last.
 */
export function gmToolSpecs(heroPoints: boolean): ControlToolSpec<GmToolName>[] {
  const heroTools = heroPoints ? [AWARD, SPEED_RACE] : [];
  return [HAZARDS, NEW_SESSION, ...heroTools, CHECK_REQUEST];
}

/** Every tool the hook adds to the token controls, in the order it adds them. */
export function holocronTokenTools(heroPoints: boolean): ControlToolSpec[] {
  return [...gmToolSpecs(heroPoints), WORLD_LEDGER_TOOL];
}
