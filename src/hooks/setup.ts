import { worldRuleset } from "../settings.js";

/** `setup`: settings are readable; record the world's ruleset on the root element for ruleset-specific styling. */
export function onSetup(): void {
  document.body.dataset.holocronRuleset = worldRuleset();
}
