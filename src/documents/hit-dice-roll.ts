// Gathered into state-follow.ts (what follows an edit of an actor).
export { hitDiceOf, rollHitDice, rollDiceForLevel } from "./state-follow.js";
