import * as rules from "./rules/index.js";
import { ACTOR_TYPES, ITEM_TYPES, RULESET_IDS, SYSTEM_ID } from "./config.js";
import { worldRuleset } from "./settings.js";

/** The public API on `game.holocron`, for macros and modules. */
export function createApi() {
  return {
    id: SYSTEM_ID,
    rules,
    rulesets: RULESET_IDS,
    actorTypes: ACTOR_TYPES,
    itemTypes: ITEM_TYPES,
    worldRuleset,
  };
}

export type HolocronApi = ReturnType<typeof createApi>;

export function exposeApi(): void {
  game.holocron = createApi();
}
