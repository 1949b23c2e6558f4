// Moved: rolls/roll-inputs.ts.
export * from "./rolls/roll-inputs.js";
