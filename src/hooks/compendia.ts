// Compendium hooks, registration only: the packs of the rulesets this world does not play are
// hidden from the directory unless the GM shows them (src/applications/compendia/other-rulesets.ts).
import { hideOtherRulesetPacks } from "../applications/compendia/other-rulesets.js";

export function registerCompendiumHooks(): void {
  Hooks.on("renderCompendiumDirectory", (_app, html) => {
    if (html instanceof HTMLElement) hideOtherRulesetPacks(html);
  });
}
