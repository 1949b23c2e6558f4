// Foundry's three start-up hooks (https://foundryvtt.com/api/v13/modules/hookEvents.html): `init`
// registers what Foundry asks for before the world loads, `setup` what depends on world settings,
// `ready` what runs once the world is loaded.
import { onInit } from "./init.js";
import { onSetup } from "./setup.js";
import { onReady } from "./ready.js";

export function registerEntryHooks(): void {
  Hooks.once("init", onInit);
  Hooks.once("setup", onSetup);
  Hooks.once("ready", onReady);
}
