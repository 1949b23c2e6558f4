// Gathered into typed-system.ts.
export * from "./typed-system.js";
