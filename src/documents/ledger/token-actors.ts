// Gathered into play-state.ts (what a ledger row is made of).
export { baseActorOf, ledgerName, tokenActors } from "./play-state.js";
