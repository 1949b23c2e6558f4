// Sheet and item hooks, registration only: a roll dragged to the hotbar becomes a macro
// (src/applications/sheets/hotbar-drop.ts); an actor holds one species and its careers by the rules
// (species-guard.ts, career-guard.ts: a `preCreateItem` listener returning false stops the creation,
// https://foundryvtt.com/api/v13/functions/hookEvents.preCreateDocument.html).
import { onHotbarDrop } from "../applications/sheets/hotbar-drop.js";
import { guardSpecies } from "../applications/sheets/species-guard.js";
import { guardCareer } from "../applications/sheets/career-guard.js";

export function registerSheetHooks(): void {
  Hooks.on("hotbarDrop", onHotbarDrop);
  Hooks.on("preCreateItem", (item) => guardSpecies(item));
  Hooks.on("preCreateItem", (item) => guardCareer(item));
}
