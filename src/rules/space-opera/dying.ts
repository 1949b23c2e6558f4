// Gathered into health.ts.
export * from "./health.js";
