// Gathered into levels.ts.
export * from "./levels.js";
