// Gathered into core.ts.
export * from "./core.js";
