// Moved: ../../cards/damage/actions.ts.
export * from "../../cards/damage/actions.js";
