// Gathered into trace.ts.
export * from "./trace.js";
