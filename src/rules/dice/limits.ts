// Gathered into formula.ts.
export * from "./formula.js";
