import { applyWorldInitiative } from "../documents/register-combat.js";

/** `setup`: world settings are loaded; apply what depends on the world's ruleset. */
export function onSetup(): void {
  applyWorldInitiative();
}
