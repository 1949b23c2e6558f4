// Gathered into ranges.ts.
export * from "./ranges.js";
