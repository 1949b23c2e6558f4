import { listenForRequests } from "../authority/index.js";
import { migrateWorld } from "../migrations/world.js";
import { startChases } from "./chase.js";
import { approveExistingWeapons } from "../documents/item-provenance.js";
import { startLedger } from "./ledger.js";

/** `ready`: the world is loaded; GM-only work (migrations) and the GM authority's socket start here. */
export function onReady(): void {
  console.info(`Holocron | ready, playing ${game.holocron.worldRuleset()}`);
  listenForRequests();
  startChases();
  void migrateWorld();
  // A world older than the weapons' ledger: its weapons as they stand are the GM's, once.
  void approveExistingWeapons();
  // The ledger: the active GM records every change, and first those made while none was here.
  startLedger();
}
