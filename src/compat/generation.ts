// Which Foundry is running. Every V13/V14 difference in Holocron branches here, on
// `game.release.generation`, as dnd5e 5.3 does (e.g. module/dice/basic-roll.mjs `getMessageMode`,
// module/documents/item.mjs `deleteActivity`), so one build runs on both.

/** Foundry's major version: 13 or 14 (https://foundryvtt.com/api/v13/classes/foundry.Game.html#release). */
export function coreGeneration(): number {
  return game.release.generation;
}

/** True on Foundry V14 and later. */
export function isV14(): boolean {
  return coreGeneration() >= 14;
}
