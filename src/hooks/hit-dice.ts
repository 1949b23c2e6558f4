import { hitDiceOf, rollMissingHitDice } from "../applications/sheets/hit-dice.js";

/**
 * A level gained rolls its hit die (rulings: m20 hit dice), on the client of the user who raised the
 * level only (`updateActor` fires on every client); the player may retype it in edit mode.
 */
export function registerHitDiceHooks(): void {
  Hooks.on("updateActor", (actor, changed, _options, userId) => {
    if (userId !== game.user.id) return;
    const level = (changed as { system?: { level?: unknown } }).system?.level;
    if (typeof level !== "number") return;
    const dice = hitDiceOf(actor);
    if (dice && dice.missing > 0) void rollMissingHitDice(actor);
  });
}
