import { registerSettings } from "../settings.js";
import { exposeApi } from "../api.js";
import { registerSheets } from "../applications/register-sheets.js";
import { registerCombat } from "../documents/register-combat.js";
import { registerDocuments } from "../documents/register.js";
import { registerRolls } from "../dice/register.js";
import { registerChatHooks } from "./chat.js";
import { registerCombatHooks } from "./combat.js";
import { registerChaseHooks } from "./chase.js";
import { registerEncounterOddsHooks } from "./encounter-odds.js";
import { registerPowers } from "../applications/powers/register.js";
import { registerEnrichers } from "../applications/enrichers/register-enrichers.js";
import { registerOtherRulesetPacks } from "../applications/compendia/other-rulesets.js";
import { registerGmToolHooks } from "./scene-controls.js";
import { registerHazardRegion } from "../applications/gm/hazard-region.js";
import { registerLedgerHooks } from "./ledger.js";
import { registerTimeHooks } from "./time.js";
import { registerSelfTest } from "../quench/self-test.js";
import { registerBabeleHooks } from "./babele.js";
import { registerI18nHooks } from "./i18n.js";
import { registerSheetHooks } from "./sheets.js";
import { registerDocumentHooks } from "./documents.js";
import { registerCompendiumHooks } from "./compendia.js";

/** `init`: settings, data models, document classes, sheets and rolls are registered here. */
export function onInit(): void {
  registerSettings();
  registerI18nHooks();
  exposeApi();
  registerDocuments();
  registerDocumentHooks();
  registerSheets();
  registerSheetHooks();
  registerCombat();
  registerCombatHooks();
  registerChaseHooks();
  registerEncounterOddsHooks();
  registerRolls();
  registerChatHooks();
  registerPowers();
  registerEnrichers();
  registerOtherRulesetPacks();
  registerCompendiumHooks();
  registerGmToolHooks();
  registerHazardRegion();
  registerLedgerHooks();
  registerTimeHooks();
  // Only fires when the Quench module is active: the self-test batch for a real Foundry.
  Hooks.once("quenchReady", registerSelfTest);
  // Only fires when the Babele module is active: the compendium translations' folder.
  registerBabeleHooks();
}
