// Gathered into rolls.ts.
export * from "./rolls.js";
