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

/**
 * Each GM tool's tooltip (a lang key) and icon, in the order of the buttons; the window a tool
 * opens wears the same (`toolWindow`).
 */
const GM_TOOLS: Record<GmToolName, Omit<ControlToolSpec<GmToolName>, "name">> = {
  holocronHazards: { title: "HOLOCRON.Hazard.ToolTitle", icon: "fa-solid fa-skull-crossbones" },
  holocronNewSession: { title: "HOLOCRON.Sheet.Recovery.NewSession", icon: "fa-solid fa-wind" },
  holocronAwardHeroPoints: { title: "HOLOCRON.Award.Title", icon: "fa-solid fa-star" },
  holocronSpeedRace: { title: "HOLOCRON.SpeedRace.Tool", icon: "fa-solid fa-person-running" },
  // The GM's check request to the selected tokens (or targets): the last of the GM's buttons.
  holocronCheckRequest: { title: "HOLOCRON.CheckRequest.Tool", icon: "fa-solid fa-dice" },
};

const gmTool = (name: GmToolName): ControlToolSpec<GmToolName> => ({ name, ...GM_TOOLS[name] });

/** The title and icon of the window a GM tool opens: its button's. */
export function toolWindow(name: GmToolName): { title: string; icon: string } {
  return { ...GM_TOOLS[name] };
}

/** The world ledger's button, added after the GM's tools (shown to a GM only). */
export const WORLD_LEDGER_TOOL: ControlToolSpec = {
  name: "holocronWorldLedger",
  title: "HOLOCRON.LedgerWorld.Title",
  icon: "fa-solid fa-book",
};

/** The tools of a ruleset with Hero Points only. */
const HERO_POINT_TOOLS: readonly GmToolName[] = ["holocronAwardHeroPoints", "holocronSpeedRace"];

/**
 * The GM's tools in order (GM_TOOLS'); a ruleset with Hero Points adds the award and the speed
 * race; the check request comes last.
 */
export function gmToolSpecs(heroPoints: boolean): ControlToolSpec<GmToolName>[] {
  const names = Object.keys(GM_TOOLS) as GmToolName[];
  return names.filter((name) => heroPoints || !HERO_POINT_TOOLS.includes(name)).map(gmTool);
}

/** Every tool the hook adds to the token controls, in the order it adds them. */
export function holocronTokenTools(heroPoints: boolean): ControlToolSpec[] {
  return [...gmToolSpecs(heroPoints), WORLD_LEDGER_TOOL];
}
