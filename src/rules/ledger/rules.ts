// Gathered into row.ts.
export * from "./row.js";
