// Gathered into base-model.ts.
export * from "./base-model.js";
