import { gmControlTools } from "../applications/gm/register.js";
import { GM_TOOL_TEMPLATE } from "../applications/gm/gm-tool.js";
import { AWARD_DIALOG_TEMPLATE } from "../applications/gm/award-hero-points.js";
import { rulesetById } from "../rulesets/index.js";
import { worldRuleset } from "../settings.js";
import { worldLedgerTool } from "../applications/ledger/world-ledger.js";

/** What the hook passes: the scene controls keyed by name, each with its tools keyed by name. */
type SceneControls = Record<string, { tools?: Record<string, unknown> } | undefined>;

/**
 * fvtt-types 13.345.1 does not declare the V13 `getSceneControlButtons` hook (public API docs:
 * hookEvents.getSceneControlButtons, `controls: Record<string, SceneControl>`), so this one named
 * cast gives `Hooks.on` that signature.
 */
const onSceneControls = Hooks.on.bind(Hooks) as unknown as (
  hook: "getSceneControlButtons",
  fn: (controls: SceneControls) => void,
) => number;

/** The GM's tools (called from `init`): buttons in the token controls (the hazard card's Apply: src/cards). */
export function registerGmToolHooks(): void {
  void foundry.applications.handlebars.loadTemplates([GM_TOOL_TEMPLATE, AWARD_DIALOG_TEMPLATE]);
  onSceneControls("getSceneControlButtons", (controls) => {
    const tools = controls.tokens?.tools;
    if (!tools) return;
    const heroPoints = rulesetById(worldRuleset()).checks.heroPoints;
    for (const tool of gmControlTools(game.user.isGM, Object.keys(tools).length, heroPoints)) {
      tools[tool.name] = tool;
    }
    tools.holocronWorldLedger = worldLedgerTool(Object.keys(tools).length, game.user.isGM);
  });
}
