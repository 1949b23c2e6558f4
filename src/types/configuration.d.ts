// Declaration merging with fvtt-types: the one place the system tells the compiler its settings,
// data models and document classes.
import type { RulesetId } from "../config.js";
import type { HolocronApi } from "../api.js";

declare module "fvtt-types/configuration" {
  // Everything but the hook registrations in src/holocron.ts runs after `ready`, or inside
  // `init`/`setup` where the globals used already exist; so `game` is typed as fully initialised.
  interface AssumeHookRan {
    ready: never;
  }

  interface SettingConfig {
    "holocron.ruleset": RulesetId;
  }
}

declare global {
  interface ReadyGame {
    /** Holocron's public API (src/api.ts), set during `init`. */
    holocron: HolocronApi;
  }
}
