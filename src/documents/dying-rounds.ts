// Gathered into combat-turn-start.ts (the dying check at a turn's start).
export { foundryDyingRounds } from "./combat-turn-start.js";
