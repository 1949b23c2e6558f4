import { registerRelay } from "../documents/gm-relay.js";
import { migrateWorld } from "../migrations/world.js";
import { startChases } from "./chase.js";
import { registerPowerRelay } from "../powers/register.js";

/** `ready`: the world is loaded; GM-only work (migrations) and the socket relay start from here. */
export function onReady(): void {
  console.info(`Holocron | ready, playing ${game.holocron.worldRuleset()}`);
  registerRelay();
  registerPowerRelay();
  startChases();
  void migrateWorld();
}
