import { listenForRequests } from "../authority/index.js";
import { migrateWorld } from "../migrations/world.js";
import { startChases } from "./chase.js";

/** `ready`: the world is loaded; GM-only work (migrations) and the GM authority's socket start here. */
export function onReady(): void {
  console.info(`Holocron | ready, playing ${game.holocron.worldRuleset()}`);
  listenForRequests();
  startChases();
  void migrateWorld();
}
