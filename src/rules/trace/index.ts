// Traces: a number with the terms that make it and the rule that adds them (trace.ts).
export * from "./trace.js";
