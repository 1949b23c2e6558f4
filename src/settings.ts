import { RULESET_IDS, SYSTEM_ID, type RulesetId } from "./config.js";

/** Registers the world settings; called from the `init` hook. */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "ruleset", {
    name: "HOLOCRON.Settings.Ruleset.Name",
    hint: "HOLOCRON.Settings.Ruleset.Hint",
    scope: "world",
    config: true,
    requiresReload: true,
    type: String,
    choices: {
      m20: "HOLOCRON.Ruleset.m20",
      starWorlds: "HOLOCRON.Ruleset.starWorlds",
      spaceOpera: "HOLOCRON.Ruleset.spaceOpera",
    },
    default: "m20",
  });
}

/** The world's ruleset; an unknown stored value (hand-edited world) falls back to m20. */
export function worldRuleset(): RulesetId {
  const value: string = game.settings.get(SYSTEM_ID, "ruleset");
  return (RULESET_IDS as readonly string[]).includes(value) ? (value as RulesetId) : "m20";
}
