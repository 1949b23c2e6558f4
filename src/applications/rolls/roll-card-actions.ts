// Moved: ../../cards/roll/actions.ts.
export * from "../../cards/roll/actions.js";
