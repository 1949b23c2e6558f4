// Core's legacy (ApplicationV1) actor and item sheets stay registered for every subtype unless a
// system removes them, and a user could pick them in "Configure Sheet", where they show nothing of
// Holocron's data. V13 and V14 keep them at foundry.appv1.sheets; dnd5e 5.3 unregisters both the same
// way on 13 and 14 (dnd5e.mjs). DocumentSheetConfig.unregisterSheet
// (https://foundryvtt.com/api/v13/classes/foundry.applications.apps.DocumentSheetConfig.html,
// https://foundryvtt.com/api/v14/classes/foundry.applications.apps.DocumentSheetConfig.html).

/** Removes core's legacy sheets for actors and items; a generation without them has nothing to do. */
export function unregisterLegacySheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  // Read by name: a later generation may drop the V1 namespace, which fvtt-types (V13) always has.
  const v1: unknown = Reflect.get(foundry, "appv1");
  if (typeof v1 !== "object" || v1 === null) return;
  const { ActorSheet, ItemSheet } = foundry.appv1.sheets;
  DocumentSheetConfig.unregisterSheet(Actor, "core", ActorSheet);
  DocumentSheetConfig.unregisterSheet(Item, "core", ItemSheet);
}
