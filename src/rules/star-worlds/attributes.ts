// Gathered into checks.ts.
export * from "./checks.js";
