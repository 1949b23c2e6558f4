// Gathered into outcomes.ts.
export * from "./outcomes.js";
