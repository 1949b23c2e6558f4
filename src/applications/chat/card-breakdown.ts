// Moved: ../../cards/roll/data.ts.
export * from "../../cards/roll/data.js";
