// The GM's damage and hazard tool: a DialogV2 over the selected tokens (or the GM's targets), opened
// from the token controls or `game.holocron.actions.hazards()`. Rolls and posts through hazard-flow.
import { isPartyType, SYSTEM_ID } from "../../config.js";
import { isD20Ruleset } from "../../rulesets/index.js";
import { worldRuleset } from "../../settings.js";
import { hazardCreatureOf, resetExposure, runHazard } from "./hazard-flow.js";
import {
  gmToolContext,
  GmToolError,
  GM_TOOL_BUTTONS,
  readGmToolForm,
  type GmToolDefaults,
} from "./gm-tool-model.js";
import { openFormDialog } from "../dialogs/form-dialog.js";
import { toolWindow } from "../control-tools.js";
import { readForm } from "../dialogs/form-data.js";
import { notify, notifyCount } from "../../compat/notify.js";
import { requestHazardChecks } from "./hazard-request.js";

export const GM_TOOL_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/gm-tool.hbs`;

/**
 * The creatures the tool acts on: the controlled tokens' actors, else the GM's targets. A party's
 * token is no creature (it has no ruleset and no health: src/config.ts).
 */
export function hazardActors(): Actor.Implementation[] {
  const controlled = canvas?.tokens?.controlled ?? [];
  const tokens = controlled.length > 0 ? controlled : Array.from(game.user.targets);
  const actors: Actor.Implementation[] = [];
  for (const token of tokens)
    if (token.actor && !isPartyType(token.actor.type)) actors.push(token.actor);
  return actors;
}

type ToolChoice =
  { action: "roll" | "request"; values: Record<string, unknown> } | { action: "reset" };

/**
 * Opens the tool (GM only). Resolves the posted hazard card, or null when cancelled or refused (the
 * GM has been told why). `values` preselects a kind and its numbers (macros, enrichers); `enricher`
 * is the text of the enricher that opened it, for the ledger; `creatures` are the actors it acts on
 * when not the selected tokens' (a hazard region's: the tokens that entered it).
 */
export async function openGmTool(
  values: Partial<GmToolDefaults> = {},
  enricher?: string,
  creatures?: Actor.Implementation[],
): Promise<ChatMessage.Implementation | null> {
  if (!game.user.isGM) {
    notify("warn", "HOLOCRON.Hazard.Error.GmOnly");
    return null;
  }
  const actors = creatures ?? hazardActors();
  const d20World = isD20Ruleset(worldRuleset());
  const choice = (await openFormDialog(
    {
      template: GM_TOOL_TEMPLATE,
      window: toolWindow("holocronHazards"),
      className: "holocron-gm-tool-dialog",
      width: 460,
      buttons: GM_TOOL_BUTTONS,
    },
    gmToolContext(actors.map(hazardCreatureOf), { d20World, values }),
    {
      roll: async (_event, button) => ({ action: "roll", values: readForm(button.form) }),
      request: async (_event, button) => ({ action: "request", values: readForm(button.form) }),
      reset: async () => ({ action: "reset" }),
    },
  )) as ToolChoice | string | null;
  if (!choice || typeof choice !== "object") return null;
  if (choice.action === "reset") {
    const count = await resetExposure(actors);
    notifyCount("info", "HOLOCRON.Hazard.ExposureReset", count);
    return null;
  }
  try {
    const form = readGmToolForm(choice.values, actors.length, d20World);
    if (choice.action === "request") return await requestHazardChecks(form.request, actors);
    return await runHazard({
      request: form.request,
      damageType: form.damageType,
      creatures: actors.map((actor, i) => ({ actor, choice: form.choices[i] ?? "roll" })),
      ...(enricher ? { enricher } : {}),
    });
  } catch (error) {
    if (!(error instanceof GmToolError)) throw error;
    notify("warn", error.message);
    return null;
  }
}
