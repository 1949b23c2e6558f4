// Gathered into combat-facts.ts (what combat reads of each combatant's actor).
export { initiativeRulesById, initiativeRulesOf, isActorOut } from "./combat-facts.js";
