// Gathered into validate.ts.
export * from "./validate.js";
