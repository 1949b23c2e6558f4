import * as rules from "./rules/index.js";
import { ACTOR_TYPES, ITEM_TYPES, RULESET_IDS, SYSTEM_ID } from "./config.js";
import { worldRuleset } from "./settings.js";
import { RULESETS, rulesetById, rulesetOf } from "./rulesets/index.js";
import { HolocronActor } from "./documents/actor.js";
import { HolocronItem } from "./documents/item.js";
import { HolocronCombat } from "./documents/combat.js";
import { HolocronCombatant } from "./documents/combatant.js";
import { markActionSpent } from "./documents/combatant-actions.js";
import { openCheckRequest, postCheckRequest } from "./applications/check-request/open.js";
import { D20Check, WorldsCheck, DamageRoll } from "./dice/rolls.js";
import { rollAttack, rollDamage, rollSkill, rollStat } from "./cards/roll/actions.js";
import { HolocronActorSheet } from "./applications/sheets/actor-sheet.js";
import { HolocronItemSheet } from "./applications/sheets/item-sheet.js";
import { rollFromMacro } from "./applications/sheets/macro-roll.js";
import { newSession } from "./applications/sheets/recovery.js";
import { usePower } from "./applications/powers/use-power.js";
import { requestOpposedCheck } from "./cards/opposed/check.js";
import { openGmTool } from "./applications/gm/gm-tool.js";
import { resetExposure, runHazard } from "./applications/gm/hazard-flow.js";
import { openChaseTracker } from "./applications/chase/chase-tracker.js";

/** The public API on `game.holocron`, for macros and modules. */
export function createApi() {
  return {
    id: SYSTEM_ID,
    /** The pure rules of the three rulesets (rules-api.md). */
    rules,
    rulesetIds: RULESET_IDS,
    /** One adapter per ruleset; `rulesetOf(actor)` is the one an actor plays by. */
    rulesets: { all: RULESETS, byId: rulesetById, of: rulesetOf, world: worldRuleset },
    actorTypes: ACTOR_TYPES,
    itemTypes: ITEM_TYPES,
    documents: { HolocronActor, HolocronItem, HolocronCombat, HolocronCombatant },
    dice: { D20Check, WorldsCheck, DamageRoll },
    applications: { HolocronActorSheet, HolocronItemSheet },
    /** What a sheet click does, for macros: each returns the chat message, or null if cancelled. */
    actions: {
      rollStat,
      rollSkill,
      rollAttack,
      rollDamage,
      usePower,
      markActionSpent,
      /** Posts an opposed-check card that asks the given actors to resist an evaluated roll. */
      requestOpposedCheck,
      /** GM: a new game session — second wind is ready again for every actor. */
      newSession,
      /** GM: the damage and hazard tool over the selected tokens (a kind and numbers may be preset). */
      hazards: openGmTool,
      /** GM: roll a hazard for given actors without the dialog, e.g. `{ request: { kind: "falling", … } }`. */
      runHazard,
      /** GM: start the heat-or-cold check count again for these actors. */
      resetExposure,
      /** GM: ask several characters for one check on one card (`{ actorUuids }` preselects them). */
      requestCheck: openCheckRequest,
      /** GM: the same without the dialog, from a RequestForm (the characters, check, mode, DC…). */
      postCheckRequest,
      /** The chase tracker (a chase id shows that chase); the GM starts one from selected tokens. */
      chase: openChaseTracker,
    },
    /** Hotbar macros made by dragging a stat, skill or item call this. */
    rollFromMacro,
    worldRuleset,
  };
}

export type HolocronApi = ReturnType<typeof createApi>;

export function exposeApi(): void {
  game.holocron = createApi();
}
