/** Registers Holocron's actor and item sheets and preloads their partials; called from `init`. */
import { ITEM_TYPES, SYSTEM_ID } from "../config.js";
import { ACTOR_SHEETS } from "./sheets/actor-sheets.js";
import { HolocronItemSheet } from "./sheets/item-sheet.js";
import { PartySheet } from "./sheets/party-sheet.js";
import {
  ACTOR_PART_TEMPLATES,
  ITEM_PART_TEMPLATES,
  PARTIAL_TEMPLATES,
} from "./sheets/context/parts.js";
import { registerCareerRequest } from "./sheets/career-request.js";
import { unregisterLegacySheets } from "../compat/legacy-sheets.js";

export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  unregisterLegacySheets();
  for (const sheet of ACTOR_SHEETS) {
    DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, sheet, {
      types: [...sheet.actorTypes],
      makeDefault: true,
      label: "HOLOCRON.Sheet.ActorSheetLabel",
    });
  }
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, PartySheet, {
    types: [...PartySheet.actorTypes],
    makeDefault: true,
    label: "HOLOCRON.Party.SheetLabel",
  });
  DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, HolocronItemSheet, {
    types: [...ITEM_TYPES],
    makeDefault: true,
    label: "HOLOCRON.Sheet.ItemSheetLabel",
  });
  void foundry.applications.handlebars.loadTemplates([
    ...Object.values(ACTOR_PART_TEMPLATES),
    ...Object.values(ITEM_PART_TEMPLATES),
    ...PARTIAL_TEMPLATES,
  ]);
  registerCareerRequest();
}
