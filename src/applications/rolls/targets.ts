// Moved: roll-inputs.ts.
export * from "./roll-inputs.js";
