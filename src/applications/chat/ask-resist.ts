// Moved: ../../cards/roll/resist.ts.
export * from "../../cards/roll/resist.js";
